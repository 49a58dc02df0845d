// Tests the golden-file line diff shown on a mismatch.
@testable import TestSupport
import XCTest

final class GoldenFileTests: XCTestCase {
    func testDiffShowsChangedLineAsRemovalThenInsertion() {
        let diff = GoldenFile.lineDiff(expected: "a #01\nb #02\nc #03\n", actual: "a #01\nb #ff\nc #03\n")
        XCTAssertEqual(diff, "  -2: b #02\n  +2: b #ff")
    }

    func testDiffNumbersInsertedAndRemovedLinesInTheirOwnText() {
        let diff = GoldenFile.lineDiff(expected: "a\nb\nc", actual: "a\nx\nb")
        XCTAssertEqual(diff, "  +2: x\n  -3: c")
    }

    func testDiffIsCutAfterTheFirstDifferences() {
        let expected = (1...30).map { "line \($0)" }.joined(separator: "\n")
        let actual = (1...30).map { "LINE \($0)" }.joined(separator: "\n")
        let diff = GoldenFile.lineDiff(expected: expected, actual: actual)
        XCTAssertEqual(diff.split(separator: "\n").count, GoldenFile.shownDifferences + 1)
        XCTAssertTrue(diff.hasSuffix("... and 40 more differing lines"), diff)
    }
}
