// Tests per-token modes beside `$value`: `$modes` and Terrazzo's `$extensions.mode` (issue 50, item 4).
import XCTest
@testable import ColorGenKit
@testable import SourceDiagnostics

/// A token's values in other modes written beside its `$value`: each scheme takes the mode of its
/// own name, else `$value`.
final class TokenModesTests: XCTestCase {
    private static let config = #"""
        {"schemes": {"light": ["tokens.json"], "dark": ["tokens.json"]},
         "outputs": [{"format": "json", "path": "Generated/colors"}]}
        """#

    /// The diagnostics other than the legacy hex-string warning every color of these files gets.
    private func problems(_ result: Generator.Result) -> [String] {
        result.diagnostics.filter { $0.severity >= .warning && !$0.message.contains("legacy string form") }.map(\.description)
    }

    private func generate(_ tokens: String) -> Generator.Result {
        Generator.generate(configPath: "colorgen.json", loader: InMemorySourceLoader(texts: [
            "colorgen.json": Self.config, "tokens.json": tokens,
        ]))
    }

    /// Style Dictionary 5's and Figma exporters' `$modes`: the dark value, aliases resolved per scheme.
    func testModesPropertyGivesEachSchemeItsValue() throws {
        let result = generate("""
            {
              "base": {"$type": "color", "white": {"$value": "#ffffff"}, "ink": {"$value": "#111111"}},
              "background": {"$type": "color", "$value": "{base.white}", "$modes": {"dark": "{base.ink}"}},
              "accent": {"$type": "color", "$value": "#0a84ff"}
            }
            """)
        XCTAssertEqual(problems(result), [])
        let colors = try FormFixture.colors(result)
        XCTAssertEqual(colors["light"]?["background"], "#ffffffff")
        XCTAssertEqual(colors["dark"]?["background"], "#111111ff")
        XCTAssertEqual(colors["dark"]?["accent"], "#0a84ffff", "a token without modes keeps $value in every scheme")
    }

    /// Terrazzo's `$extensions.mode`, which lists every mode, light included.
    func testTerrazzoModeExtensionGivesEachSchemeItsValue() throws {
        let result = generate("""
            {"color": {"$type": "color",
              "surface": {"$value": "#fbfefb", "$extensions": {"mode": {"light": "#fbfefb", "dark": "#203c25"}}},
              "text": {"$value": "#000000", "$extensions": {"mode": {"dark": "#ffffff"}}}}}
            """)
        XCTAssertEqual(problems(result), [])
        let colors = try FormFixture.colors(result)
        XCTAssertEqual(colors["light"], ["color.surface": "#fbfefbff", "color.text": "#000000ff"])
        XCTAssertEqual(colors["dark"], ["color.surface": "#203c25ff", "color.text": "#ffffffff"])
    }

    /// The same extension in a file of the legacy Tokens Studio form (`type`, `value`), as files
    /// synced from Figma variables through Tokens Studio write it: modes by Figma's mode names,
    /// aliases per mode, read through the file entries' `"mode"`.
    func testTokensStudioLegacyFilesWithModeExtensionsAndFigmasModeNames() throws {
        let result = Generator.generate(configPath: "colorgen.json", loader: InMemorySourceLoader(texts: [
            "colorgen.json": #"""
                {"schemes": {"light": [{"path": "tokens.json", "mode": "Light"}], "dark": [{"path": "tokens.json", "mode": "Dark"}]},
                 "outputs": [{"format": "json", "path": "Generated/colors"}]}
                """#,
            "tokens.json": """
                {"Foundations": {"neutral-0": {"type": "color", "value": "#ffffff"}, "neutral-950": {"type": "color", "value": "#09090b"}},
                 "Tokens": {"bg-layout": {"type": "color", "value": "{Foundations.neutral-0}",
                   "$extensions": {"mode": {"Light": "{Foundations.neutral-0}", "Dark": "{Foundations.neutral-950}"},
                                   "figma": {"variableId": "VariableID:72:35"}}}}}
                """,
        ]))
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.description), [])
        let colors = try FormFixture.colors(result)
        XCTAssertEqual(colors["light"]?["Tokens.bg-layout"], "#ffffffff")
        XCTAssertEqual(colors["dark"]?["Tokens.bg-layout"], "#09090bff")
    }

    /// Modes named like the schemes but for case (Figma's "Light" and "Dark") get the entries that
    /// read them in the warning.
    func testModesNamedLikeSchemesButForCaseGetTheEntriesThatReadThem() {
        let result = generate("""
            {"color": {"$type": "color",
              "surface": {"$value": "#ffffff", "$extensions": {"mode": {"Light": "#ffffff", "Dark": "#000000"}}}}}
            """)
        XCTAssertEqual(problems(result), [
            #"tokens.json:2:61: warning: the $extensions.mode modes "Light", "Dark" of this file name no scheme of colorgen.json "#
            + "(its schemes are light, dark), so no scheme reads them: each scheme takes the mode of its own name, else its "
            + #"$value; to read a mode, list the file as "light": [{"path": "tokens.json", "mode": "Light"}], "#
            + #""dark": [{"path": "tokens.json", "mode": "Dark"}]"#,
        ])
    }

    /// A mode naming no scheme is one warning per file at its first use, as for modes inside
    /// `$value`; `$modes` that is not an object is an error at its value, with the run's other problems.
    func testUnknownModesWarnAndABrokenModesPropertyIsAnError() {
        let result = generate("""
            {"color": {"$type": "color",
              "a": {"$value": "#ffffff", "$modes": {"dark": "#000000", "hc": "#101010"}},
              "b": {"$value": "#ffffff", "$modes": "#000000"},
              "c": {"$value": "#ffffff", "$modes": {"dark": "{color.nope}"}}}}
            """)
        XCTAssertEqual(result.files, [])
        XCTAssertEqual(problems(result), [
            #"tokens.json:2:60: warning: the $modes modes "hc" of this file name no scheme of colorgen.json (its schemes "#
            + "are light, dark), so no scheme reads them: each scheme takes the mode of its own name, else its $value; "
            + #"to read a mode, name a scheme after it, or name it in the file's entry as {"path": "tokens.json", "mode": "…"}"#,
            "tokens.json:3:40: error: $modes of token 'color.b' must be an object of modes, such as {\"dark\": \"#000000\"}, "
            + "found string",
            "tokens.json:4:49: error: '{color.nope}' refers to 'color.nope', but there is no such token",
        ])
    }
}
