// Tests the "mode" of a scheme's file entry, which names the file's mode a scheme reads when the scheme is named otherwise (issue 50, item 4).
import XCTest
@testable import ColorGenKit
@testable import SourceDiagnostics

/// `{"path": "...", "mode": "night"}` under scheme `dark`: the scheme reads the file's `night`
/// mode in every convention (`$modes`, modes in `$value`, one group or name per scheme, a form
/// with a variant per scheme) instead of the mode of its own name.
final class SchemeFileModeTests: XCTestCase {
    private static let config = #"""
        {"schemes": {"light": [{"path": "tokens.json", "mode": "day"}], "dark": [{"path": "tokens.json", "mode": "night"}]},
         "outputs": [{"format": "json", "path": "Generated/colors"}]}
        """#

    /// The problems other than the legacy hex-string warning every color of these files gets.
    private func problems(_ result: Generator.Result) -> [String] {
        result.diagnostics.filter { $0.severity >= .warning && !$0.message.contains("legacy string form") }.map(\.description)
    }

    private func generate(_ tokens: String, config: String = SchemeFileModeTests.config) -> Generator.Result {
        Generator.generate(configPath: "colorgen.json", loader: InMemorySourceLoader(texts: ["colorgen.json": config, "tokens.json": tokens]))
    }

    /// `$modes` and modes in `$value` named `day`/`night`, read by schemes `light`/`dark`, with no
    /// warning about modes no scheme reads.
    func testPerTokenModesAreReadInTheEntrysMode() throws {
        let modes = generate("""
            {"background": {"$type": "color", "$value": "#ffffff", "$modes": {"day": "#fafafa", "night": "#121212"}}}
            """)
        XCTAssertEqual(problems(modes), [])
        XCTAssertEqual(try FormFixture.colors(modes), ["light": ["background": "#fafafaff"], "dark": ["background": "#121212ff"]])
        let valueModes = generate("""
            {"text": {"$type": "color", "$value": {"default": "#202020", "night": "#e0e0e0"}}}
            """)
        XCTAssertEqual(problems(valueModes), [])
        XCTAssertEqual(try FormFixture.colors(valueModes), ["light": ["text": "#202020ff"], "dark": ["text": "#e0e0e0ff"]])
    }

    /// One group per scheme and a name suffix per scheme, named `DAY`/`NIGHT`.
    func testSchemePartsAreReadInTheEntrysMode() throws {
        let result = generate("""
            {
              "color": {
                "day": {"$type": "color", "surface": {"$value": "#ffffff"}},
                "night": {"$type": "color", "surface": {"$value": "#000000"}}
              },
              "text": {"$type": "color", "PRIMARY_DAY": {"$value": "#111111"}, "PRIMARY_NIGHT": {"$value": "#eeeeee"}}
            }
            """)
        XCTAssertEqual(problems(result), [])
        XCTAssertEqual(try FormFixture.colors(result), [
            "light": ["color.surface": "#ffffffff", "text.PRIMARY": "#111111ff"],
            "dark": ["color.surface": "#000000ff", "text.PRIMARY": "#eeeeeeff"],
        ])
    }

    /// A form with a variant per scheme (a single-file Tokens Studio export) takes the entry's mode's theme.
    func testAVariantFormTakesTheEntrysMode() throws {
        let export = """
            {"day": {"bg": {"$type": "color", "$value": "#f5f5f5"}}, "night": {"bg": {"$type": "color", "$value": "#0b0b0b"}},
             "$themes": [{"name": "Day", "selectedTokenSets": {"day": "enabled"}}, {"name": "Night", "selectedTokenSets": {"night": "enabled"}}]}
            """
        let result = generate(export)
        XCTAssertEqual(problems(result), [])
        XCTAssertEqual(try FormFixture.colors(result), ["light": ["bg": "#f5f5f5ff"], "dark": ["bg": "#0b0b0bff"]])
    }

    /// A "mode" that is no string, and one that names no variant of a form: errors at their places.
    func testBrokenModesAreErrorsAtTheirPlace() {
        let notAString = generate(##"{"a": {"$type": "color", "$value": "#ffffff"}}"##, config: """
            {"schemes": {"light": ["tokens.json"], "dark": [{"path": "tokens.json", "mode": 2}]}, "outputs": []}
            """)
        XCTAssertEqual(notAString.diagnostics.map(\.description), [
            #"colorgen.json:1:81: error: "mode" must name the file's mode this scheme reads (a non-empty string such as "night"), not 2"#,
        ])
        let noTheme = generate("""
            {"day": {"bg": {"$type": "color", "$value": "#f5f5f5"}},
             "$themes": [{"name": "Day", "selectedTokenSets": {"day": "enabled"}}]}
            """)
        XCTAssertEqual(noTheme.files, [])
        XCTAssertEqual(noTheme.diagnostics.filter { $0.severity == .error }.map(\.description), [
            #"colorgen.json:1:83: error: scheme "night" takes the theme of its name from the Tokens Studio export 'tokens.json', "#
            + #"which has no such theme; its themes are "Day""#,
        ])
    }
}
