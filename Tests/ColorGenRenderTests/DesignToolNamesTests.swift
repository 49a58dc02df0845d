// Tests design-tool names in outputs: `$root` named by its group, spaces and slashes as word breaks, clashes.
import XCTest
@testable import ColorGenKit
@testable import ColorGenModel
@testable import ColorGenRender
@testable import ColorMath
@testable import SourceDiagnostics

/// Names as design tools write them survive every output: a group's own token (`$root`) is named
/// by its group, and spaces, slashes and dashes in Figma names separate words; names that then
/// coincide are errors naming both roles.
final class DesignToolNamesTests: XCTestCase {
    private let entry = SourceLocation(path: "colorgen.json", line: 1, column: 1)
    private let white = RGBA(red: 1, green: 1, blue: 1)

    private func cssNames(_ paths: [RolePath]) throws -> [String] {
        try CSSPropertyNames(roles: paths.map { SchemeRole(path: $0, colors: [white]) }, prefix: "", entry: entry).names
    }

    func testARootTokenIsNamedByItsGroupInCSSAndSwift() throws {
        let paths = [RolePath("color", "background", "brand", "$root"), RolePath("color", "background", "brand", "hover")]
        XCTAssertEqual(try cssNames(paths), ["--color-background-brand", "--color-background-brand-hover"])
        XCTAssertEqual(KebabCase.join(["$root"]), "$root", "a path of only $root keeps it, to have a name at all")
        let swift = SwiftRoleNames(paths, reserved: [])
        XCTAssertEqual(swift.problems, [])
        XCTAssertEqual(swift.qualifiedNames, ["ColorAppearance.Background.Brand.base", "ColorAppearance.Background.Brand.hover"])
    }

    func testSpacesSlashesAndDashesInFigmaNamesBecomeReadableNames() throws {
        let paths = [RolePath("Beam Blue", "0"), RolePath("Beam Blue", "Dark / Deep-Blue"), RolePath("text", "onPrimary", "body")]
        XCTAssertEqual(try cssNames(paths), ["--beam-blue-0", "--beam-blue-dark-deep-blue", "--text-on-primary-body"])
        XCTAssertEqual(SwiftRoleNames(paths, reserved: []).qualifiedNames,
                       ["BeamBlueAppearance._0", "BeamBlueAppearance.darkDeepBlue", "TextAppearance.OnPrimary.body"])
    }

    func testNamesThatCoincideOnceSeparatedAreErrorsNamingBothRoles() {
        let paths = [RolePath("Beam Blue", "0"), RolePath("beam-blue", "0")]
        XCTAssertThrowsError(try cssNames(paths)) { error in
            XCTAssertEqual((error as? Diagnostic)?.message,
                           "roles Beam Blue.0 and beam-blue.0 would both be the CSS custom property --beam-blue-0; rename one of them")
        }
        XCTAssertEqual(SwiftRoleNames(paths, reserved: []).problems, [
            #"roles "Beam Blue.0" and "beam-blue.0" both map to the Swift name BeamBlueAppearance; rename one of them"#,
        ])
        let root = [RolePath("brand", "$root"), RolePath("brand", "base")]
        XCTAssertEqual(SwiftRoleNames(root, reserved: []).problems, [
            #"roles "brand.$root" and "brand.base" both map to the Swift name BrandAppearance.base; rename one of them"#,
        ])
    }
}
