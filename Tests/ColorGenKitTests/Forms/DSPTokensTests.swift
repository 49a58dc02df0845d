// Tests Design System Package tokens files (entities of class token: colors and aliases by dotted id) read through the input seam (issue 50, item 5).
import XCTest
@testable import ColorGenKit
@testable import SourceDiagnostics

/// A DSP `tokens.json` in the form Material's published DSP writes: `entities` with `class`
/// `token`, `type` `color` (`#RRGGBBAA`) or `alias` (`{id}`), ids as dotted paths.
final class DSPTokensTests: XCTestCase {
    private func generate(_ tokens: String) -> Generator.Result {
        Generator.generate(configPath: "colorgen.json", loader: InMemorySourceLoader(texts: [
            "colorgen.json": #"{"schemes": {"light": ["dsp/tokens.json"]}, "outputs": [{"format": "json", "path": "Generated/colors"}]}"#,
            "dsp/tokens.json": tokens,
        ]))
    }

    /// Colors at their ids' paths, `#RRGGBBAA` with alpha last, aliases through aliases, an id that
    /// is also a group as its `$root`, other types left out.
    func testColorAndAliasEntitiesBecomeTokens() throws {
        let result = generate("""
            {"dsp_spec_version": "0.93", "entities": [
              {"class": "token", "type": "color", "id": "md.ref.palette.primary40", "value": "#6750a4ff"},
              {"class": "token", "type": "color", "id": "md.ref.palette.primary80", "value": "#d0bcff80"},
              {"class": "token", "type": "alias", "id": "md.sys.color.primary.light", "value": "{md.ref.palette.primary40}"},
              {"class": "token", "type": "alias", "id": "md.sys.color.primary", "value": "{md.sys.color.primary.light}"},
              {"class": "token", "type": "alias", "id": "md.sys.color.accent", "value": "{md.sys.color.primary}"},
              {"class": "token", "type": "size", "id": "md.sys.shape.corner", "value": "4px"},
              {"class": "token", "type": "alias", "id": "md.sys.shape.small", "value": "{md.sys.shape.corner}"}
            ], "categories": []}
            """)
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.description), [])
        let colors = try XCTUnwrap(try FormFixture.colors(result)["light"])
        XCTAssertEqual(colors["md.ref.palette.primary80"], "#d0bcff80")
        XCTAssertEqual(colors["md.sys.color.primary.light"], "#6750a4ff")
        XCTAssertEqual(colors["md.sys.color.accent"], "#6750a4ff")
        XCTAssertNil(colors["md.sys.shape.small"])
        // A color string is DSP's own form: no "legacy string form" warning as for a DTCG file.
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .warning }.map(\.description), [])
        XCTAssertTrue(result.diagnostics.contains {
            $0.description == "dsp/tokens.json:1:1: note: read as a Design System Package tokens file: 5 color and alias entities "
                + "as tokens at the paths of their ids; 2 entities of other types left out"
        }, "\(result.diagnostics)")
    }

    /// An entity without a value and a color that is no color: errors at their place.
    func testBrokenEntitiesAreErrorsAtTheirPlace() {
        let result = generate("""
            {"dsp_spec_version": "0.93", "entities": [
              {"class": "token", "type": "color", "id": "a"},
              {"class": "token", "type": "color", "id": "b", "value": "#12345"}
            ]}
            """)
        XCTAssertEqual(result.files, [])
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.description), [
            "dsp/tokens.json:2:3: error: a DSP token entity needs \"id\", \"type\" and \"value\"",
            "dsp/tokens.json:3:59: error: the value must be a color object with 'colorSpace' and 'components', found string \"#12345\"",
        ])
    }

    /// A file with `dsp_spec_version` but no array of entities gets one error naming the form.
    func testNearMissesAreOneErrorNamingTheForm() {
        let rule = "the tokens file of a DSP holds its tokens as an \"entities\" array of objects with \"class\": \"token\", "
            + "\"type\", \"id\" and \"value\""
        let withoutEntities = generate("""
            {"dsp_spec_version": "0.93",
              "tokens": {"primary": {"value": "#6750a4ff"}}}
            """)
        XCTAssertEqual(withoutEntities.files, [])
        XCTAssertEqual(withoutEntities.diagnostics.map(\.description), [
            "dsp/tokens.json:1:2: error: this is a Design System Package file (it has \"dsp_spec_version\"), but it has no \"entities\": \(rule)",
        ])
        let objectOfEntities = generate("""
            {"dsp_spec_version": "0.93",
              "entities": {"primary": {"class": "token", "type": "color", "value": "#6750a4ff"}}}
            """)
        XCTAssertEqual(objectOfEntities.diagnostics.map(\.description), [
            "dsp/tokens.json:2:15: error: this is a Design System Package file (it has \"dsp_spec_version\"), "
            + "but its \"entities\" must be an array, found object: \(rule)",
        ])
    }
}
