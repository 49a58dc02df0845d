// Tests that a tile without usesLightStyle gets the documented derived value, and a stated one is kept.
import XCTest
@testable import ColorGenModel
import DesignTokens
import PositionalJSON
import SourceDiagnostics

/// A tile without `$extensions.colorgen.usesLightStyle` takes the documented derived value: light
/// content exactly when white has the higher WCAG contrast on it (docs/palette-layout.md).
final class DerivedLightStyleTests: XCTestCase {
    func testUsesLightStyleIsDerivedWhenAbsentAndReadWhenPresent() throws {
        let text = """
            {"swatch": {"$type": "color", "s": {
               "0": {"$value": "#767676"},
               "1": {"$value": "#757575"},
               "2": {"$value": "#111111", "$extensions": {"colorgen": {"usesLightStyle": false}}}}},
             "palette": {"$type": "color", "primary": {"$value": "{swatch.s.0}"}, "secondary": {"$value": "{swatch.s.1}"},
               "accent": {"$value": "{swatch.s.2}"}}}
            """
        let document = try JSONParser.parse(text, path: "p.json")
        let tokens = TokenEvaluator.evaluate(TokenTreeReader.read(document.root, path: "p.json").tree).tokens
        let scheme = SchemeTokens(name: Located("light", at: SourceLocation(path: "colorgen.json", line: 1, column: 1)), tokens: tokens)
        guard case .palette(let palette)? = SchemePaletteReader.read(scheme).source else { return XCTFail("no palette") }
        XCTAssertFalse(palette.primary.normal.usesLightStyle, "#767676: black has the higher contrast")
        XCTAssertTrue(palette.secondary.normal.usesLightStyle, "#757575: white has the higher contrast")
        XCTAssertFalse(palette.accent.normal.usesLightStyle, "an explicit setting wins over the derivation")
    }
}
