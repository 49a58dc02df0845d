// Tests a saved Figma REST `variables/local` response read through the input seam (issue 50, item 5).
import XCTest
@testable import ColorGenKit
@testable import SourceDiagnostics

/// Figma's `GET /v1/files/:file_key/variables/local` response: `meta.variableCollections` with
/// their modes, `meta.variables` with `valuesByMode` (RGBA floats from 0 to 1, or a
/// `VARIABLE_ALIAS` naming another variable by id).
final class FigmaVariablesTests: XCTestCase {
    private static let response = """
        {"status": 200, "error": false, "meta": {
          "variableCollections": {
            "VariableCollectionId:1:0": {"id": "VariableCollectionId:1:0", "name": "Primitives", "defaultModeId": "1:0",
              "modes": [{"modeId": "1:0", "name": "Value"}], "variableIds": ["VariableID:1:1", "VariableID:1:2"]},
            "VariableCollectionId:2:0": {"id": "VariableCollectionId:2:0", "name": "Semantic", "defaultModeId": "2:0",
              "modes": [{"modeId": "2:0", "name": "Light"}, {"modeId": "2:1", "name": "Dark"}], "variableIds": ["VariableID:2:1"]}
          },
          "variables": {
            "VariableID:1:1": {"id": "VariableID:1:1", "name": "blue/500", "variableCollectionId": "VariableCollectionId:1:0",
              "resolvedType": "COLOR", "valuesByMode": {"1:0": {"r": 0, "g": 0.4392156863, "b": 0.8235294118, "a": 1}}},
            "VariableID:1:2": {"id": "VariableID:1:2", "name": "gray/900", "variableCollectionId": "VariableCollectionId:1:0",
              "resolvedType": "COLOR", "valuesByMode": {"1:0": {"r": 0.0862745098, "g": 0.1960784314, "b": 0.3607843137, "a": 1}}},
            "VariableID:1:3": {"id": "VariableID:1:3", "name": "space/sm", "variableCollectionId": "VariableCollectionId:1:0",
              "resolvedType": "FLOAT", "valuesByMode": {"1:0": 4}},
            "VariableID:2:1": {"id": "VariableID:2:1", "name": "bg/accent", "variableCollectionId": "VariableCollectionId:2:0",
              "resolvedType": "COLOR", "valuesByMode": {
                "2:0": {"type": "VARIABLE_ALIAS", "id": "VariableID:1:1"},
                "2:1": {"r": 1, "g": 1, "b": 1, "a": 0.5}}}
          }
        }}
        """

    private func generate(_ response: String) -> Generator.Result {
        Generator.generate(configPath: "colorgen.json", loader: InMemorySourceLoader(texts: [
            "colorgen.json": #"{"schemes": {"light": ["figma/variables.json"], "dark": ["figma/variables.json"]}, "outputs": [{"format": "json", "path": "Generated/colors"}]}"#,
            "figma/variables.json": response,
        ]))
    }

    /// Collections as groups, each scheme in the mode of its name, aliases resolved per scheme.
    func testEachSchemeTakesTheModeOfItsName() throws {
        let result = generate(Self.response)
        XCTAssertEqual(result.diagnostics.filter { $0.severity >= .warning }.map(\.description), [])
        let colors = try FormFixture.colors(result)
        XCTAssertEqual(colors["light"], ["Primitives.blue.500": "#0070d2ff", "Primitives.gray.900": "#16325cff",
                                         "Semantic.bg.accent": "#0070d2ff"])
        XCTAssertEqual(colors["dark"]?["Semantic.bg.accent"], "#ffffff80")
        XCTAssertTrue(result.diagnostics.contains {
            $0.description == "figma/variables.json:1:1: note: read as a Figma variables response (GET /v1/files/:key/variables/local): "
                + "3 COLOR variable(s) in a group per collection, each scheme taking the mode of its name "
                + "(Semantic: light ← Light, dark ← Dark); 1 variable(s) of other types left out"
        }, "\(result.diagnostics)")
    }

    /// An alias to a variable the response lacks and a channel out of range: errors at their value.
    func testBrokenValuesAreErrorsAtTheirPlace() {
        let broken = Self.response
            .replacingOccurrences(of: #""id": "VariableID:1:1"}"#, with: #""id": "VariableID:9:9"}"#)
            .replacingOccurrences(of: #""r": 1, "g": 1"#, with: #""r": 255, "g": 1"#)
        let result = generate(broken)
        XCTAssertEqual(result.files, [])
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.description), [
            "figma/variables.json:17:16: error: VARIABLE_ALIAS names variable 'VariableID:9:9', which is no COLOR variable of this response",
            "figma/variables.json:18:16: error: a COLOR variable's value needs 'r' from 0 to 1",
        ])
    }

    /// Files that are almost a response (a `meta` without `variables`, a `variables` that is no
    /// object, `meta`'s contents saved alone) get one error naming the form, not an error per member.
    func testNearMissesAreOneErrorNamingTheForm() {
        let form = "figma/variables.json:1:1: error: this looks like a saved Figma variables response (GET /v1/files/:file_key/variables/local)"
        let whole = "save the endpoint's whole response, whose \"meta\" holds the \"variables\" and \"variableCollections\" objects"
        let withoutVariables = generate(#"{"status": 200, "meta": {"variableCollections": {}}}"#)
        XCTAssertEqual(withoutVariables.files, [])
        XCTAssertEqual(withoutVariables.diagnostics.map(\.description), [
            "figma/variables.json:1:17: error: this looks like a saved Figma variables response (GET /v1/files/:file_key/variables/local), "
            + "but its \"meta\" has no \"variables\"; \(whole)",
        ])
        let arrayOfVariables = generate("""
            {"meta": {
              "variableCollections": {},
              "variables": []}}
            """)
        XCTAssertEqual(arrayOfVariables.diagnostics.map(\.description), [
            "figma/variables.json:3:16: error: this looks like a saved Figma variables response (GET /v1/files/:file_key/variables/local), "
            + "but its \"meta.variables\" must be an object of variables by id, found array; \(whole)",
        ])
        let metaAlone = generate(#"{"variableCollections": {}, "variables": {}}"#)
        XCTAssertEqual(metaAlone.diagnostics.map(\.description), [
            "\(form) without its \"meta\": \(whole), not only the contents of \"meta\"",
        ])
    }
}
