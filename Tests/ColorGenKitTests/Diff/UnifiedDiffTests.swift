// Pins UnifiedDiff's output against what `diff -u` prints: hunks with three lines of context, merged when close, empty sides, missing final newline.
import XCTest
import ColorGenKit

final class UnifiedDiffTests: XCTestCase {
    private func diff(_ old: String, _ new: String) -> String {
        UnifiedDiff.render(old: Array(old.utf8), new: Array(new.utf8), oldLabel: "a", newLabel: "b")
    }

    private func numbered(_ range: ClosedRange<Int>, replacing: [Int: String] = [:]) -> String {
        range.map { replacing[$0] ?? "line \($0)" }.map { $0 + "\n" }.joined()
    }

    func testEqualTextsHaveNoDiff() {
        XCTAssertEqual(diff("same\n", "same\n"), "")
        XCTAssertEqual(diff("", ""), "")
    }

    func testOneChangedLineGetsThreeLinesOfContextEachSide() {
        XCTAssertEqual(diff(numbered(1...10), numbered(1...10, replacing: [5: "five"])), """
            --- a
            +++ b
            @@ -2,7 +2,7 @@
             line 2
             line 3
             line 4
            -line 5
            +five
             line 6
             line 7
             line 8

            """)
    }

    func testChangesFarApartAreTwoHunksAndCloseOnesOne() {
        let far = diff(numbered(1...20), numbered(1...20, replacing: [2: "two", 18: "eighteen"]))
        XCTAssertTrue(far.contains("@@ -1,5 +1,5 @@\n"), far)
        XCTAssertTrue(far.contains("@@ -15,6 +15,6 @@\n"), far)
        let close = diff(numbered(1...20), numbered(1...20, replacing: [5: "five", 10: "ten"]))
        XCTAssertEqual(close.components(separatedBy: "@@ -").count - 1, 1, close)
        XCTAssertTrue(close.contains("@@ -2,12 +2,12 @@\n"), close)
    }

    func testInsertionsDeletionsAndEmptySides() {
        XCTAssertEqual(diff("a\nb\nc\n", "a\nx\nb\nc\n"), "--- a\n+++ b\n@@ -1,3 +1,4 @@\n a\n+x\n b\n c\n")
        XCTAssertEqual(diff("a\nb\nc\n", "a\nc\n"), "--- a\n+++ b\n@@ -1,3 +1,2 @@\n a\n-b\n c\n")
        XCTAssertEqual(diff("", "new\n"), "--- a\n+++ b\n@@ -0,0 +1 @@\n+new\n")
        XCTAssertEqual(diff("old\n", ""), "--- a\n+++ b\n@@ -1 +0,0 @@\n-old\n")
    }

    func testAMissingFinalNewlineIsMarked() {
        XCTAssertEqual(diff("a\nb", "a\nb\n"), "--- a\n+++ b\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n")
    }
}
