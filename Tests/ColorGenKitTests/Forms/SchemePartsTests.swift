// Tests modes written as parts of the tree: one group per scheme, and a scheme's name as a token name's affix (issue 50, item 4).
import XCTest
@testable import ColorGenKit
@testable import SourceDiagnostics

/// A file holding every scheme's values as groups (`color.light.*`) or token names
/// (`BACKGROUND_DAY`) named after the schemes: each scheme reads the parts of its own name.
final class SchemePartsTests: XCTestCase {
    private func generate(schemes: [String], _ tokens: String) -> Generator.Result {
        let listed = schemes.map { "\"\($0)\": [\"tokens.json\"]" }.joined(separator: ", ")
        return Generator.generate(configPath: "colorgen.json", loader: InMemorySourceLoader(texts: [
            "colorgen.json": "{\"schemes\": {\(listed)}, \"outputs\": [{\"format\": \"json\", \"path\": \"Generated/colors\"}]}",
            "tokens.json": tokens,
        ]))
    }

    private func problems(_ result: Generator.Result) -> [String] {
        result.diagnostics.filter { $0.severity >= .warning && !$0.message.contains("legacy string form") }.map(\.description)
    }

    /// `color.light.*` and `color.dark.*`: each scheme's group in place of both, its `$type` kept.
    func testOneGroupPerScheme() throws {
        let result = generate(schemes: ["light", "dark"], """
            {"color": {
              "light": {"$type": "color", "background": {"$value": "#ffffff"}, "text": {"$value": "#1c1c1e"}},
              "dark": {"$type": "color", "background": {"$value": "#000000"}, "text": {"$value": "#f2f2f7"}},
              "brand": {"$type": "color", "$value": "#0a84ff"}}}
            """)
        XCTAssertEqual(problems(result), [])
        let colors = try FormFixture.colors(result)
        XCTAssertEqual(colors["light"], ["color.background": "#ffffffff", "color.text": "#1c1c1eff", "color.brand": "#0a84ffff"])
        XCTAssertEqual(colors["dark"], ["color.background": "#000000ff", "color.text": "#f2f2f7ff", "color.brand": "#0a84ffff"])
    }

    /// `BACKGROUND_DAY` / `BACKGROUND_NIGHT` and `surface-light` / `light-surface`: the base name
    /// for the scheme of the affix; a base that is itself a token names shades and is left alone.
    func testASuffixOrPrefixPerScheme() throws {
        let result = generate(schemes: ["day", "night"], """
            {"color": {"$type": "color",
              "BACKGROUND_DAY": {"$value": "#fafafa"}, "BACKGROUND_NIGHT": {"$value": "#121212"},
              "day-surface": {"$value": "#ffffff"}, "night-surface": {"$value": "#1e1e1e"},
              "blue": {"$value": "#0000ff"}, "blue-day": {"$value": "#3333ff"}, "blue-night": {"$value": "#000099"}}}
            """)
        XCTAssertEqual(problems(result), [])
        let colors = try FormFixture.colors(result)
        XCTAssertEqual(colors["day"]?["color.BACKGROUND"], "#fafafaff")
        XCTAssertEqual(colors["night"]?["color.BACKGROUND"], "#121212ff")
        XCTAssertEqual(colors["day"]?["color.surface"], "#ffffffff")
        XCTAssertEqual(colors["night"]?["color.surface"], "#1e1e1eff")
        XCTAssertEqual(colors["night"]?["color.blue-day"], "#3333ffff", "blue exists, so blue-day is a shade")
        XCTAssertNil(colors["night"]?["color.BACKGROUND_DAY"])
    }

    /// A group or affix of the same shape that names no scheme: one warning, at its place.
    func testPartsNamingNoSchemeWarn() throws {
        let result = generate(schemes: ["light", "dark"], """
            {"color": {"$type": "color",
              "light": {"background": {"$value": "#ffffff"}},
              "dark": {"background": {"$value": "#000000"}},
              "dim": {"background": {"$value": "#222222"}}},
             "text": {"$type": "color", "primary-light": {"$value": "#111111"}, "primary-dark": {"$value": "#eeeeee"},
              "primary-sepia": {"$value": "#704214"}}}
            """)
        XCTAssertEqual(problems(result), [
            "tokens.json:4:3: warning: the groups 'dim' hold the same tokens as the scheme groups 'light', 'dark' but name no "
            + "scheme of colorgen.json (its schemes are light, dark), so no scheme reads them: each scheme takes the group of "
            + "its own name; to read one, name a scheme after it",
            "tokens.json:6:3: warning: the tokens 'primary-sepia' have the base name of tokens whose suffix or prefix names a "
            + "scheme, but their own names no scheme of colorgen.json (its schemes are light, dark), so no scheme reads them: "
            + "each scheme takes the token of its own name; to read one, name a scheme after it",
        ])
        XCTAssertEqual(try FormFixture.colors(result)["dark"], ["color.background": "#000000ff", "text.primary": "#eeeeeeff"])
    }
}
