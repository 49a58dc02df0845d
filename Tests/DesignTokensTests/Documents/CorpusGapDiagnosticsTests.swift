// Tests diagnostics added for real-world corpus gaps: alias did-you-mean, `--merged` hint, resolver files.
import XCTest
import DesignTokens
import SourceDiagnostics

/// Gaps found running the real-world corpus: alias typos get a did-you-mean, a file validated on
/// its own whose aliases reach elsewhere is pointed at `--merged`, and validating a resolver
/// validates every token file it references.
final class CorpusGapDiagnosticsTests: XCTestCase {
    private let swatches = """
        { "swatch": { "$type": "color",
            "tide": { "3": { "$value": { "colorSpace": "srgb", "components": [0, 0.5, 0.5] } } },
            "sand": { "3": { "$value": { "colorSpace": "srgb", "components": [0.9, 0.8, 0.6] } } } } }
        """

    func testAnAliasTypoGetsADidYouMean() throws {
        let text = swatches.replacingOccurrences(of: "} } } }", with: """
            } } },
              "brand": { "$type": "color", "$value": "{swatch.tyde.3}" },
              "far": { "$type": "color", "$value": "{nothing.like.it}" } }
            """)
        let (_, diagnostics) = try TokenTestSupport.resolve(text)
        XCTAssertEqual(TokenTestSupport.errors(diagnostics), [
            "'{swatch.tyde.3}' refers to 'swatch.tyde.3', but there is no such token; did you mean 'swatch.tide.3'?",
            "'{nothing.like.it}' refers to 'nothing.like.it', but there is no such token",
        ])
    }

    func testValidatingAFileOnItsOwnSuggestsMergedForAliasesToOtherFiles() {
        let loader = InMemorySourceLoader(texts: [
            "palette.json": #"{ "brand": { "$type": "color", "$value": "{swatch.tide.3}" } }"#,
        ])
        XCTAssertEqual(DocumentValidator.validate(path: "palette.json", kind: nil, loader: loader).map(\.description), [
            "palette.json:1:42: error: '{swatch.tide.3}' refers to 'swatch.tide.3', but there is no such token",
            "palette.json:1:42: note: this file is checked on its own, so its aliases must name its own tokens; if they name "
                + "tokens of other files, check the files together with 'colorgen validate --merged FILE...'",
        ])
    }

    func testValidatingAResolverValidatesEveryTokenFileItReferences() {
        let loader = InMemorySourceLoader(texts: [
            "resolver.json": """
                {
                  "version": "2025.10",
                  "resolutionOrder": [
                    { "type": "set", "name": "base", "sources": [{ "$ref": "swatches.json" }] },
                    { "type": "modifier", "name": "scheme", "default": "light",
                      "contexts": { "light": [{ "$ref": "light.json" }], "dark": [{ "$ref": "dark.json" }] } }
                  ]
                }
                """,
            "swatches.json": swatches,
            "light.json": #"{ "brand": { "$type": "color", "$value": "{swatch.tide.3}" } }"#,
            "dark.json": #"{ "brand": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [2, 0, 0] } } }"#,
        ])
        XCTAssertEqual(DocumentValidator.validate(path: "resolver.json", kind: nil, loader: loader).map(\.description), [
            "dark.json:1:81: error: color component 'red' is 2, outside 0 to 1",
        ])
    }
}
