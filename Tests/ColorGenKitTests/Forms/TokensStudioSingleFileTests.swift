// Tests single-file Tokens Studio and Penpot exports read through the input seam: issue 50, item 5.
import XCTest
@testable import ColorGenKit
@testable import SourceDiagnostics

/// One JSON file holding the token sets as top-level members beside `$themes` and `$metadata`:
/// each scheme takes the theme of its name, its enabled sets roles and its source sets aliased.
final class TokensStudioSingleFileTests: XCTestCase {
    /// The fixture (Tests/Fixtures/Forms/tokens-studio-single-file), in Tokens Studio's legacy
    /// `value`/`type` form. Expected: the hexes as written; `global`, a source set, gives no roles.
    func testEachSchemeTakesTheThemeOfItsName() throws {
        let result = try FormFixture("tokens-studio-single-file").generate()
        let messages = result.diagnostics.map(\.description)
        XCTAssertTrue(messages.contains("tokens.json:1:1: note: read as a single-file Tokens Studio or Penpot export: each scheme "
                                        + "takes the theme of its name (light ← Light, dark ← Dark), whose enabled token sets give "
                                        + "roles and source sets tokens to alias, merged in tokenSetOrder"), "\(messages)")
        XCTAssertEqual(messages.filter { $0.contains("legacy Style Dictionary / Tokens Studio form") }.map { String($0.prefix(16)) },
                       ["tokens.json:3:24"])
        XCTAssertEqual(try FormFixture.colors(result), [
            "light": ["bg": "#ffffffff", "text": "#1a1c1eff", "accent": "#0a66c2ff"],
            "dark": ["bg": "#1a1c1eff", "text": "#ffffffff", "accent": "#8ab4f8ff"],
        ])
    }

    /// A Penpot export as Penpot's own encoder writes it (penpot/penpot, `encode-dtcg` of its
    /// tokens library): DTCG keys, set names with folders, themes with `group`, `is-source`, `id`
    /// and `modified-at` selecting sets as "enabled", `$metadata` with `tokenSetOrder`,
    /// `activeThemes` and `activeSets`; a second theme group whose themes no scheme is named after.
    /// Expected: the hexes as written, the later set in tokenSetOrder winning.
    func testAPenpotExportInDTCGForm() throws {
        let penpot = """
            {
              "core/colors": {"ink": {"$type": "color", "$value": "#101418"}, "paper": {"$type": "color", "$value": "#fafafa"}},
              "mode/day": {"surface": {"$type": "color", "$value": "{paper}"}, "onSurface": {"$type": "color", "$value": "{ink}"}},
              "mode/night": {"surface": {"$type": "color", "$value": "{ink}"}, "onSurface": {"$type": "color", "$value": "{paper}"}},
              "brand/sea": {"surface": {"$type": "color", "$value": "#e0f2f1"}},
              "$themes": [
                {"name": "day", "group": "Mode", "is-source": false, "id": "5a1d4c2e-8d1b-4f3a-9a57-1f0c2b3d4e51",
                 "modified-at": "2025-05-06T10:12:41.000Z", "selectedTokenSets": {"core/colors": "enabled", "mode/day": "enabled"}},
                {"name": "night", "group": "Mode", "is-source": false, "id": "5a1d4c2e-8d1b-4f3a-9a57-1f0c2b3d4e52",
                 "modified-at": "2025-05-06T10:12:41.000Z", "selectedTokenSets": {"core/colors": "enabled", "mode/night": "enabled"}},
                {"name": "sea", "group": "Brand", "is-source": false, "id": "5a1d4c2e-8d1b-4f3a-9a57-1f0c2b3d4e53",
                 "modified-at": "2025-05-06T10:12:41.000Z", "selectedTokenSets": {"brand/sea": "enabled"}}
              ],
              "$metadata": {"tokenSetOrder": ["core/colors", "mode/day", "mode/night", "brand/sea"], "activeThemes": ["Mode/day"],
                            "activeSets": ["core/colors", "mode/day"]}
            }
            """
        let result = try FormFixture("tokens-studio-single-file", replacing: [
            "colorgen.json": #"{"schemes": {"day": ["tokens.json"], "night": ["tokens.json"]}, "outputs": [{"format": "json", "path": "Generated/colors"}]}"#,
            "tokens.json": penpot,
        ]).generate()
        // Only the hex strings' legacy-color warnings (DTCG 2025.10 writes color objects).
        XCTAssertEqual(result.diagnostics.filter { $0.severity != .note && !$0.message.contains("legacy string form") }.map(\.description), [])
        // Penpot selects every set as "enabled" (it has no source sets), so the core colors are roles too.
        XCTAssertEqual(try FormFixture.colors(result), [
            "day": ["ink": "#101418ff", "paper": "#fafafaff", "surface": "#fafafaff", "onSurface": "#101418ff"],
            "night": ["ink": "#101418ff", "paper": "#fafafaff", "surface": "#101418ff", "onSurface": "#fafafaff"],
        ])
    }

    /// A theme selecting a set the file lacks, a bad status and a scheme no theme is named like:
    /// errors at their places, nothing written.
    func testBrokenExportsAreErrorsAtTheirPlace() throws {
        let missingSet = try FormFixture("tokens-studio-single-file", replacing: [
            "tokens.json": #"{"base": {}, "$themes": [{"name": "light", "selectedTokenSets": {"base": "enabled", "extra": "enabled"}}, "# +
                #"{"name": "dark", "selectedTokenSets": {"base": "on"}}]}"#,
        ]).generate()
        XCTAssertEqual(missingSet.files, [])
        XCTAssertEqual(missingSet.diagnostics.filter { $0.severity == .error }.map(\.description), [
            #"tokens.json:1:154: error: token set "base" of theme "dark" has status "on"; expected "disabled", "source", "enabled""#,
        ])
        let noSuchTheme = try FormFixture("tokens-studio-single-file", replacing: [
            "colorgen.json": #"{"schemes": {"light": ["tokens.json"], "dim": ["tokens.json"]}, "outputs": [{"format": "json", "path": "Generated/colors"}]}"#,
        ]).generate()
        XCTAssertEqual(noSuchTheme.files, [])
        XCTAssertEqual(noSuchTheme.diagnostics.filter { $0.severity == .error }.map(\.description), [
            #"colorgen.json:1:48: error: scheme "dim" takes the theme of its name from the Tokens Studio export 'tokens.json', "#
            + #"which has no such theme; its themes are "Light", "Dark""#,
        ])
        let unheldSet = try FormFixture("tokens-studio-single-file", replacing: [
            "tokens.json": #"{"base": {}, "$themes": [{"name": "light", "selectedTokenSets": {"base": "enabled", "extra": "enabled"}}, "# +
                #"{"name": "dark", "selectedTokenSets": {"base": "enabled"}}]}"#,
        ]).generate()
        XCTAssertEqual(unheldSet.diagnostics.filter { $0.severity == .error }.map(\.description), [
            #"tokens.json:1:85: error: theme "light" selects token set "extra", which this file does not hold; its sets are "base""#,
        ])
    }
}
