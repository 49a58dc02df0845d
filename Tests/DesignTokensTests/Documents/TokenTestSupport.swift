// Test helpers: read and resolve token JSON written inline in a test.
import XCTest
@testable import DesignTokens
@testable import PositionalJSON
@testable import SourceDiagnostics

/// Reads and resolves token JSON written inline in a test.
enum TokenTestSupport {
    /// The tree and reader diagnostics of `text`.
    static func read(_ text: String, path: String = "tokens.json") throws -> (tree: TokenTree, diagnostics: [Diagnostic]) {
        let document = try JSONParser.parse(text, path: path)
        return TokenTreeReader.read(document.root, path: path)
    }

    /// The resolved tokens of `text` and every diagnostic (reader and resolver).
    static func resolve(_ text: String, path: String = "tokens.json") throws -> (tokens: EvaluatedTokens, diagnostics: [Diagnostic]) {
        let (tree, readDiagnostics) = try read(text, path: path)
        let (tokens, resolveDiagnostics) = TokenEvaluator.evaluate(tree)
        return (tokens, readDiagnostics + resolveDiagnostics)
    }

    /// The messages of the errors among `diagnostics`.
    static func errors(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.filter { $0.severity == .error }.map(\.message)
    }

    /// An sRGB color token's JSON value.
    static func srgb(_ red: Double, _ green: Double, _ blue: Double) -> String {
        "{\"colorSpace\": \"srgb\", \"components\": [\(red), \(green), \(blue)]}"
    }
}
