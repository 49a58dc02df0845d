// Tests resolving a resolver's tokens: contexts merged over sets, aliases resolved, problems per file.
import XCTest
import DesignTokens
import SourceDiagnostics

final class ResolverTokensTests: XCTestCase {
    private let loader = InMemorySourceLoader(texts: [
        "palette.json": """
            { "palette": { "$type": "color",
                "red": { "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } },
                "blue": { "$value": { "colorSpace": "srgb", "components": [0, 0, 1] } } } }
            """,
        "light.json": #"{ "role": { "accent": { "$type": "color", "$value": "{palette.red}" } } }"#,
        "dark.json": #"{ "role": { "accent": { "$type": "color", "$value": "{palette.blue}" } } }"#,
    ])

    private let resolver = """
        {
          "version": "2025.10",
          "resolutionOrder": [
            { "type": "set", "name": "palette", "sources": [{ "$ref": "palette.json" }] },
            { "type": "modifier", "name": "scheme", "default": "light",
              "contexts": { "light": [{ "$ref": "light.json" }], "dark": [{ "$ref": "dark.json" }] } }
          ]
        }
        """

    func testMergesTheChosenContextOverTheSetsAndResolvesAliases() throws {
        let evaluator = ResolverEvaluator(document: try readValidResolver(resolver), loader: loader)
        let light = evaluator.resolveTokens(inputs: [:])
        XCTAssertEqual(light.diagnostics.map(\.description), [])
        XCTAssertEqual(light.tokens.map(\.path), ["palette.red", "palette.blue", "role.accent"])
        XCTAssertEqual(light.tokens["role.accent"]?.aliasTarget, "palette.red")

        let dark = evaluator.resolveTokens(inputs: ["scheme": "dark"])
        XCTAssertEqual(dark.diagnostics.map(\.description), [])
        XCTAssertEqual(dark.tokens["role.accent"]?.aliasTarget, "palette.blue")
        XCTAssertEqual(dark.tokens["role.accent"]?.location.path, "dark.json")
        XCTAssertEqual(dark.contexts, ["scheme": "dark"])
    }

    func testReportsTokenProblemsInTheFileThatHasThem() throws {
        let broken = InMemorySourceLoader(
            files: loader.files.merging(
                ["dark.json": Array(#"{ "role": { "accent": { "$type": "color", "$value": "{palette.green}" } } }"#.utf8)]
            ) { $1 })
        let evaluator = ResolverEvaluator(document: try readValidResolver(resolver), loader: broken)
        let dark = evaluator.resolveTokens(inputs: ["scheme": "dark"])
        XCTAssert(dark.diagnostics.containsErrors)
        XCTAssertEqual(dark.diagnostics.filter { $0.severity == .error }.map(\.location?.path), ["dark.json"])
        XCTAssertNil(dark.tokens["role.accent"])
    }
}
