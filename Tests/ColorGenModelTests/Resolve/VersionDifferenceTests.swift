// Tests the two rules that differ between rules versions: tinted and underlined-text buttons.
import XCTest
@testable import ColorGenModel

/// docs/color-rules-contract.md §3.5-3.6: the two rules that depend on the rules version.
final class VersionDifferenceTests: XCTestCase {
    func testVersionZeroTintedButtons() throws {
        let roles = try resolvedRoles(.wireframe, .version0)
        XCTAssertEqual(roles.hex("button.tinted.onBackground"), "#313f56")  // white → secondary
        XCTAssertEqual(roles.hex("button.tinted.onPrimary"), "#313f56")     // primary tile → secondary
        XCTAssertEqual(roles.hex("button.tinted.onSurface"), "#313f56")     // very light gray → secondary
        XCTAssertEqual(roles.hex("button.tinted.onAccent"), "#575e71")      // elsewhere → very dark gray
        XCTAssertEqual(roles.hex("button.tinted.onSecondary"), "#ffffff")   // light style → white
        XCTAssertEqual(roles.hex("button.tinted.onInverse"), "#ffffff")
    }

    func testVersionsOneAndTwoTintedButtonsFollowTheTextSwatch() throws {
        for version in [RulesVersion.version1, .version2] {
            let roles = try resolvedRoles(.wireframe, version)
            XCTAssertEqual(roles.hex("button.tinted.onBackground"), "#2a2a2a")
            XCTAssertEqual(roles.hex("button.tinted.onPrimary"), "#2a2a2a")
            XCTAssertEqual(roles.hex("button.tinted.onAccent"), "#2a2a2a")
            XCTAssertEqual(roles.hex("button.tinted.onSecondary"), "#ffffff")
        }
    }

    func testVersionZeroComparesTheBackgroundAsATile() throws {
        let palette = NamedPalette.wireframe.palette
        let rules = RulesVersion.version0.rules(for: palette)
        // #EAEBEE without light style is very light gray; a stranger tile of another color is not.
        XCTAssertEqual(rules.tintedButtonColor(on: tile("#EAEBEE")).hex, "#313f56")
        XCTAssertEqual(rules.tintedButtonColor(on: tile("#EAEBEF")).hex, "#575e71")
    }

    func testVersionZeroUnderlinedTextUsesALightStylePrimaryOnWhite() throws {
        XCTAssertEqual(try resolvedRoles(.midnight, .version0).hex("button.underlinedText.onBackground"), "#211a34")
        XCTAssertEqual(try resolvedRoles(.twilight, .version0).hex("button.underlinedText.onBackground"), "#3d3062")
        XCTAssertEqual(try resolvedRoles(.twilight, .version0).hex("button.underlinedText.onSurface"), "#2a2a2a")
        XCTAssertEqual(try resolvedRoles(.wireframe, .version0).hex("button.underlinedText.onBackground"), "#2a2a2a")
        XCTAssertEqual(try resolvedRoles(.midnight, .version1).hex("button.underlinedText.onBackground"), "#2a2a2a")
        XCTAssertEqual(try resolvedRoles(.midnight, .version2).hex("button.underlinedText.onPrimary"), "#ffffff")
    }

    func testOnlyTheTwoVersionedRulesDiffer() throws {
        for palette in NamedPalette.allCases {
            let v0 = try resolvedRoles(palette, .version0), v1 = try resolvedRoles(palette, .version1)
            let v2 = try resolvedRoles(palette, .version2)
            XCTAssertEqual(v1, v2, "\(palette)")
            let differing = zip(v0, v1).filter { $0 != $1 }.map(\.0.path.segments)
            XCTAssertFalse(differing.isEmpty, "\(palette)")
            for segments in differing {
                let versioned = segments[0] == "button" && ["tinted", "underlinedText"].contains(segments[1])
                let tint = segments[0] == "checkbox" && segments[2] == "tint" && segments[3] != "disabled"
                XCTAssertTrue(versioned || tint, "\(palette): \(segments)")
            }
        }
    }

    func testUnknownRulesVersionIsAnError() {
        XCTAssertEqual(try RulesVersion(number: 1), .version1)
        XCTAssertThrowsError(try RulesVersion(number: 4)) { error in
            XCTAssertEqual((error as? UnknownRulesVersion)?.description, "unknown rules version 4; colorgen knows 0, 1, 2 and 3")
        }
        XCTAssertEqual(RulesVersion.newest, .version3)
        XCTAssertEqual(RulesVersion.unpinned, .version2, "a config without rulesVersion keeps version 2")
        XCTAssertEqual(RulesVersion.allCases.map { $0.rules(for: NamedPalette.beach.palette).version }, RulesVersion.allCases)
    }
}
