// Tests schemes from a Tokens Studio $themes.json: one per theme, set order, and bad input at its place.
import XCTest
@testable import ColorGenKit
@testable import ColorGenModel
@testable import SourceDiagnostics

/// Schemes from a Tokens Studio `$themes.json`: one scheme per theme of the configured group, the
/// other groups fixed, sets by status and in `$metadata.json` order, and every bad input reported
/// at its line and column.
final class TokensStudioThemesTests: XCTestCase {
    private let themes = """
        [
          {"id": "1", "name": "Light", "group": "Mode", "selectedTokenSets": {"modes/light": "enabled", "core": "source"}},
          {"id": "2", "name": "Dark", "group": "Mode", "selectedTokenSets": {"modes/dark": "enabled", "core": "source"}},
          {"id": "3", "name": "Acme", "group": "Brand", "selectedTokenSets": {"brand": "enabled", "unused": "disabled"}},
          {"id": "4", "name": "Other", "group": "Brand", "selectedTokenSets": {"other": "enabled"}}
        ]
        """
    private let metadata = #"{"tokenSetOrder": ["core", "brand", "modes/light", "modes/dark"]}"#

    private func config(_ tokensStudio: String) -> String {
        #"{"tokensStudio": \#(tokensStudio), "outputs": [{"format": "json", "path": "out/colors"}]}"#
    }

    private let standardConfig = #"{"themes": "tokens/$themes.json", "schemeGroup": "Mode", "fixed": {"Brand": "Acme"}}"#

    /// Every file of the fixture; `changes` replaces or (with `nil`) removes some.
    private func files(_ changes: [String: String?] = [:]) -> [String: String] {
        var files: [String: String] = [
            "/p/colorgen.json": config(standardConfig),
            "/p/tokens/$themes.json": themes,
            "/p/tokens/$metadata.json": metadata,
            "/p/tokens/core.json": ##"{"core": {"$type": "color", "blue": {"$value": "#0000ff"}, "white": {"$value": "#ffffff"}, "red": {"$value": "#ff0000"}}}"##,
            "/p/tokens/brand.json": ##"{"accent": {"$type": "color", "$value": "#00ff00"}, "brand": {"$type": "color", "$value": "#123456"}}"##,
            "/p/tokens/modes/light.json": ##"{"bg": {"$type": "color", "$value": "{core.white}"}, "accent": {"$type": "color", "$value": "{core.blue}"}}"##,
            "/p/tokens/modes/dark.json": ##"{"bg": {"$type": "color", "$value": "#000000"}, "accent": {"$type": "color", "$value": "{core.red}"}}"##,
        ]
        for (path, text) in changes { files[path] = text }
        return files
    }

    /// The schemes' names and each role's hex per scheme, or the errors.
    private func generate(_ files: [String: String]) -> (schemes: [String], roles: [String: [String]], errors: [String], warnings: [String]) {
        let loader = InMemorySourceLoader(texts: files)
        let resolved = Generator.resolveRoles(configPath: "/p/colorgen.json", loader: loader)
        let errors = resolved.diagnostics.filter { $0.severity == .error }.map(\.description)
        let warnings = resolved.diagnostics.filter { $0.severity == .warning }.map(\.description)
        var roles: [String: [String]] = [:]
        for role in resolved.roles?.roles ?? [] {
            roles[role.path.description] = role.colors.map(\.hex)
        }
        return (resolved.roles?.schemes ?? [], roles, errors, warnings)
    }

    func testEachThemeOfTheGroupIsASchemeWithSetsByStatusInMetadataOrder() {
        let result = generate(files())
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.schemes, ["Light", "Dark"])
        // `core` is `source`: aliases reach it, but its tokens are no roles. `modes/*` come after
        // `brand` in tokenSetOrder, so their `accent` wins; `unused` is disabled and has no file.
        XCTAssertEqual(result.roles, [
            "accent": ["#0000ff", "#ff0000"],
            "brand": ["#123456", "#123456"],
            "bg": ["#ffffff", "#000000"],
        ])
    }

    func testWithoutMetadataSetsMergeInTheOrderTheThemesSelectThem() {
        // Light selects modes/light and core, then the fixed theme Acme selects brand: brand is last and wins.
        let result = generate(files(["/p/tokens/$metadata.json": nil]))
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.roles["accent"], ["#00ff00", "#00ff00"])
    }

    func testASetMissingFromTheOrderIsMergedLastWithAWarning() {
        let result = generate(files(["/p/tokens/$metadata.json": #"{"tokenSetOrder": ["core", "modes/light", "modes/dark"]}"#]))
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.roles["accent"], ["#00ff00", "#00ff00"])
        let column = themes.split(separator: "\n")[3].distance(of: #""brand""#)
        XCTAssertEqual(result.warnings.filter { $0.contains("$themes.json") }, ["/p/tokens/$themes.json:4:\(column): warning: token set \"brand\" is not in the \"tokenSetOrder\" "
                                         + "of $metadata.json; it is merged after the listed sets"])
    }

    func testASetSelectedTwiceTakesTheStrongerStatus() {
        // Acme also selects core as enabled: its tokens become roles.
        let changed = themes.replacingOccurrences(of: #""unused": "disabled""#, with: #""unused": "disabled", "core": "enabled""#)
        let result = generate(files(["/p/tokens/$themes.json": changed]))
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.roles["core.blue"], ["#0000ff", "#0000ff"])
    }

    func testConfigKeyIsRead() throws {
        let (config, _, diagnostics) = Generator.readConfig(Array(config(standardConfig).utf8), path: "/p/colorgen.json")
        XCTAssertEqual(diagnostics.map(\.description), [])
        guard case .tokensStudio(let sources) = try XCTUnwrap(config).schemes else { return XCTFail("expected tokensStudio") }
        XCTAssertEqual(sources.themes.value, "tokens/$themes.json")
        XCTAssertEqual(sources.schemeGroup.value, "Mode")
        XCTAssertEqual(sources.fixed.map(\.group), ["Brand"])
        XCTAssertEqual(sources.fixed.map(\.theme.value), ["Acme"])
    }

    func testBadConfigValuesAreReportedInTheConfig() {
        let text = config(#"{"theme": "t.json", "schemeGroup": 3, "fixed": {"Mode": "Light", "B": 1}}"#)
        let (_, _, diagnostics) = Generator.readConfig(Array(text.utf8), path: "c.json")
        XCTAssertEqual(diagnostics.map(\.description), [
            #"c.json:1:\#(text.distance(of: #""theme""#)): error: unknown key "theme" in "tokensStudio"; did you mean 'themes'?"#,
            #"c.json:1:\#(text.distance(of: #"{"theme""#)): error: "tokensStudio" needs "themes": the path of a Tokens Studio $themes.json"#,
            #"c.json:1:\#(text.distance(of: "3,")): error: "schemeGroup" must be the theme group whose themes are the schemes, not 3"#,
            #"c.json:1:\#(text.distance(of: "1}")): error: group "B" must be fixed to a theme name, not 1"#,
        ])
        let (_, _, both) = Generator.readConfig(Array(#"{"schemes": {"a": ["x"]}, "tokensStudio": {}, "outputs": []}"#.utf8), path: "c.json")
        XCTAssertEqual(both.first?.description,
                       #"c.json:1:27: error: give only one of "schemes", "resolver" and "tokensStudio" ("schemes" is at line 1)"#)
    }

    func testAMissingGroupOrThemeIsAnErrorAtTheConfigValue() {
        let text = #"{"themes": "tokens/$themes.json", "schemeGroup": "Colour", "fixed": {"Brand": "Acmee", "Size": "Big"}}"#
        let configText = config(text)
        func column(_ needle: String) -> Int { configText.distance(of: needle) }
        let result = generate(files(["/p/colorgen.json": configText]))
        XCTAssertEqual(result.errors, [
            "/p/colorgen.json:1:\(column(#""Colour""#)): error: no theme of /p/tokens/$themes.json is in group \"Colour\"; "
                + "its groups are \"Mode\", \"Brand\"",
            "/p/colorgen.json:1:\(column(#""Acmee""#)): error: group \"Brand\" has no theme \"Acmee\"; its themes are \"Acme\", \"Other\"; "
                + "did you mean 'Acme'?",
            "/p/colorgen.json:1:\(column(#""Big""#)): error: no theme of /p/tokens/$themes.json is in group \"Size\"; "
                + "its groups are \"Mode\", \"Brand\"",
        ])
    }

    func testASetWithoutAFileIsAnErrorAtTheSetInThemes() {
        let result = generate(files(["/p/tokens/modes/dark.json": nil]))
        let column = themes.split(separator: "\n")[2].distance(of: #""modes/dark""#)
        XCTAssertEqual(result.errors, ["/p/tokens/$themes.json:3:\(column): error: cannot read token file 'tokens/modes/dark.json': no such file"])
    }

    func testMalformedThemesAreErrorsInThemes() {
        XCTAssertEqual(generate(files(["/p/tokens/$themes.json": "[{\"name\": \"Light\",]"])).errors.map { String($0.prefix(30)) },
                       ["/p/tokens/$themes.json:1:19: e"])
        XCTAssertEqual(generate(files(["/p/tokens/$themes.json": #"{"name": "Light"}"#])).errors, [
            "/p/tokens/$themes.json:1:1: error: a Tokens Studio $themes.json must be an array of themes (objects with \"name\", "
                + "\"group\" and \"selectedTokenSets\"), found object"])
        let broken = """
            [
              {"name": "Light", "group": "Mode", "selectedTokenSets": {"core": "on"}},
              {"name": "dark mode", "group": "Mode", "selectedTokenSets": {}},
              {"group": "Mode"},
              {"name": "Acme", "group": "Brand", "selectedTokenSets": []}
            ]
            """
        let lines = broken.split(separator: "\n")
        XCTAssertEqual(generate(files(["/p/tokens/$themes.json": broken])).errors, [
            "/p/tokens/$themes.json:4:3: error: a theme needs a \"name\" string",
            "/p/tokens/$themes.json:2:\(lines[1].distance(of: #""on""#)): error: token set \"core\" of theme \"Light\" has status \"on\"; "
                + "expected \"disabled\", \"source\", \"enabled\"",
            "/p/tokens/$themes.json:5:\(lines[4].distance(of: "[]")): error: the \"selectedTokenSets\" of theme \"Acme\" must be an object "
                + "mapping token sets to \"enabled\", \"source\" or \"disabled\", found array",
            "/p/tokens/$themes.json:3:\(lines[2].distance(of: #""dark mode""#)): error: theme \"dark mode\" of group \"Mode\" cannot name a "
                + "scheme: scheme names are identifiers (a letter or '_' followed by letters, digits or '_'); rename the theme",
        ])
    }

    func testAMissingThemesFileIsAnErrorAtTheConfigValue() {
        let result = generate(files(["/p/tokens/$themes.json": nil]))
        let column = config(standardConfig).distance(of: #""tokens/$themes.json""#)
        XCTAssertEqual(result.errors, ["/p/colorgen.json:1:\(column): error: cannot read Tokens Studio themes file 'tokens/$themes.json': no such file"])
    }

    func testReferenceOnlyFileEntriesInSchemes() {
        let configText = #"{"schemes": {"light": [{"path": "tokens/core.json", "referenceOnly": true}, "tokens/modes/light.json"]}, "#
            + #""outputs": [{"format": "json", "path": "out/colors"}]}"#
        let result = generate(files(["/p/colorgen.json": configText]))
        XCTAssertEqual(result.errors, [])
        XCTAssertEqual(result.roles, ["bg": ["#ffffff"], "accent": ["#0000ff"]])
    }
}

extension StringProtocol {
    /// The 1-based column of the first occurrence of `needle` (which must occur).
    func distance(of needle: String) -> Int {
        distance(from: startIndex, to: range(of: needle)!.lowerBound) + 1
    }
}
