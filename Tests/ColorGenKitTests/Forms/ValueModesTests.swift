// Tests Style Dictionary 4's modes inside `$value` ({"default": ..., "dark": ...}): issue 33, item 2.
import XCTest
@testable import ColorGenKit
@testable import DesignTokens
@testable import PositionalJSON
@testable import SourceDiagnostics

/// A semantic token whose `$value` is an object of modes: the key equal to the scheme's name gives
/// that scheme's value, `default` the value of every other scheme.
final class ValueModesTests: XCTestCase {
    /// The fixture (Tests/Fixtures/Forms/value-modes): schemes light, dark and dim over GitLab-style
    /// semantic tokens. Expected colors are the primitives each mode names, looked up by hand.
    func testEachSchemeTakesItsOwnModeElseDefault() throws {
        let result = try FormFixture("value-modes").generate()
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.description), [])
        XCTAssertFalse(result.diagnostics.contains { $0.message.contains("$value modes") }, "every mode names a scheme")
        let colors = try FormFixture.colors(result)
        XCTAssertEqual(colors["light"], [
            "background.default": "#ffffffff", "background.subtle": "#f2f2f4ff", "text.default": "#18181cff",
            "text.link": "#1f75cbff", "border.focus": "#3366ccff",
        ])
        XCTAssertEqual(colors["dark"], [
            "background.default": "#18181cff", "background.subtle": "#2a2a30ff", "text.default": "#ffffffff",
            "text.link": "#7ab3ecff", "border.focus": "#3366ccff",
        ])
        XCTAssertEqual(colors["dim"], [
            "background.default": "#ffffffff", "background.subtle": "#2a2a30ff", "text.default": "#f2f2f4ff",
            "text.link": "#1f75cbff", "border.focus": "#3366ccff",
        ], "dim has its own key on two tokens and takes default on the others")
    }

    /// Keys that name no scheme get one warning per file; a broken mode value is an error at its
    /// position, with the other problems of the run; nothing is generated.
    func testUnknownModesWarnOncePerFileAndBrokenModesAreErrors() throws {
        let semantic = """
            {
              "background": {
                "$type": "color",
                "default": {"$value": {"default": "{color.neutral.0}", "hc": "{color.neutral.950}", "dark": "{color.nope}"}},
                "subtle": {"$value": {"default": "{color.neutral.50}", "hc": "{color.neutral.900}", "sepia": "{color.neutral.0}"}}
              },
              "text": {"$type": "color", "default": {"$value": {"light": "{color.neutral.950}", "dark": "{color.neutral.0}"}}}
            }
            """
        let result = try FormFixture("value-modes", replacing: ["tokens/semantic.tokens.json": semantic]).generate()
        XCTAssertEqual(result.files, [])
        XCTAssertEqual(result.diagnostics.filter { $0.location?.path == "tokens/semantic.tokens.json" }.map(\.description), [
            #"tokens/semantic.tokens.json:4:60: warning: the $value modes "hc", "sepia" of this file name no scheme of "#
            + #"colorgen.json (its schemes are light, dark, dim), so no scheme reads them: each scheme takes the mode of its "#
            + #"own name, else "default"; to read a mode, name a scheme after it, or name it in the file's entry as "#
            + #"{"path": "tokens/semantic.tokens.json", "mode": "…"}"#,
            "tokens/semantic.tokens.json:4:97: error: '{color.nope}' refers to 'color.nope', but there is no such token",
            // Without "default" an object is no modes object: today's reading of a color object.
            "tokens/semantic.tokens.json:7:52: error: the color value is missing 'colorSpace' and 'components' (a color needs "
            + "'colorSpace' and 'components')",
            "tokens/semantic.tokens.json:7:53: warning: 'light' is not a member of a color value; it may have 'colorSpace', "
            + "'components', 'alpha' and 'hex'; ignored",
            "tokens/semantic.tokens.json:7:85: warning: 'dark' is not a member of a color value; it may have 'colorSpace', "
            + "'components', 'alpha' and 'hex'; ignored",
        ])
    }

    /// Style Dictionary's `value` form carries modes the same way.
    func testTheLegacyFormCarriesModesToo() throws {
        let result = Generator.generate(configPath: "colorgen.json", loader: InMemorySourceLoader(texts: [
            "colorgen.json": #"{"schemes": {"light": ["t.json"], "dark": ["t.json"]}, "outputs": [{"format": "json", "path": "Generated/colors"}]}"#,
            "t.json": ##"{"bg": {"type": "color", "value": {"default": "#fafafa", "dark": "#101010"}}}"##,
        ]))
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }, [])
        XCTAssertEqual(try FormFixture.colors(result), ["light": ["bg": "#fafafaff"], "dark": ["bg": "#101010ff"]])
    }

    /// A color object, and any DTCG value object, has no `default` member, so it is never read as modes.
    func testAColorObjectIsNeverTakenForModes() throws {
        let tokens = """
            {"a": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#ff0000"}},
             "b": {"$type": "color", "$value": {"default": {"colorSpace": "srgb", "components": [0, 0, 1]}, "dark": "{a}"}}}
            """
        let read = TokenTreeReader.read(try JSONParser.parse(Array(tokens.utf8), path: "t.json"), purpose: .generation)
        XCTAssertEqual(read.tree.valueModes()?.map(\.mode), ["dark"])
        let dark = TokenEvaluator.evaluate(read.tree.applyingValueModes(mode: "dark"), purpose: .generation)
        let light = TokenEvaluator.evaluate(read.tree.applyingValueModes(mode: "light"), purpose: .generation)
        XCTAssertEqual(dark.tokens["a"]?.color?.components, [1, 0, 0])
        XCTAssertEqual(dark.tokens["b"]?.color?.components, [1, 0, 0])
        XCTAssertEqual(light.tokens["b"]?.color?.components, [0, 0, 1])
        XCTAssertNil(TokenTreeReader.read(try JSONParser.parse(Array(#"{"a": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}}"#.utf8), path: "u.json")).tree.valueModes())
    }
}
