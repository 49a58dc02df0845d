// Tests ContrastPairs: which roles are content, what they are drawn on, and measuring with layers.
import XCTest
@testable import ColorGenKit
@testable import ColorGenModel
@testable import ColorMath
@testable import SourceDiagnostics

final class ContrastPairsTests: XCTestCase {
    func testContentRolesAndWhatTheyAreDrawnOn() {
        let text = ContrastPairs.pair(for: RolePath(dotted: "text.onPrimary.body"))
        XCTAssertEqual(text?.content, .text)
        XCTAssertEqual(text?.background, "primary")
        XCTAssertEqual(text?.layers, [])
        XCTAssertEqual(ContrastPairs.pair(for: RolePath(dotted: "icon.tinted.onSurface"))?.content, .nonText)
        XCTAssertEqual(ContrastPairs.pair(for: RolePath(dotted: "icon.tinted.onSurface"))?.background, "surface")
        XCTAssertEqual(ContrastPairs.pair(for: RolePath(dotted: "button.tinted.onInverse"))?.content, .text)
        XCTAssertEqual(ContrastPairs.pair(for: RolePath(dotted: "button.underlinedText.onAccent"))?.background, "accent")
        let buttonText = ContrastPairs.pair(for: RolePath(dotted: "button.toggle.onSecondary.text.highlighted"))
        XCTAssertEqual(buttonText?.content, .text)
        XCTAssertEqual(buttonText?.background, "secondary")
        XCTAssertEqual(buttonText?.layers, [RolePath(dotted: "button.toggle.onSecondary.background.highlighted")])
    }

    func testBackgroundsAndFillsAreNotContent() {
        for path in ["background.light", "button.primary.onBackground.background.normal", "button.colored.accent.onPrimary.normal",
                     "separator", "text.body", "text.onprimary.body", "progress.bar.unfilled",
                     // Exempt: inactive or momentary states, and the transparent unselected checkmark.
                     "button.primary.onBackground.text.disabled", "checkbox.onBackground.tint.pressed",
                     "checkbox.onBackground.off.checkmark"] {
            XCTAssertNil(ContrastPairs.pair(for: RolePath(dotted: path)), path)
        }
    }

    func testBackgroundSegments() {
        XCTAssertEqual(ContrastPairs.backgroundName(ofSegment: "onSuccessGreen"), "successGreen")
        XCTAssertEqual(ContrastPairs.backgroundName(ofSegment: "onBackground"), "background")
        XCTAssertNil(ContrastPairs.backgroundName(ofSegment: "on"))
        XCTAssertNil(ContrastPairs.backgroundName(ofSegment: "online"))
        XCTAssertEqual(ContrastPairs.backgroundRole(named: "background"), RolePath("background", "light"))
        XCTAssertEqual(ContrastPairs.backgroundRole(named: "primary"), RolePath("background", "primary"))
    }

    /// Roles-only schemes: backgrounds come from `background.light` / `background.primary`.
    func testMeasuresOnBackgroundRolesAndCompositesTranslucentLayers() throws {
        let white = RGBA(hex: "#ffffff")!, purple = RGBA(hex: "#5a478f")!, ink = RGBA(hex: "#1f2329")!
        let button = RGBA(hex: "#3e7293")!.withAlpha(0.35)
        let roles = ColorRoleSet(schemes: ["light"], roles: [
            SchemeRole(path: RolePath(dotted: "background.light"), colors: [white]),
            SchemeRole(path: RolePath(dotted: "background.primary"), colors: [purple]),
            SchemeRole(path: RolePath(dotted: "text.onBackground.body"), colors: [ink]),
            SchemeRole(path: RolePath(dotted: "text.onPrimary.hint"), colors: [white.withAlpha(0.5)]),
            SchemeRole(path: RolePath(dotted: "text.onSurface.body"), colors: [ink]),
            SchemeRole(path: RolePath(dotted: "button.primary.onBackground.background.highlighted"), colors: [button]),
            SchemeRole(path: RolePath(dotted: "button.primary.onBackground.text.highlighted"), colors: [white]),
            SchemeRole(path: RolePath(dotted: "button.primary.onBackground.text.disabled"), colors: [white]),
        ], rulesVersion: .newest)
        let measured = ContrastPairs.measure(roles, scheme: 0)
        XCTAssertEqual(Set(measured.keys.map(\.description)),
                       ["text.onBackground.body", "text.onPrimary.hint", "button.primary.onBackground.text.highlighted"],
                       "text.onSurface has no known background")

        let body = try XCTUnwrap(measured[RolePath(dotted: "text.onBackground.body")])
        XCTAssertEqual(body.ratio, ink.contrastRatio(with: white), accuracy: 1e-12)
        // By hand from WCAG 2.2: L(#1f2329) = 0.2126·0.01370 + 0.7152·0.01681 + 0.0722·0.02218 = 0.01654,
        // so (1 + 0.05) / (0.01654 + 0.05) = 15.78.
        XCTAssertEqual(body.ratio, 15.78, accuracy: 0.005)
        XCTAssertTrue(body.passes)

        // 50 % white over #5a478f is (255 + 90) / 2 = 172.5, 163, 199: a screen holds #aca3c7 or
        // #ada3c7, and light text contrasts least with purple on the darker.
        let hint = try XCTUnwrap(measured[RolePath(dotted: "text.onPrimary.hint")])
        XCTAssertEqual(hint.foreground.hex, "#aca3c7")
        XCTAssertEqual(hint.ratio, RGBA(hex: "#aca3c7")!.contrastRatio(with: purple), accuracy: 1e-12)
        XCTAssertFalse(hint.passes)

        // The button is 35 % #3e7293 over white: 62·0.35 + 255·0.65 = 187.45 (bb),
        // 114·0.35 + 165.75 = 205.65 (ce), 147·0.35 + 165.75 = 217.2 (d9); a screen may round each
        // up, to #bcceda, where white text contrasts least, and fails.
        let highlighted = try XCTUnwrap(measured[RolePath(dotted: "button.primary.onBackground.text.highlighted")])
        XCTAssertEqual(highlighted.background.hex, "#bcceda")
        XCTAssertEqual(highlighted.ratio, RGBA(hex: "#ffffff")!.contrastRatio(with: RGBA(hex: "#bcceda")!), accuracy: 1e-12)
        XCTAssertFalse(highlighted.passes)
        // Disabled titles are exempt (WCAG excludes inactive controls): not measured.
        XCTAssertNil(measured[RolePath(dotted: "button.primary.onBackground.text.disabled")])
    }

    func testPaletteTilesComeBeforeBackgroundRoles() throws {
        let tile = RGBA(hex: "#eaebee")!
        let roles = ColorRoleSet(schemes: ["light", "dark"], roles: [
            SchemeRole(path: RolePath(dotted: "icon.tinted.onSurface"), colors: [RGBA(hex: "#777f95")!, RGBA(hex: "#777f95")!]),
        ], rulesVersion: .newest, backdrops: [.surface: [tile, RGBA(hex: "#000000")!]])
        let light = try XCTUnwrap(ContrastPairs.measure(roles, scheme: 0)[RolePath(dotted: "icon.tinted.onSurface")])
        XCTAssertEqual(light.background, tile)
        XCTAssertEqual(light.pair.content.minimumRatio, 3)
        XCTAssertEqual(light.ratio, 3.36, accuracy: 0.01)
        XCTAssertTrue(light.passes)
        let dark = try XCTUnwrap(ContrastPairs.measure(roles, scheme: 1)[RolePath(dotted: "icon.tinted.onSurface")])
        XCTAssertEqual(dark.background.hex, "#000000")
    }

    /// Every scheme measured at once gives, at each role's position, what measuring that scheme
    /// alone gives for the role's path: tiles, background roles and layers are found the same way.
    func testMeasuringEachSchemeAgreesWithMeasuringOneByPosition() throws {
        let white = RGBA(hex: "#ffffff")!, ink = RGBA(hex: "#1f2329")!, night = RGBA(hex: "#101418")!
        let roles = ColorRoleSet(schemes: ["light", "dark"], roles: [
            SchemeRole(path: RolePath(dotted: "text.onSurface.body"), colors: [ink, white]),
            SchemeRole(path: RolePath(dotted: "background.primary"), colors: [RGBA(hex: "#5a478f")!, RGBA(hex: "#b9a8ef")!]),
            SchemeRole(path: RolePath(dotted: "text.onPrimary.body"), colors: [white, night]),
            SchemeRole(path: RolePath(dotted: "button.primary.onPrimary.background.normal"),
                       colors: [RGBA(hex: "#3e7293")!.withAlpha(0.5), RGBA(hex: "#8ab4d0")!]),
            SchemeRole(path: RolePath(dotted: "button.primary.onPrimary.text.normal"), colors: [white, night]),
            SchemeRole(path: RolePath(dotted: "text.onAccent.body"), colors: [ink, white]),
        ], rulesVersion: .newest, backdrops: [.surface: [RGBA(hex: "#eaebee")!, night]],
        increasedContrastSchemes: ["dark"])
        let each = ContrastPairs.measureEachScheme(roles)
        XCTAssertEqual(each.count, 2)
        for scheme in roles.schemes.indices {
            let alone = ContrastPairs.measure(roles, scheme: scheme)
            XCTAssertEqual(each[scheme].count, roles.roles.count)
            for (position, role) in roles.roles.enumerated() {
                XCTAssertEqual(each[scheme][position], alone[role.path], "\(role.path) in \(roles.schemes[scheme])")
            }
        }
        // On the surface tile, on the primary background role, and on the button over it; a
        // background role is no content, and nothing is known beneath onAccent.
        XCTAssertEqual(each[0].map { $0 != nil }, [true, false, true, false, true, false])
        XCTAssertEqual(each[0][0]?.background.hex, "#eaebee")
        XCTAssertEqual(each[1][0]?.background.hex, "#101418")
        XCTAssertEqual(each[0][4]?.pair.layers, [RolePath(dotted: "button.primary.onPrimary.background.normal")])
        // 50 % #3e7293 over #5a478f: (62 + 90) / 2 = 76, 92.5, 145; white text is measured on the
        // lighter rounding, #4c5d91.
        XCTAssertEqual(each[0][4]?.background.rgba8Bit, [76, 93, 145, 255])
        XCTAssertEqual(each[0][0]?.minimum, 4.5)
        XCTAssertEqual(each[1][0]?.minimum, 7, "the dark scheme serves increased contrast")
    }

    func testResolvedPaletteSchemesCarryTheirBackgroundTiles() throws {
        let loader = InMemorySourceLoader(texts: [
            "sage.tokens.json": SageSchemeFile.library(SageColorMatrix.library(for: 2)),
            "beach.tokens.json": SageSchemeFile.palette(.beach),
            "colorgen.json": #"{"layout": "palette", "schemes": {"light": ["sage.tokens.json", "beach.tokens.json"]}, "outputs": [], "rulesVersion": 2}"#,
        ])
        let resolved = Generator.resolveRoles(configPath: "colorgen.json", loader: loader)
        XCTAssertEqual(resolved.diagnostics.map(\.description), [])
        let roles = try XCTUnwrap(resolved.roles)
        let palette = NamedPalette.beach.palette
        XCTAssertEqual(roles.backdrops[.secondary]?.map(\.hex), [palette.secondary.normal.color.hex])
        XCTAssertEqual(roles.backdrops[.surface]?.map(\.hex), ["#eaebee"])
        XCTAssertEqual(roles.backdrops.count, RoleBackground.allCases.count)
    }

    func testRolesOnlySchemesHaveNoBackgroundTiles() {
        let resolved = Generator.resolveRoles(configPath: "colorgen.json", loader: InMemorySourceLoader(texts: [
            "light.tokens.json": ##"{"text": {"onBackground": {"body": {"$type": "color", "$value": "#1f2329"}}}}"##,
            "colorgen.json": #"{"schemes": {"light": ["light.tokens.json"]}, "outputs": [], "rulesVersion": 2}"#,
        ]))
        XCTAssertEqual(resolved.roles?.backdrops.count, 0)
    }
}
