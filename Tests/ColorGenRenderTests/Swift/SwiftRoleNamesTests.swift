// Tests the role-path → Swift name mapping: namespaces, constants, collisions, support-type names.
import XCTest
@testable import ColorGenKit
@testable import ColorGenModel
@testable import ColorGenRender

final class SwiftRoleNamesTests: XCTestCase {
    private let supportTypes: Set<String> = ["SchemeColor", "ColorSchemeOption", "AppColorScheme"]

    private func names(_ paths: [String]) -> SwiftRoleNames {
        SwiftRoleNames(paths.map(RolePath.init(dotted:)), reserved: supportTypes)
    }

    func testRolePathsMapToNamespacesAndConstants() {
        let named = names([
            "text.onPrimary.body", "button.primary.onBackground.background.highlighted", "separator",
            "background.light", "progress.dial.default.filled", "table.section",
        ])
        XCTAssertEqual(named.problems, [])
        XCTAssertEqual(named.qualifiedNames, [
            "TextAppearance.OnPrimary.body", "ButtonAppearance.Primary.OnBackground.Background.highlighted",
            "separator", "BackgroundAppearance.light", "ProgressAppearance.Dial.Default.filled",
            "TableAppearance.section",
        ])
    }

    func testNamespacesKeepTheOrderRolesFirstReachThem() {
        let named = names(["b.x.one", "a.two", "b.y", "b.x.three"])
        XCTAssertEqual(named.namespaces.map(\.name), ["BAppearance", "AAppearance"])
        let b = named.namespaces[0]
        XCTAssertEqual(b.path, "b")
        guard case .namespace(let x) = b.members[0], case .constant(let role, let name) = b.members[1] else {
            return XCTFail("expected namespace X then constant y, got \(b.members)")
        }
        XCTAssertEqual([x.name, x.path], ["X", "b.x"])
        XCTAssertEqual([role, name] as [AnyHashable], [2, "y"])
        XCTAssertEqual(x.members.count, 2, "b.x.one and b.x.three share one enum")
    }

    func testTwoRolesWithOneSwiftNameAreAnErrorNamingBoth() {
        let named = names(["text.on-primary.body", "text.onPrimary.body", "text.onPrimary.Body"])
        XCTAssertEqual(named.problems, [
            #"roles "text.on-primary.body" and "text.onPrimary.body" both map to the Swift name TextAppearance.OnPrimary; rename one of them"#,
            #"roles "text.on-primary.body" and "text.onPrimary.Body" both map to the Swift name TextAppearance.OnPrimary; rename one of them"#,
        ])
        XCTAssertEqual(named.qualifiedNames, ["TextAppearance.OnPrimary.body", nil, nil])
    }

    func testConstantsCollideOnlyWhenTheirIdentifiersAreEqual() {
        let named = names(["a.high-contrast", "a.highContrast", "a.HighContrast2", "a.highContrast2"])
        XCTAssertEqual(named.problems, [
            #"roles "a.high-contrast" and "a.highContrast" both map to the Swift name AAppearance.highContrast; rename one of them"#,
            #"roles "a.HighContrast2" and "a.highContrast2" both map to the Swift name AAppearance.highContrast2; rename one of them"#,
        ])
    }

    func testANamespaceAndAConstantWithOneIdentifierCollide() {
        // Digits and scripts without case give the group and the constant the same identifier.
        let named = names(["x.2d.inner", "x.2d", "y.色.a", "y.色"])
        XCTAssertEqual(named.problems, [
            #"roles "x.2d.inner" and "x.2d" both map to the Swift name XAppearance._2d; rename one of them"#,
            #"roles "y.色.a" and "y.色" both map to the Swift name YAppearance.色; rename one of them"#,
        ])
        // With case, the enum and the constant differ.
        XCTAssertEqual(names(["text.onPrimary.body", "text.onPrimary"]).problems, [])
    }

    func testTopLevelNamespacesCollideAcrossSpellings() {
        XCTAssertEqual(names(["text.a", "Text.b"]).problems, [
            #"roles "text.a" and "Text.b" both map to the Swift name TextAppearance; rename one of them"#,
        ])
    }

    func testSingleSegmentRolesAreRootConstantsBesideTheirGroup() {
        let named = names(["separator", "separator.color", "Separator"])
        XCTAssertEqual(named.problems, [
            #"roles "separator" and "Separator" both map to the Swift name separator; rename one of them"#,
        ])
        XCTAssertEqual(named.qualifiedNames, ["separator", "SeparatorAppearance.color", nil])
        XCTAssertEqual(named.rootConstants.map(\.name), ["separator"])
    }

    func testInsideANamespaceTopLevelGroupsHaveNoSuffix() {
        let named = SwiftRoleNames(["text.onPrimary.body", "separator", "string.x"].map(RolePath.init(dotted:)),
                                   reserved: supportTypes.union(SwiftGeneratedCodeNames.referencedTypes), isNamespaced: true)
        XCTAssertEqual(named.qualifiedNames, ["Text.OnPrimary.body", "separator", nil])
        XCTAssertEqual(named.problems.count, 1, "String would hide Swift's String from the support types beside it")
        XCTAssertTrue(named.problems[0].contains("String"), named.problems[0])
    }

    func testNamesTakenBySupportTypesAreErrors() {
        let named = names(["colorScheme.x", "text.schemeColor.a", "scheme.SchemeColor"])
        XCTAssertEqual(named.problems, [
            "role \"text.schemeColor.a\" maps to the Swift name TextAppearance.SchemeColor, which is taken by the support "
                + "type SchemeColor; rename the role, or the type with the options schemeColorType, schemeOptionType, "
                + "schemeType, registryType or namespace",
        ], "ColorSchemeAppearance is no support type; a constant schemeColor is lower case")
        let renamed = SwiftRoleNames([RolePath(dotted: "palette.x")], reserved: ["PaletteAppearance"])
        XCTAssertEqual(renamed.problems.count, 1)
        XCTAssertEqual(renamed.qualifiedNames, [nil])
    }

    func testKeywordsAndAwkwardSegmentsAreEscaped() {
        let named = names(["custom.default", "custom.Type.x", "custom.self", "default.case", "2x.🎨"])
        XCTAssertEqual(named.problems, [])
        XCTAssertEqual(named.qualifiedNames, [
            "CustomAppearance.`default`", "CustomAppearance.Type_.x", "CustomAppearance.`self`",
            "DefaultAppearance.`case`", "_2xAppearance.`_`",
        ])
    }
}
