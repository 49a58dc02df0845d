// Tests that a diagnostic's message is bounded: long words and long messages are cut in their middle.
import SourceDiagnostics
import XCTest

/// A message keeps every word up to 200 characters and up to 2,000 characters in all; past that,
/// the start and the end are kept around an ellipsis, so huge names make short messages.
final class MessageLengthTests: XCTestCase {
    func testAShortMessageIsKeptAsItIs() {
        let message = "no partial named 'x'; did you mean 'y'?"
        XCTAssertEqual(Diagnostic.error(message, at: nil).message, message)
    }

    func testALongWordIsCutInItsMiddle() {
        let name = "a" + String(repeating: "b", count: 10_000_000) + "z"
        let message = Diagnostic.error("'\(name)' is not a token", at: nil).message
        XCTAssertEqual(message.count, 200 + " is not a token".count)
        XCTAssertTrue(message.hasPrefix("'abbb"))
        XCTAssertTrue(message.hasSuffix("bbz' is not a token"))
        XCTAssertTrue(message.contains("b…b"))
    }

    func testALongMessageKeepsItsStartAndItsEnd() {
        let cycle = (0..<2_000).map { "'a\($0)'" }.joined(separator: " → ")
        let message = Diagnostic.error("circular reference: \(cycle) → 'a0'", at: nil).message
        XCTAssertEqual(message.count, 2_000)
        XCTAssertTrue(message.hasPrefix("circular reference: 'a0' → 'a1' → "))
        XCTAssertTrue(message.hasSuffix(" → 'a1999' → 'a0'"))
        XCTAssertTrue(message.contains(" … "))
    }
}
