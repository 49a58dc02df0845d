// Tests CSS color keywords wherever a CSS color string is read: issue 33, item 3.
import XCTest
@testable import ColorGenKit
@testable import DesignTokens
@testable import PositionalJSON
@testable import SourceDiagnostics

/// `transparent` and the 148 named colors of CSS Color 4, in any case; `currentcolor` and system
/// colors are errors, having no fixed value.
final class CSSColorKeywordTests: XCTestCase {
    /// The fixture (Tests/Fixtures/Forms/css-keywords). Expected colors are CSS Color 4's table
    /// (checked against Python's webcolors CSS 3 names plus rebeccapurple).
    func testKeywordsAreReadInAnyCase() throws {
        let result = try FormFixture("css-keywords").generate()
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.description), [])
        XCTAssertEqual(try FormFixture.colors(result)["light"], [
            "surface.clear": "#00000000", "surface.page": "#ffffffff", "surface.accent": "#663399ff",
            "surface.info": "#6495edff", "surface.warning": "#daa520ff",
        ])
        XCTAssertTrue(result.diagnostics.map(\.description).contains(
            #"colors.tokens.json:4:26: warning: 'transparent' is the legacy string form of a color; DTCG 2025.10 writes "#
            + #"{"colorSpace": "srgb", "components": [...]}; read as sRGB #00000000"#), "\(result.diagnostics)")
    }

    func testTheTableHasEveryNamedColor() {
        XCTAssertEqual(CSSColorKeyword.namedColors.count, 148)
        XCTAssertEqual(CSSColorKeyword("LightGoldenRodYellow"), .fixed(red: 0xfa, green: 0xfa, blue: 0xd2, alpha: 1))
        XCTAssertEqual(CSSColorKeyword("darkslategrey"), .fixed(red: 0x2f, green: 0x4f, blue: 0x4f, alpha: 1))
        XCTAssertEqual(CSSColorKeyword("TRANSPARENT"), .fixed(red: 0, green: 0, blue: 0, alpha: 0))
        XCTAssertEqual(CSSColorKeyword("CurrentColor"), .contextual)
        XCTAssertEqual(CSSColorKeyword("ButtonFace"), .contextual)
        XCTAssertNil(CSSColorKeyword("grey50"))
    }

    /// Keywords without a fixed value are errors at their value, with the run's other problems; a
    /// string that is no color keeps today's error. Nothing is generated.
    func testKeywordsWithoutAFixedValueAreErrors() throws {
        let tokens = """
            {
              "text": {"$type": "color", "$value": "currentColor"},
              "page": {"$type": "color", "$value": "Canvas"},
              "mark": {"$type": "color", "$value": "grey50"}
            }
            """
        let result = try FormFixture("css-keywords", replacing: ["colors.tokens.json": tokens]).generate()
        XCTAssertEqual(result.files, [])
        XCTAssertEqual(result.diagnostics.map(\.description), [
            "colors.tokens.json:2:40: error: 'currentColor' is a CSS color keyword without a fixed value (it takes the color of "
            + "where it is drawn: the text color, or the user's system colors), so a token cannot hold it; give the color itself",
            "colors.tokens.json:3:40: error: 'Canvas' is a CSS color keyword without a fixed value (it takes the color of "
            + "where it is drawn: the text color, or the user's system colors), so a token cannot hold it; give the color itself",
            #"colors.tokens.json:4:40: error: the value must be a color object with 'colorSpace' and 'components', found string "grey50""#,
        ])
    }

    /// `colorgen validate` reads keywords the same way, and a Tokens Studio `mix` color may be one.
    func testValidateAndModifierColorsReadKeywords() {
        let diagnostics = TokenValidator.validate(Array(#"{"a": {"$type": "color", "$value": "transparent"}, "b": {"$type": "color", "$value": "currentcolor"}}"#.utf8), path: "t.json")
        XCTAssertEqual(diagnostics.map(\.severity), [.warning, .error], "\(diagnostics)")
        let mixed = TokenEvaluator.evaluate(TokenTreeReader.read(try! JSONParser.parse(Array("""
            {"a": {"$type": "color", "$value": "#000000",
                   "$extensions": {"studio.tokens": {"modify": {"type": "mix", "value": 0.5, "space": "srgb", "color": "white"}}}}}
            """.utf8), path: "m.json"), purpose: .generation).tree, purpose: .generation)
        XCTAssertEqual(mixed.tokens["a"]?.color?.srgb.hex, "#808080", "\(mixed.diagnostics)")
    }
}
