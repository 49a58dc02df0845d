// Replacing and trimming text without Foundation: what the CSS comments, diff reports and option parsing rely on.
import SourceDiagnostics
import XCTest

final class TextEditingTests: XCTestCase {
    func testReplacesEveryOccurrenceLeftToRightWithoutOverlaps() {
        XCTAssertEqual("a */ b */".replacingEvery("*/", with: "* /"), "a * / b * /")
        XCTAssertEqual("aaa".replacingEvery("aa", with: "b"), "ba")
        XCTAssertEqual("**/".replacingEvery("*/", with: "* /"), "** /")
        XCTAssertEqual("line\nnext\n".replacingEvery("\n", with: "\n  "), "line\n  next\n  ")
        XCTAssertEqual("no match".replacingEvery("|", with: "\\|"), "no match")
        XCTAssertEqual("".replacingEvery("x", with: "y"), "")
        XCTAssertEqual("x".replacingEvery("", with: "y"), "x", "an empty target matches nothing")
        XCTAssertEqual("ab".replacingEvery("abc", with: "y"), "ab", "a target longer than the text")
    }

    func testMatchesScalarsEvenInsideACharacter() {
        // A `|` with a combining mark is one Character but still a `|` to Markdown; `\r\n` holds a `\n`.
        XCTAssertEqual("a|\u{301}b".replacingEvery("|", with: "\\|"), "a\\|\u{301}b")
        XCTAssertEqual("a\r\nb".replacingEvery("\n", with: " "), "a\r b")
        XCTAssertEqual("é/ü".replacingEvery("/", with: "-"), "é-ü")
        XCTAssertEqual("🎨🎨".replacingEvery("🎨", with: "x"), "xx")
    }

    func testTrimsTabsAndSpaceSeparatorsButKeepsLineBreaks() {
        XCTAssertEqual(" \t rgb(1, 2, 3) \u{A0}\u{3000}".trimmingSpaces(), "rgb(1, 2, 3)")
        XCTAssertEqual("\nvalue\u{2028}".trimmingSpaces(), "\nvalue\u{2028}")
        XCTAssertEqual(" inner  space ".trimmingSpaces(), "inner  space")
        XCTAssertEqual(" \t ".trimmingSpaces(), "")
        XCTAssertEqual("swift, css"[...].split(separator: ",").map { $0.trimmingSpaces() }, ["swift", "css"])
    }
}
