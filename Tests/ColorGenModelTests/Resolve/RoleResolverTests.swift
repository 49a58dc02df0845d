// Tests RoleResolver: role counts per background, unique paths, order, custom roles and their conflicts.
import XCTest
@testable import ColorGenModel
@testable import ColorMath
@testable import SourceDiagnostics

final class RoleResolverTests: XCTestCase {
    /// 90 roles per background (1 icon, 15 text, 2 plain buttons, 40 rounded, 20 colored, 12 checkbox)
    /// and 42 that do not depend on the background.
    func testRoleCountOnAllAndOnSomeBackgrounds() throws {
        XCTAssertEqual(try resolvedRoles(.beach).count, 6 * 90 + 42)
        let some = try RoleResolver.resolve(palette: NamedPalette.beach.palette, backgrounds: [.inverse])
        XCTAssertEqual(some.count, 90 + 42)
        XCTAssertEqual(try RoleResolver.resolve(palette: NamedPalette.beach.palette, backgrounds: []).count, 42)
    }

    func testPathsAreUniqueAndNoneIsAGroupOfAnother() throws {
        let paths = try resolvedRoles(.twilight).map(\.path)
        XCTAssertEqual(Set(paths).count, paths.count)
        let groups = Set(paths.flatMap(\.enclosingGroups))
        XCTAssertTrue(groups.isDisjoint(with: paths))
    }

    func testRolesSharingAPrefixAreAdjacent() throws {
        let paths = try resolvedRoles(.twilight).map(\.path)
        var closed = Set<RolePath>()
        var open: [RolePath] = []
        for path in paths {
            let groups = path.enclosingGroups
            while let last = open.last, !groups.contains(last) {
                closed.insert(open.removeLast())
            }
            for group in groups where !open.contains(group) {
                XCTAssertFalse(closed.contains(group), "group \(group) reopened at \(path)")
                open.append(group)
            }
        }
    }

    func testDocumentedOrder() throws {
        let roles = try RoleResolver.resolve(palette: NamedPalette.beach.palette, backgrounds: [.surface, .primary])
        let families = roles.map { $0.path.segments.prefix(2).joined(separator: ".") }
        var distinct: [String] = []
        for family in families where distinct.last != family { distinct.append(family) }
        XCTAssertEqual(distinct, [
            "background.light", "background.primary", "icon.tinted", "text.onPrimary", "text.onSurface",
            "button.tinted", "button.underlinedText", "button.primary", "button.secondary", "button.toggle",
            "button.bodyLink", "button.headerLink", "button.colored", "checkbox.onPrimary", "checkbox.onSurface",
            "checkmark.rounded", "progress.bar", "progress.dial", "completion.gradient", "table.cell", "table.section",
            "separator", "textField.underline", "severity.none", "severity.mild", "severity.moderate", "severity.severe",
            "severity.unselected",
        ])
        XCTAssertEqual(roles.prefix(4).map(\.path.description),
                       ["background.light", "background.primary", "icon.tinted.onPrimary", "icon.tinted.onSurface"])
        let checkbox = roles.filter { $0.path.segments.prefix(2) == ["checkbox", "onPrimary"] }.map(\.path.description)
        XCTAssertEqual(checkbox, [
            "checkbox.onPrimary.on.checkmark", "checkbox.onPrimary.on.background", "checkbox.onPrimary.on.border",
            "checkbox.onPrimary.off.checkmark", "checkbox.onPrimary.off.background", "checkbox.onPrimary.off.border",
            "checkbox.onPrimary.clear.checkmark", "checkbox.onPrimary.clear.background", "checkbox.onPrimary.clear.border",
            "checkbox.onPrimary.tint.normal", "checkbox.onPrimary.tint.pressed", "checkbox.onPrimary.tint.disabled",
        ])
        let button = roles.filter { $0.path.segments.prefix(3) == ["button", "primary", "onSurface"] }.map(\.path.description)
        XCTAssertEqual(button.first, "button.primary.onSurface.background.normal")
        XCTAssertEqual(button[4], "button.primary.onSurface.text.normal")
        XCTAssertEqual(button.last, "button.primary.onSurface.text.selected")
    }

    func testBackgroundOrderAndRepetitionDoNotMatter() throws {
        let palette = NamedPalette.spring.palette
        XCTAssertEqual(try RoleResolver.resolve(palette: palette, backgrounds: [.inverse, .primary, .inverse]),
                       try RoleResolver.resolve(palette: palette, backgrounds: [.primary, .inverse]))
    }

    func testCustomRolesReplaceInPlaceAndAppendNewOnesInOrder() throws {
        var palette = NamedPalette.beach.palette
        let red = RGBA(hex: "#ff0000")!, blue = RGBA(hex: "#0000ff80")!, green = RGBA(hex: "#00ff00")!
        palette.customRoles = [
            CustomRole(path: RolePath(dotted: "brand.logo"), color: blue),
            CustomRole(path: RolePath(dotted: "text.onPrimary.body"), color: red),
            CustomRole(path: RolePath(dotted: "brand.badge"), color: green),
            CustomRole(path: RolePath(dotted: "brand.logo"), color: red),
        ]
        let plain = try RoleResolver.resolve(palette: NamedPalette.beach.palette)
        let roles = try RoleResolver.resolve(palette: palette)
        XCTAssertEqual(roles.count, plain.count + 2)
        let index = try XCTUnwrap(plain.firstIndex { $0.path == RolePath(dotted: "text.onPrimary.body") })
        XCTAssertEqual(roles[index], ResolvedRole(path: RolePath(dotted: "text.onPrimary.body"), color: red))
        XCTAssertEqual(roles.suffix(2).map(\.description), ["brand.logo #ff0000ff", "brand.badge #00ff00ff"])
    }

    func testCustomRolesThatMixColorsAndGroupsAreErrorsAtTheirLocations() {
        var palette = NamedPalette.beach.palette
        let at = SourceLocation(path: "beach.tokens.json", line: 12, column: 5)
        palette.customRoles = [
            CustomRole(path: RolePath(dotted: "text.onPrimary"), color: .init(red: 1, green: 0, blue: 0), location: at),
            CustomRole(path: RolePath(dotted: "separator.thick"), color: .init(red: 0, green: 0, blue: 0)),
            CustomRole(path: RolePath(dotted: "brand"), color: .init(red: 0, green: 0, blue: 0)),
            CustomRole(path: RolePath(dotted: "brand.logo"), color: .init(red: 0, green: 0, blue: 0)),
        ]
        XCTAssertThrowsError(try RoleResolver.resolve(palette: palette)) { error in
            XCTAssertEqual((error as? RoleConflictError)?.diagnostics.map(\.description), [
                "beach.tokens.json:12:5: error: role 'text.onPrimary' cannot be a color: it is the group holding 'text.onPrimary.largeNumber'",
                "colorgen: error: role 'separator.thick' cannot lie inside 'separator', which is a color",
                "colorgen: error: role 'brand' cannot be a color: it is the group holding 'brand.logo'",
            ])
        }
    }

    func testResolvedRoleLineFormat() {
        let role = ResolvedRole(path: RolePath("a", "b"), color: RGBA(red: 1, green: 0, blue: 0, alpha: 0.35))
        XCTAssertEqual(role.description, "a.b #ff000059")
        XCTAssertEqual(ResolvedRole(path: RolePath("c"), color: RuleConstant.clear).description, "c #00000000")
    }
}
