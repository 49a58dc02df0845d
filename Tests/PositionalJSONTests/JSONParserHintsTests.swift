// Tests the parser's hints for token readers ($ref keys, brace strings) and columns with multi-byte text.
import XCTest
@testable import PositionalJSON
@testable import SourceDiagnostics

/// What the parser notes for token readers: whether a document has `$ref` keys, and which objects
/// may hold strings starting with `{`; and columns on lines with and without multi-byte characters.
final class JSONParserHintsTests: XCTestCase {
    private func parse(_ text: String) throws -> JSONDocument {
        try JSONParser.parse(text, path: "t.json")
    }

    func testPointerKeysAreNotedWrittenPlainOrEscaped() throws {
        XCTAssertFalse(try parse(#"{"a": {"$value": "$ref", "ref": 1, "$re": 2, "$refs": 3}}"#).containsPointerKeys)
        XCTAssertTrue(try parse(##"{"a": {"b": [{"$ref": "#/x"}]}}"##).containsPointerKeys)
        XCTAssertTrue(try parse(##"{"a": {"\u0024ref": "#/x"}}"##).containsPointerKeys)
        XCTAssertTrue(JSONDocument(path: "t.json", root: JSONValue(.null, at: .start), warnings: []).containsPointerKeys)
    }

    func testObjectsNoteStringsThatMayStartWithABrace() throws {
        let document = try parse(#"""
            {"plain": {"a": "x{y}", "b": [1, "z"], "{key}": 2},
             "direct": {"a": "{x}"},
             "nested": {"a": {"b": [{"c": "{x}"}]}},
             "escaped": {"a": "\u007bx}"},
             "otherEscape": {"a": "\n"},
             "empty": {}}
            """#)
        let root = try XCTUnwrap(document.root.objectValue)
        func flag(_ key: String) -> Bool? { root[key]?.objectValue?.mayContainStringsStartingWithBrace }
        XCTAssertEqual(flag("plain"), false, "keys and strings with a brace later on do not count")
        XCTAssertEqual(flag("direct"), true)
        XCTAssertEqual(flag("nested"), true)
        XCTAssertEqual(root["nested"]?.objectValue?["a"]?.objectValue?.mayContainStringsStartingWithBrace, true)
        XCTAssertEqual(flag("escaped"), true)
        XCTAssertEqual(flag("otherEscape"), true, "an escape may stand for a brace, so it counts")
        XCTAssertEqual(flag("empty"), false)
        XCTAssertTrue(root.mayContainStringsStartingWithBrace)
    }

    func testAnObjectBuiltOrChangedOutsideTheParserMayHoldBraces() throws {
        XCTAssertTrue(JSONObject(members: [], at: .start).mayContainStringsStartingWithBrace)
        var object = try XCTUnwrap(try parse(#"{"a": "x"}"#).root.objectValue)
        XCTAssertFalse(object.mayContainStringsStartingWithBrace)
        object.members[0].value = JSONValue(.string("{b}"), at: .start)
        XCTAssertTrue(object.mayContainStringsStartingWithBrace)
    }

    func testColumnsOnASCIILinesAndAfterMultiByteCharacters() throws {
        let document = try parse("{\"a\": 1,\n  \"é🎨\": [\"ü\", 2],\n     \"b\": 3}")
        let root = try XCTUnwrap(document.root.objectValue)
        XCTAssertEqual(root.member("a")?.keyPosition, TextPosition(line: 1, column: 2))
        XCTAssertEqual(root["a"]?.position, TextPosition(line: 1, column: 7))
        XCTAssertEqual(root.member("é🎨")?.keyPosition, TextPosition(line: 2, column: 3))
        XCTAssertEqual(root["é🎨"]?.position, TextPosition(line: 2, column: 9))
        XCTAssertEqual(root["é🎨"]?.arrayValue?[1].position, TextPosition(line: 2, column: 15))
        XCTAssertEqual(root.member("b")?.keyPosition, TextPosition(line: 3, column: 6))
        XCTAssertEqual(root["b"]?.position, TextPosition(line: 3, column: 11))
    }

    func testErrorsAfterIndentationAndMultiByteCharactersPointAtTheirColumn() {
        XCTAssertThrowsError(try parse("{\n                    \"a\": x}")) { error in
            XCTAssertEqual((error as? Diagnostic)?.location?.position, TextPosition(line: 2, column: 26))
        }
        XCTAssertThrowsError(try parse("{\"é\": \"ü\", \"b\": x}")) { error in
            XCTAssertEqual((error as? Diagnostic)?.location?.position, TextPosition(line: 1, column: 17))
        }
    }
}
