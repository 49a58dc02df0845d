// Tests color values as tools write them: short/8-digit hex, disagreeing hex, CSS color function strings.
import XCTest
@testable import ColorMath
@testable import DesignTokens

/// Color values as real tools write them: a `hex` of 3, 4 or 8 digits beside the components
/// (read in generation, an error in validation), a `hex` that disagrees with the components
/// (a warning naming both), and CSS color functions as legacy string values.
final class RealWorldColorValueTests: XCTestCase {
    private func generate(_ text: String, path: String = "tokens.json") throws -> (tokens: EvaluatedTokens, diagnostics: [String]) {
        let (tree, readDiagnostics) = try TokenTestSupport.read(text, path: path)
        let (tokens, diagnostics) = TokenEvaluator.evaluate(tree, purpose: .generation)
        // A color token that cannot be read is held back until roles are known (an error when a
        // role uses it, as every token here is): its problems are what a user sees.
        return (tokens, (readDiagnostics + diagnostics + tokens.failures.flatMap(\.diagnostics)).map(\.description))
    }

    func testGenerationReadsAHexOfThreeFourOrEightDigits() throws {
        let (tokens, diagnostics) = try generate("""
            {
              "short": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0, 0], "hex": "#F00" } },
              "shortAlpha": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0, 0], "alpha": 0.6, "hex": "#f009" } },
              "long": { "$type": "color", "$value": { "colorSpace": "oklch", "components": [0.9779, 0.0214, 95.33], "alpha": 1, "hex": "#fcf8e8ff", "description": "Brand" } }
            }
            """)
        XCTAssertEqual(diagnostics, [
            "tokens.json:4:137: warning: 'description' is not a member of a color value; it may have 'colorSpace', "
                + "'components', 'alpha' and 'hex'; ignored",
        ])
        XCTAssertEqual(tokens["short"]?.color?.hex, "#ff0000")
        XCTAssertEqual(tokens["shortAlpha"]?.color?.alpha, 0.6)
        XCTAssertEqual(tokens["long"]?.color?.srgb.hex, "#fcf8e8")
    }

    func testValidationKeepsRequiringASixDigitHex() throws {
        let (tree, _) = try TokenTestSupport.read("""
            { "c": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0, 0], "hex": "#f00" } } }
            """)
        XCTAssertEqual(TokenTestSupport.errors(TokenEvaluator.diagnostics(of: tree)),
                       ["hex '#f00' must be a 6-digit CSS hex color such as #ff00ff"])
    }

    func testGenerationReadsAnSRGBColorGivenByItsHexAloneAndValidationStillWantsComponents() throws {
        let text = """
            {
              "plain": { "$type": "color", "$value": { "colorSpace": "srgb", "hex": "#1c1c1e" } },
              "translucent": { "$type": "color", "$value": { "colorSpace": "srgb", "hex": "#ff000080" } },
              "alpha": { "$type": "color", "$value": { "colorSpace": "srgb", "hex": "#ff0000", "alpha": 0.25 } },
              "p3": { "$type": "color", "$value": { "colorSpace": "display-p3", "hex": "#ff0000" } }
            }
            """
        let (tokens, diagnostics) = try generate(text)
        XCTAssertEqual(diagnostics, [
            "tokens.json:5:55: error: a color given by its hex alone must have colorSpace \"srgb\" (a hex is an sRGB color); "
                + "give 'components' in display-p3 instead",
        ])
        XCTAssertEqual(tokens["plain"]?.color?.srgb.hex, "#1c1c1e")
        XCTAssertEqual(tokens["plain"]?.color?.components.compactMap { $0 }.map { ($0 * 255).rounded() }, [28, 28, 30])
        XCTAssertEqual(tokens["translucent"]?.color?.alpha ?? 0, 128.0 / 255, accuracy: 1e-9)
        XCTAssertEqual(tokens["alpha"]?.color?.alpha, 0.25)
        let (tree, _) = try TokenTestSupport.read(text)
        XCTAssertEqual(TokenTestSupport.errors(TokenEvaluator.diagnostics(of: tree)).first,
                       "the color value is missing 'components' (a color needs 'colorSpace' and 'components'; "
                        + "colorgen generate reads an sRGB color by its 'hex' alone, DTCG does not)")
    }

    func testAHexDisagreeingWithTheComponentsIsAWarningNamingBothAndTheOneUsed() throws {
        let (tokens, diagnostics) = try generate("""
            {
              "off": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0, 0], "hex": "#00ff00" } },
              "rounded": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.5, 0.5, 0.5], "hex": "#7f8081" } },
              "alpha": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0, 0], "alpha": 0.5, "hex": "#ff0000ff" } }
            }
            """)
        XCTAssertEqual(diagnostics, [
            "tokens.json:2:96: warning: hex '#00ff00' disagrees with the components, which give #ff0000 in sRGB; colorgen uses the components",
            "tokens.json:4:112: warning: hex '#ff0000ff' disagrees with the components, which give #ff000080 in sRGB; colorgen uses the components",
        ])
        XCTAssertEqual(tokens["off"]?.color?.srgb.hex, "#ff0000")
    }

    func testCSSColorFunctionsAreReadAsLegacyStringsWithTheLegacyWarning() throws {
        let (tokens, diagnostics) = try generate("""
            {
              "a": { "$type": "color", "$value": "rgb(255 128 0)" },
              "b": { "$type": "color", "$value": "rgba(255, 0, 0, 0.5)" },
              "c": { "$type": "color", "$value": "hsl(120deg 100% 25%)" },
              "d": { "$type": "color", "$value": "oklch(70% 0.1 0.5turn / 40%)" },
              "e": { "$type": "color", "$value": "color(display-p3 1 0.5 none)" },
              "f": { "$type": "color", "$value": "lab(50 -20 30)" },
              "g": { "$type": "color", "$value": "#f008" }
            }
            """)
        XCTAssertEqual(diagnostics.count, 4, "three warnings and a note folding the other four: \(diagnostics)")
        XCTAssertEqual(diagnostics[2], "tokens.json:4:38: warning: 'hsl(120deg 100% 25%)' is the legacy string form of a color; "
                       + "DTCG 2025.10 writes {\"colorSpace\": \"hsl\", \"components\": [...]}; read as hsl [120.0, 100.0, 25.0]")
        XCTAssertEqual(diagnostics.first,
                       "tokens.json:2:38: warning: 'rgb(255 128 0)' is the legacy string form of a color; DTCG 2025.10 writes "
                       + "{\"colorSpace\": \"srgb\", \"components\": [...]}; read as srgb [1.0, 0.5019607843137255, 0.0]")
        XCTAssertEqual(tokens["a"]?.color?.srgb.hex, "#ff8000")
        XCTAssertEqual(tokens["b"]?.color?.alpha, 0.5)
        XCTAssertEqual(tokens["c"]?.color, DTCGColor(colorSpace: .hsl, components: [120, 100, 25]))
        XCTAssertEqual(tokens["d"]?.color, DTCGColor(colorSpace: .oklch, components: [0.7, 0.1, 180], alpha: 0.4))
        XCTAssertEqual(tokens["e"]?.color, DTCGColor(colorSpace: .displayP3, components: [1, 0.5, nil]))
        XCTAssertEqual(tokens["f"]?.color, DTCGColor(colorSpace: .lab, components: [50, -20, 30]))
        XCTAssertEqual(tokens["g"]?.color?.srgb.hexWithAlpha, "#ff000088")
        XCTAssertEqual(tokens["c"]?.json.objectValue?["colorSpace"]?.stringValue, "hsl", "rewritten in the object form")
    }

    func testRGBChannelsAreClampedAsCSSDoesAndHugeNumbersAreNoNone() throws {
        let (tokens, diagnostics) = try generate("""
            {
              "red": { "$type": "color", "$value": "rgb(1e400 0 0)" },
              "over": { "$type": "color", "$value": "rgb(300 -20 128)" },
              "lab": { "$type": "color", "$value": "lab(50 1e300 0)" },
              "inf": { "$type": "color", "$value": "rgb(inf 0 0)" }
            }
            """)
        XCTAssertEqual(tokens["red"]?.color?.srgb.hex, "#ff0000", "CSS clamps a number it cannot hold, then the channel: red, not black")
        XCTAssertEqual(tokens["over"]?.color?.components, [1, 0, 128.0 / 255])
        XCTAssertNil(tokens["lab"]?.color, "no color lies at a = 1e300")
        XCTAssertTrue(diagnostics.contains("tokens.json:4:40: error: color component 'a' is 1e+300, outside -1000 to 1000: "
                                           + "no color lies there (is it a typo, or a value meant for another color space?)"), "\(diagnostics)")
        XCTAssertTrue(diagnostics.contains("tokens.json:5:40: error: 'rgb(inf 0 0)': 'inf' is not a number, percentage or 'none'"),
                      "\(diagnostics)")
    }

    func testBadCSSColorFunctionsAreErrorsAtTheValue() throws {
        let (_, diagnostics) = try generate("""
            {
              "a": { "$type": "color", "$value": "rgb(255 0)" },
              "b": { "$type": "color", "$value": "hsl(x 10% 10%)" },
              "c": { "$type": "color", "$value": "cmyk(0 0 0 1)" },
              "d": { "$type": "color", "$value": "oklch(2 0.1 30)" },
              "e": { "$type": "color", "$value": "color(cmyk 1 0 0)" }
            }
            """)
        XCTAssertEqual(diagnostics, [
            "tokens.json:2:38: error: 'rgb(255 0)': rgb() takes 3 components, then optionally '/ alpha'",
            "tokens.json:3:38: error: 'hsl(x 10% 10%)': 'x' is not a number, percentage, angle or 'none'",
            "tokens.json:4:38: error: 'cmyk(0 0 0 1)' uses cmyk(), which is not a CSS color function; colorgen reads "
                + "rgb(), rgba(), hsl(), hsla(), hwb(), lab(), lch(), oklab(), oklch() and color()",
            "tokens.json:5:38: error: color component 'lightness' is 2.0, outside 0 to 1",
            "tokens.json:6:38: error: 'color(cmyk 1 0 0)': color() needs a color space such as srgb, display-p3, rec2020 or xyz-d65 first",
        ])
    }
}
