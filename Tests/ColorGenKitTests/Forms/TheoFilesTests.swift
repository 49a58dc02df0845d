// Tests Theo design token files (props, aliases, global, imports; JSON and YAML) read through the input seam (issue 50, item 5).
import XCTest
@testable import ColorGenKit
@testable import SourceDiagnostics

/// Theo's spec (github.com/salesforce-ux/theo): `props` with `value` and `type`, `global` merged
/// into each prop, `aliases` replacing `{!name}`, `imports` of other token files, in JSON or YAML.
final class TheoFilesTests: XCTestCase {
    private func generate(_ files: [String: String], listed: String) -> Generator.Result {
        var texts = files
        texts["colorgen.json"] = "{\"schemes\": {\"light\": [\"\(listed)\"]}, \"outputs\": [{\"format\": \"json\", \"path\": \"Generated/colors\"}]}"
        return Generator.generate(configPath: "colorgen.json", loader: InMemorySourceLoader(texts: texts))
    }

    /// The README's own example, in YAML: a prop aliasing an imported file's alias; a JSON file
    /// beside it with `global.type`, a number-typed prop left out, and an alias inside a value.
    func testYAMLAndJSONTheoFilesGiveTheirColorProps() throws {
        let result = generate([
            "design/buttons.yml": """
                # buttons.yml
                props:
                  button_background:
                    value: "{!primary_color}"
                  button_text:
                    value: '#ffffff'
                imports:
                  - aliases.yml
                global:
                  type: color
                  category: buttons
                """,
            "design/aliases.yml": """
                aliases:
                  primary_color:
                    value: "#0070d2"
                """,
        ], listed: "design/buttons.yml")
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.description), [])
        XCTAssertEqual(try FormFixture.colors(result)["light"], ["button_background": "#0070d2ff", "button_text": "#ffffffff"])
        XCTAssertTrue(result.diagnostics.contains {
            $0.description == "design/buttons.yml:2:1: note: read as a Theo design token file: 2 color prop(s) as tokens of "
                + "their names, {!alias} values from 'aliases', 1 imported file(s)"
        }, "\(result.diagnostics)")

        let json = generate(["props.json": """
            {"aliases": {"sky": "rgb(0, 112, 210)", "ink": {"value": "#16325c"}},
             "global": {"type": "color", "category": "text"},
             "props": {"text_link": {"value": "{!sky}"}, "text_default": {"value": "{!ink}"},
                       "spacing_small": {"value": "4px", "type": "size"}}}
            """], listed: "props.json")
        XCTAssertEqual(json.diagnostics.filter { $0.severity == .error }.map(\.description), [])
        XCTAssertEqual(try FormFixture.colors(json)["light"], ["text_link": "#0070d2ff", "text_default": "#16325cff"])
        XCTAssertTrue(json.diagnostics.contains { $0.message.hasSuffix("; 1 prop(s) of other types left out") })
        // CSS color strings are Theo's own form: no "legacy string form" warning as for a DTCG file.
        XCTAssertEqual((result.diagnostics + json.diagnostics).filter { $0.severity == .warning }.map(\.description), [])
        // A value that is no color is still an error at its place.
        let wrong = generate(["p.json": ##"{"props": {"a": {"type": "color", "value": "blurple"}}}"##], listed: "p.json")
        XCTAssertEqual(wrong.diagnostics.filter { $0.severity == .error }.map(\.description), [
            #"p.json:1:44: error: the value must be a color object with 'colorSpace' and 'components', found string "blurple""#,
        ])
    }

    /// A missing alias and a missing import are errors at their place in the Theo file; a YAML
    /// construct outside the subset is refused by name at its line and column; nothing is written.
    func testBrokenTheoFilesAreErrorsAtTheirPlace() {
        let missing = generate(["t.yml": """
            props:
              link:
                type: color
                value: "{!nope}"
            imports:
              - gone.yml
            """], listed: "t.yml")
        XCTAssertEqual(missing.files, [])
        XCTAssertEqual(missing.diagnostics.filter { $0.severity == .error }.map(\.description), [
            "t.yml:4:12: error: '{!nope}' names no alias of this Theo file or the files it imports",
            "t.yml:6:5: error: cannot read Theo import 'gone.yml': no such file",
        ])
        // A near miss: a key Theo does not have is a warning naming the form, the props still read.
        let extra = generate(["t.json": ##"{"props": {"a": {"type": "color", "value": "#ff0000"}}, "theme": "x"}"##], listed: "t.json")
        XCTAssertEqual(extra.diagnostics.filter { $0.severity == .warning && $0.message.contains("Theo") }.map(\.description), [
            "t.json:1:57: warning: 'theme' is not a key of a Theo design token file (props, aliases, global, imports); ignored",
        ])
        XCTAssertEqual(try? FormFixture.colors(extra)["light"], ["a": "#ff0000ff"])
        let anchor = generate(["t.yml": "props:\n  link: &l\n    type: color\n    value: '#fff'\n"], listed: "t.yml")
        XCTAssertEqual(anchor.files, [])
        XCTAssertEqual(anchor.diagnostics.filter { $0.severity == .error }.map(\.description), [
            "t.yml:2:9: error: YAML anchor '&' is not supported (colorgen reads the block subset of YAML): write the value "
            + "out in full, or use a token alias such as \"{color.base}\"",
        ])
    }
}
