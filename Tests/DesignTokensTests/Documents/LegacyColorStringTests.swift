// Tests legacy string color values: read as sRGB with a warning, an error inside composites, via aliases.
import XCTest
@testable import ColorMath

final class LegacyColorStringTests: XCTestCase {
    func testAStringColorTokenIsReadAsSRGBWithAWarning() throws {
        let (tokens, diagnostics) = try TokenTestSupport.resolve("""
        {
          "brand": { "$type": "color", "$value": "#FF8000" },
          "glass": { "$type": "color", "$value": "#ff800080" },
          "short": { "$type": "color", "$value": "#f80" }
        }
        """)
        XCTAssertEqual(diagnostics.map(\.severity), [.warning, .warning, .warning])
        XCTAssertEqual(diagnostics.first?.description,
                       "tokens.json:2:42: warning: '#FF8000' is the legacy string form of a color; DTCG 2025.10 writes "
                       + "{\"colorSpace\": \"srgb\", \"components\": [...]}; read as sRGB #ff8000")
        XCTAssertEqual(tokens["brand"]?.color, DTCGColor(colorSpace: .srgb, components: [1, 128.0 / 255, 0], hex: "#ff8000"))
        XCTAssertEqual(tokens["glass"]?.color?.alpha ?? 0, 128.0 / 255, accuracy: 1e-12)
        XCTAssertEqual(tokens["short"]?.color?.hex, "#ff8800")
        let json = try XCTUnwrap(tokens["brand"]?.json.objectValue)
        XCTAssertEqual(json["colorSpace"]?.stringValue, "srgb", "rewritten in the 2025.10 object form")
    }

    func testAStringColorInsideACompositeIsAnErrorAsTheFormatSuiteRequires() throws {
        let (_, diagnostics) = try TokenTestSupport.resolve("""
        { "b": { "$type": "border", "$value": { "color": "#ff0000", "width": { "value": 1, "unit": "px" }, "style": "solid" } } }
        """)
        XCTAssertEqual(TokenTestSupport.errors(diagnostics), [
            "the border's color must be a color object with 'colorSpace' and 'components', found string \"#ff0000\"",
        ])
    }

    func testAnAliasToALegacyColorGivesTheObjectForm() throws {
        let (tokens, diagnostics) = try TokenTestSupport.resolve("""
        {
          "red": { "$type": "color", "$value": "#ff0000" },
          "line": { "$type": "border", "$value": { "color": "{red}", "width": { "value": 1, "unit": "px" }, "style": "solid" } }
        }
        """)
        XCTAssertEqual(diagnostics.map(\.severity), [.warning])
        guard case .composite(let border)? = tokens["line"]?.value else { return XCTFail("no border") }
        XCTAssertEqual(border.objectValue?["color"]?.objectValue?["colorSpace"]?.stringValue, "srgb")
    }

    func testOtherStringsAreNotColors() throws {
        let (_, diagnostics) = try TokenTestSupport.resolve(#"{ "c": { "$type": "color", "$value": "reddish" } }"#)
        XCTAssertEqual(TokenTestSupport.errors(diagnostics), [
            "the value must be a color object with 'colorSpace' and 'components', found string \"reddish\"",
        ])
        // A CSS named color is a color (issue 33): read with the legacy warning.
        let (tokens, named) = try TokenTestSupport.resolve(#"{ "c": { "$type": "color", "$value": "red" } }"#)
        XCTAssertEqual(named.map(\.severity), [.warning])
        XCTAssertEqual(tokens["c"]?.color?.components, [1, 0, 0])
    }
}
