// Tests that thousands of legacy-color warnings fold into a few and a count per file.
import XCTest
import DesignTokens
import SourceDiagnostics

/// An old export with thousands of legacy string colors gets a few warnings and a count, not a flood.
final class RepeatedWarningTests: XCTestCase {
    func testLegacyColorWarningsAreFoldedPerFile() throws {
        let tokens = (0..<50).map { "\"c\($0)\": {\"$type\": \"color\", \"$value\": \"#a0b0c\($0 % 10)\"}" }
        let text = "{\n" + tokens.joined(separator: ",\n") + "\n}"
        let diagnostics = TokenValidator.validate(Array(text.utf8), path: "old.tokens.json")
        XCTAssertFalse(diagnostics.containsErrors)
        XCTAssertEqual(diagnostics.filter { $0.severity == .warning }.count, 3)
        XCTAssertEqual(diagnostics.map(\.description).last,
                       "old.tokens.json:4:36: note: 47 more warnings like this one in this file")
    }

    func testFoldingKeepsOtherDiagnosticsAndSeparatesFiles() {
        func legacy(_ path: String, _ line: Int) -> Diagnostic {
            Diagnostic(.warning, "legacy", at: SourceLocation(path: path, line: line, column: 1), repeatGroup: "legacy-color")
        }
        let error = Diagnostic.error("broken", at: SourceLocation(path: "a.json", line: 9, column: 1))
        let folded = [legacy("a.json", 1), legacy("a.json", 2), error, legacy("b.json", 1), legacy("a.json", 3)]
            .foldingRepeatedWarnings(keeping: 1)
        XCTAssertEqual(folded.map(\.description), [
            "a.json:1:1: warning: legacy",
            "a.json:1:1: note: 2 more warnings like this one in this file",
            "a.json:9:1: error: broken",
            "b.json:1:1: warning: legacy",
        ])
    }
}
