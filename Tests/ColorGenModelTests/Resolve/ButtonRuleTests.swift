// Tests rounded and colored button rules (rules contract §3.7–3.10) against hand-resolved colors.
import XCTest
@testable import ColorGenModel

/// docs/color-rules-contract.md §3.7-3.10: rounded and colored buttons, checked against hand-resolved values.
final class ButtonRuleTests: XCTestCase {
    func testBeachPrimaryButtonOnWhiteUsesTheSecondarySwatch() throws {
        let roles = try resolvedRoles(.beach)
        XCTAssertEqual(roles.hex("button.primary.onBackground.background.normal"), "#6db585")
        XCTAssertEqual(roles.hex("button.primary.onBackground.background.highlighted"), "#9accab")
        XCTAssertEqual(roles.hex("button.primary.onBackground.background.selected"), "#9accab")
        XCTAssertEqual(roles.hex("button.primary.onBackground.background.disabled"), "#6db58559")
        XCTAssertEqual(roles.hex("button.primary.onBackground.text.normal"), "#2a2a2a")
        XCTAssertEqual(roles.hex("button.primary.onBackground.text.highlighted"), "#2a2a2a")
        XCTAssertEqual(roles.hex("button.primary.onBackground.text.disabled"), "#2a2a2a59")
    }

    func testBeachPrimaryButtonOffWhiteIsGrayScaleWhiteAndHighlightsDarker() throws {
        let roles = try resolvedRoles(.beach)
        XCTAssertEqual(roles.hex("button.primary.onPrimary.background.normal"), "#ffffff")
        XCTAssertEqual(roles.hex("button.primary.onPrimary.background.highlighted"), "#eaebee")
        XCTAssertEqual(roles.hex("button.primary.onPrimary.background.disabled"), "#ffffff59")
    }

    func testSecondaryButtonHighlightSkipsALighterTileEqualToTheBackground() throws {
        let roles = try resolvedRoles(.beach)
        // very light gray's lighter neighbour is white, which is the background: go darker.
        XCTAssertEqual(roles.hex("button.secondary.onBackground.background.highlighted"), "#c3c7d1")
        XCTAssertEqual(roles.hex("button.toggle.onBackground.background.highlighted"), "#c3c7d1")
        // on the primary tile white is not the background: go lighter.
        XCTAssertEqual(roles.hex("button.secondary.onPrimary.background.highlighted"), "#ffffff")
        XCTAssertEqual(roles.hex("button.bodyLink.onSurface.background.highlighted"), "#ffffff")
    }

    func testSelectedSecondaryButtonIsPrimaryAtQuarterAlpha() throws {
        let roles = try resolvedRoles(.beach)
        XCTAssertEqual(roles.hex("button.secondary.onBackground.background.selected"), "#afdddf40")
        XCTAssertEqual(roles.hex("button.secondary.onInverse.background.selected"), "#afdddf40")
        XCTAssertEqual(roles.hex("button.toggle.onBackground.background.selected"), "#c3c7d1")
        XCTAssertEqual(roles.hex("button.secondary.onBackground.text.selected"), "#2a2a2a")
    }

    func testColoredButtonPrefersTheLighterNeighbour() throws {
        let beach = try resolvedRoles(.beach)
        XCTAssertEqual(beach.hex("button.colored.primary.onBackground.highlighted"), "#dff2f2")
        XCTAssertEqual(beach.hex("button.colored.accent.onBackground.selected"), "#f8cc7d")
        XCTAssertEqual(beach.hex("button.colored.errorRed.onPrimary.disabled"), "#ee607059")
        let wireframe = try resolvedRoles(.wireframe)
        // stone index 0 has no lighter tile: one darker.
        XCTAssertEqual(wireframe.hex("button.colored.primary.onBackground.highlighted"), "#dbd9d9")
    }

    func testColoredButtonCompareUsesTileEqualityIncludingLightStyle() throws {
        let rules = RulesVersion.version2.rules(for: NamedPalette.wireframe.palette)
        let cloud = NamedPalette.wireframe.palette.accent  // #777F95, lighter #9DA3B3 (no light style)
        XCTAssertEqual(rules.coloredButton(on: tile("#9DA3B3"), mapping: cloud, state: .highlighted).hex, "#575e71")
        XCTAssertEqual(rules.coloredButton(on: tile("#9DA3B3", lightStyle: true), mapping: cloud, state: .highlighted).hex,
                       "#9da3b3")
    }

    func testColoredButtonOnASingleTileSwatchKeepsTheTile() throws {
        let single = try XCTUnwrap(SageColorMatrix.swatch(.errorRed, version: 0).mapping(at: 0))
        let rules = RulesVersion.version2.rules(for: NamedPalette.beach.palette)
        XCTAssertEqual(rules.coloredButton(on: tile("#FFFFFF"), mapping: single, state: .selected).hex, "#ee6070")
    }

    func testMidnightClampsAndDisabledTextOnLightStyleTilesKeepsFullAlpha() throws {
        let roles = try resolvedRoles(.midnight)
        XCTAssertEqual(roles.hex("button.colored.primary.onBackground.highlighted"), "#3d3062")
        XCTAssertEqual(roles.hex("button.colored.accent.onPrimary.normal"), "#a71c5d")
        XCTAssertEqual(roles.hex("button.colored.accent.onPrimary.highlighted"), "#db2c7d")
        XCTAssertEqual(roles.hex("button.primary.onBackground.background.normal"), "#4168ca")
        XCTAssertEqual(roles.hex("button.primary.onBackground.text.normal"), "#ffffff")
        XCTAssertEqual(roles.hex("button.primary.onBackground.text.disabled"), "#ffffff")
        XCTAssertEqual(roles.hex("button.primary.onPrimary.text.disabled"), "#2a2a2a59")
    }
}
