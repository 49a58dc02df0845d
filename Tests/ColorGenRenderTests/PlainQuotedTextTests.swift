// The shared fast path of Swift and JSON string literals, byte by byte at its edges.
import XCTest
@testable import ColorGenKit
@testable import ColorGenRender

final class PlainQuotedTextTests: XCTestCase {
    /// Every ASCII character, alone inside plain text: the fast path takes exactly the printable
    /// ones other than `"` and `\`, and writes them as they are between quotes.
    func testTakesPrintableASCIIWithoutQuotesOrBackslashes() {
        for value in 0..<0x80 {
            let character = String(UnicodeScalar(UInt8(value)))
            let text = "a" + character + "b"
            let plain = (0x20...0x7E).contains(value) && character != "\"" && character != "\\"
            XCTAssertEqual(PlainQuotedText.quoted(text), plain ? "\"" + text + "\"" : nil, "character \(value)")
        }
        XCTAssertNil(PlainQuotedText.quoted("цвет"))
        XCTAssertEqual(PlainQuotedText.quoted(""), "\"\"")
    }

    /// Text the fast path leaves to the slow one still comes out of each literal as before.
    func testTextItLeavesIsEscapedByEachLiteral() {
        XCTAssertEqual(JSONText.quoted("a\u{7F}b"), "\"a\u{7F}b\"", "JSON keeps DEL as it is")
        XCTAssertEqual(SwiftStringLiteral.quoted("a\u{7F}b"), #""a\u{7F}b""#, "Swift writes DEL as an escape")
        XCTAssertEqual(JSONText.quoted("say \"hi\"\\"), #""say \"hi\"\\""#)
        XCTAssertEqual(JSONText.quoted("tab\there"), #""tab\there""#)
        XCTAssertEqual(JSONText.quoted("цвет 🎨"), "\"цвет 🎨\"")
    }
}
