// Tests the text-color rule: the table follows the text swatch's length, not the rules version.
import XCTest
@testable import ColorGenModel

/// docs/color-rules-contract.md §3.4: the text table is chosen by the text swatch's length, not the rules version.
final class TextColorRuleTests: XCTestCase {
    func testWireframeTextOnLightContentBackgrounds() throws {
        // Version 3 then raises what misses its contrast target (its goldens pin the result).
        for version in RulesVersion.allCases where !version.guaranteesContrast {
            let roles = try resolvedRoles(.wireframe, version)
            for background in ["onBackground", "onPrimary", "onSurface", "onAccent"] {
                XCTAssertEqual(roles.hex("text.\(background).body"), "#2a2a2a", "\(version) \(background)")
                XCTAssertEqual(roles.hex("text.\(background).largeHeader"), "#2a2a2a")
                XCTAssertEqual(roles.hex("text.\(background).small"), "#2a2a2a")
                XCTAssertEqual(roles.hex("text.\(background).italicDetail"), "#2a2a2a")
                XCTAssertEqual(roles.hex("text.\(background).hint"), "#9da3b3")
                XCTAssertEqual(roles.hex("text.\(background).bodyDetail"), "#777f95")
                XCTAssertEqual(roles.hex("text.\(background).microDetail"), "#777f95")
            }
        }
    }

    func testWireframeTextOnLightStyleBackgroundsIsWhiteForEveryType() throws {
        let roles = try resolvedRoles(.wireframe)
        for background in ["onSecondary", "onInverse"] {
            for type in TextType.allCases {
                XCTAssertEqual(roles.hex("text.\(background).\(type.rawValue)"), "#ffffff", "\(background) \(type)")
            }
        }
    }

    func testThreeTileTextSwatchUsesTheVersionOneTable() throws {
        let text = try XCTUnwrap(SageColorMatrix.swatch(.text, version: 1).mapping(forShade: .medium))
        XCTAssertEqual(text.index, 1)
        var palette = NamedPalette.beach.palette
        palette.text = text
        let rules = RulesVersion.version2.rules(for: palette)
        let white = palette.grayScale[.white]
        XCTAssertEqual(rules.textColor(on: white, for: .body).hex, "#2a2a2a")
        XCTAssertEqual(rules.textColor(on: white, for: .largeHeader).hex, "#2a2a2a")
        for detail in [TextType.small, .bodyDetail, .hint, .microDetail] {
            XCTAssertEqual(rules.textColor(on: white, for: detail).hex, "#9da3b3", "\(detail)")
        }
        XCTAssertEqual(rules.textColor(on: palette.grayScale[.black], for: .small).hex, "#ffffff")
    }

    func testFiveTileTableWinsEvenUnderRulesVersionZero() throws {
        let roles = try resolvedRoles(.beach, .version0)
        XCTAssertEqual(roles.hex("text.onBackground.microDetail"), "#777f95")
        XCTAssertEqual(roles.hex("text.onBackground.small"), "#2a2a2a")
    }
}
