// Tests of the reading order of diagnostics: by file and position, attached notes kept after their diagnostic.
import XCTest
import SourceDiagnostics

final class DiagnosticReadingOrderTests: XCTestCase {
    func testDiagnosticsAreSortedByFileAndPositionAndAttachedNotesFollowTheirDiagnostic() {
        let diagnostics: [Diagnostic] = [
            .error("second", at: SourceLocation(path: "b.json", line: 3, column: 1)),
            .attachedNote("about second", at: SourceLocation(path: "a.json", line: 9, column: 1)),
            .error("first", at: SourceLocation(path: "b.json", line: 1, column: 1)),
            Diagnostic(.note, "a note of its own", at: SourceLocation(path: "a.json", line: 2, column: 1)),
        ]
        XCTAssertEqual(diagnostics.inReadingOrder.map(\.message), ["a note of its own", "first", "second", "about second"])
    }
}
