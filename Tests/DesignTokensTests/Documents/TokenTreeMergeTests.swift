// Tests merging token trees: later trees win token by token, tokens and groups replace each other.
import XCTest
@testable import DesignTokens
@testable import SourceDiagnostics

final class TokenTreeMergeTests: XCTestCase {
    func testLaterTreesWinTokenByTokenAndAliasesSeeTheMergedValues() throws {
        let first = try TokenTestSupport.read("""
        {
          "palette": {
            "$type": "color",
            "primary": { "$value": \(TokenTestSupport.srgb(1, 0, 0)) },
            "secondary": { "$value": \(TokenTestSupport.srgb(0, 1, 0)) }
          },
          "brand": { "$type": "color", "$value": "{palette.primary}" }
        }
        """, path: "base.tokens.json").tree
        let second = try TokenTestSupport.read("""
        {
          "palette": {
            "primary": { "$value": \(TokenTestSupport.srgb(0, 0, 1)), "$description": "dark blue" },
            "extra": { "$value": \(TokenTestSupport.srgb(1, 1, 0)) }
          }
        }
        """, path: "dark.tokens.json").tree
        let merged = TokenTree.merged([first, second])
        let (tokens, diagnostics) = TokenEvaluator.evaluate(merged)
        XCTAssertEqual(diagnostics.map(\.description), [])
        XCTAssertEqual(tokens.map(\.path), ["palette.primary", "palette.secondary", "palette.extra", "brand"])
        XCTAssertEqual(tokens["palette.primary"]?.color?.components, [0, 0, 1])
        XCTAssertEqual(tokens["palette.primary"]?.description, "dark blue")
        XCTAssertEqual(tokens["palette.primary"]?.location, SourceLocation(path: "dark.tokens.json", line: 3, column: 5))
        XCTAssertEqual(tokens["palette.secondary"]?.location.path, "base.tokens.json")
        XCTAssertEqual(tokens["palette.extra"]?.type, .color, "the earlier file's group $type still applies")
        XCTAssertEqual(tokens["brand"]?.color?.components, [0, 0, 1], "aliases resolve after merging")
    }

    func testATokenReplacesAGroupAndAGroupReplacesAToken() throws {
        var tree = try TokenTestSupport.read(#"{ "a": { "x": { "$type": "number", "$value": 1 } }, "b": { "$type": "number", "$value": 2 } }"#).tree
        tree.merge(try TokenTestSupport.read(#"{ "a": { "$type": "number", "$value": 3 }, "b": { "y": { "$type": "number", "$value": 4 } } }"#).tree)
        let (tokens, _) = TokenEvaluator.evaluate(tree)
        XCTAssertEqual(tokens.map(\.path), ["a", "b.y"])
    }
}
