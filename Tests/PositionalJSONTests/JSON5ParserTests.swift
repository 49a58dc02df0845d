// Tests the JSON5 parser: its additions, errors at line and column, and JSON's comment error naming JSON5.
import XCTest
@testable import PositionalJSON
@testable import SourceDiagnostics

/// JSON5 read into the same positional values JSON gives, with JSON5's additions and their
/// errors at their line and column; and JSON's error for a comment, which names JSON5.
final class JSON5ParserTests: XCTestCase {
    private func parse(_ text: String) throws -> JSONDocument {
        try JSONParser.parse(text, path: "t.json5")
    }

    private func error(_ text: String, path: String = "t.json5") -> String? {
        do {
            _ = try JSONParser.parse(text, path: path)
            return nil
        } catch {
            return error.description
        }
    }

    func testTheSyntaxFollowsTheFileName() {
        XCTAssertEqual(JSONSyntax(forPath: "a/b.json5"), .json5)
        XCTAssertEqual(JSONSyntax(forPath: "B.JSON5"), .json5)
        XCTAssertEqual(JSONSyntax(forPath: "b.json"), .json)
        XCTAssertEqual(JSONSyntax(forPath: "json5"), .json)
    }

    func testJSON5AdditionsGiveTheValuesTheyStandFor() throws {
        let document = try parse("""
            // a comment
            {
              /* block
                 comment */ unquoted: 'single "quoted"',
              $type: 'color',
              'quoted key': "line\\
            continued",
              hex: 0x1F, negativeHex: -0xff, plus: +1.5, leading: .5, trailing: 5., exponent: 2.e1,
              escapes: '\\x41\\v\\0\\'\\q',
              list: [1, 2,],
              infinite: -Infinity, notANumber: NaN,
            }
            """)
        let root = try XCTUnwrap(document.root.objectValue)
        XCTAssertEqual(root.keys, ["unquoted", "$type", "quoted key", "hex", "negativeHex", "plus", "leading",
                                   "trailing", "exponent", "escapes", "list", "infinite", "notANumber"])
        XCTAssertEqual(root["unquoted"]?.stringValue, "single \"quoted\"")
        XCTAssertEqual(root["quoted key"]?.stringValue, "linecontinued")
        XCTAssertEqual(root["hex"]?.numberValue, JSONNumber(literal: "0x1F", double: 31))
        XCTAssertEqual(root["negativeHex"]?.numberValue?.double, -255)
        XCTAssertEqual(root["plus"]?.numberValue?.double, 1.5)
        XCTAssertEqual(root["leading"]?.numberValue?.double, 0.5)
        XCTAssertEqual(root["trailing"]?.numberValue?.double, 5)
        XCTAssertEqual(root["exponent"]?.numberValue?.double, 20)
        XCTAssertEqual(root["escapes"]?.stringValue, "A\u{0B}\u{0}'q")
        XCTAssertEqual(root["list"]?.arrayValue?.count, 2)
        XCTAssertEqual(root["infinite"]?.numberValue?.double, -.infinity)
        XCTAssertEqual(root["notANumber"]?.numberValue?.double.isNaN, true)
        XCTAssertEqual(root.member("unquoted")?.keyPosition, TextPosition(line: 4, column: 17))
        XCTAssertEqual(root.member("$type")?.keyPosition, TextPosition(line: 5, column: 3))
        XCTAssertEqual(root["hex"]?.position, TextPosition(line: 8, column: 8), "after a line continued in a string")
        XCTAssertFalse(document.containsPointerKeys)
    }

    func testPositionsCountCarriageReturnsAndLineSeparatorsAsLineEnds() throws {
        let root = try XCTUnwrap(try parse("{a: 1,\r b: 2,\u{2028} c: 3, // é\r\n d: 'ü', e: 4}").root.objectValue)
        XCTAssertEqual(root.member("b")?.keyPosition, TextPosition(line: 2, column: 2))
        XCTAssertEqual(root.member("c")?.keyPosition, TextPosition(line: 3, column: 2))
        XCTAssertEqual(root.member("d")?.keyPosition, TextPosition(line: 4, column: 2))
        XCTAssertEqual(root.member("e")?.keyPosition, TextPosition(line: 4, column: 10))
    }

    func testUnquotedKeysMayBeUnicodeIdentifiersAndRepeatedKeysWarnAsInJSON() throws {
        let document = try parse("{ café: 1, \\u0061b: 2, ab: 3, $ref: '#/x' }")
        let root = try XCTUnwrap(document.root.objectValue)
        XCTAssertEqual(root.keys, ["café", "ab", "$ref"])
        XCTAssertEqual(root["ab"]?.numberValue?.double, 3)
        XCTAssertEqual(document.warnings.map(\.description),
                       ["t.json5:1:24: warning: key \"ab\" repeats the one at line 1; the last value wins"])
        XCTAssertTrue(document.containsPointerKeys)
    }

    func testBadJSON5IsReportedAtItsLineAndColumn() {
        XCTAssertEqual(error("{\n  10twenty: 1\n}"),
                       "t.json5:2:3: error: unexpected '1'; expected a key (a quoted string or an identifier)")
        XCTAssertEqual(error("{\n  a: 'x\ny'\n}"),
                       "t.json5:2:8: error: a string may not span lines; write \\n, or end the line with a backslash to continue it")
        XCTAssertEqual(error("[1,\n /* open"), "t.json5:2:2: error: the comment opened here is never closed with '*/'")
        XCTAssertEqual(error("[1, 010]"), "t.json5:1:6: error: a number may not have a leading zero")
        XCTAssertEqual(error("[0x]"), "t.json5:1:4: error: invalid number; expected a hexadecimal digit after '0x'")
        XCTAssertEqual(error("[Infinit]"), "t.json5:1:2: error: invalid literal; expected 'Infinity'")
        XCTAssertEqual(error("['\\1']"), "t.json5:1:3: error: invalid escape '\\1' (octal escapes are not JSON5)")
        XCTAssertEqual(error("[,]"), "t.json5:1:2: error: unexpected ','; expected a value")
        XCTAssertEqual(error("// only a comment"), "t.json5:1:18: error: the file is empty; expected a JSON value")
    }

    func testACommentInAJSONFileIsAnErrorNamingJSON5() {
        let message = "error: JSON has no comments; JSON5 does: name the file '.json5' to read it as JSON5"
        XCTAssertEqual(error("{\n  // brand colors\n  \"a\": 1\n}", path: "t.json"), "t.json:2:3: " + message)
        XCTAssertEqual(error("[1 /* one */]", path: "t.json"), "t.json:1:4: " + message)
        XCTAssertEqual(error("[1, 'a']", path: "t.json"), "t.json:1:5: error: unexpected '''; expected a value")
    }
}
