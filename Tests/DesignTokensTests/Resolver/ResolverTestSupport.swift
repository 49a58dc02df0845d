// Test helpers for resolver tests: read valid resolver text, collect errors, describe sources.
import XCTest
import DesignTokens
import SourceDiagnostics

/// Reads resolver text that must be valid, failing the test with its diagnostics otherwise.
func readValidResolver(
    _ text: String, path: String = "app.resolver.json", file: StaticString = #filePath, line: UInt = #line
) throws -> ResolverDocument {
    let result = ResolverDocumentReader.read(Array(text.utf8), path: path)
    let errors = result.diagnostics.filter { $0.severity == .error }
    XCTAssert(errors.isEmpty, "unexpected errors:\n" + errors.map(\.description).joined(separator: "\n"), file: file, line: line)
    return try XCTUnwrap(result.document, file: file, line: line)
}

/// The error diagnostics of resolver text that must be invalid (its document must be `nil`).
func resolverErrors(
    _ text: String, path: String = "app.resolver.json", file: StaticString = #filePath, line: UInt = #line
) -> [Diagnostic] {
    let result = ResolverDocumentReader.read(Array(text.utf8), path: path)
    XCTAssertNil(result.document, "an invalid document must not be returned", file: file, line: line)
    return result.diagnostics.filter { $0.severity == .error }
}

/// A short description of each source for assertions: `path:key.key…` of its top-level members.
func describe(_ sources: [ResolvedTokenSource]) -> [String] {
    sources.map { source in
        source.path + ":" + (source.root.objectValue?.keys.joined(separator: ",") ?? source.root.kindName)
    }
}
