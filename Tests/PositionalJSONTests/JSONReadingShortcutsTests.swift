// Tests the parser's and views' shortcuts: common strings, word-at-a-time strings, numbers without literals, deferred positions.
import XCTest
@testable import PositionalJSON
@testable import SourceDiagnostics

/// The shortcuts that make reading a large file fast must give exactly what the long way gives:
/// a number's `Double` read without its literal, strings found among the common ones however
/// they are written, strings read eight bytes at a time whatever ends them, positions looked up
/// only when asked for.
final class JSONReadingShortcutsTests: XCTestCase {
    private func parse(_ text: String, path: String = "t.json") throws -> JSONDocument {
        try JSONParser.parse(text, path: path)
    }

    func testADoubleReadWithoutItsLiteralIsTheNumbersDouble() throws {
        let literals = ["0", "-0", "7", "0.5", "-0.5", "0.2362", "-98.65", "1234567", "-123456", "0.12345", "-0.1234",
                        "260.28", "12345678", "0.30000000000000004", "1e5", "-1.5e+3", "1E-7", "1e400", "-2.5E-400"]
        let elements = try XCTUnwrap(try parse("[" + literals.joined(separator: ", ") + "]").root.arrayValue)
        for element in elements {
            let number = try XCTUnwrap(element.numberValue)
            XCTAssertEqual(element.doubleValue?.bitPattern, number.double.bitPattern, number.literal)
            XCTAssertEqual(number.double.bitPattern, try XCTUnwrap(Double(number.literal)).bitPattern, number.literal)
        }
        let json5 = try XCTUnwrap(try parse("[+1, .5, 5., .123456, -.5, 0x1F, Infinity, NaN, +.5e1]", path: "t.json5")
            .root.arrayValue)
        XCTAssertEqual(json5.prefix(7).map(\.doubleValue), [1, 0.5, 5, 0.123456, -0.5, 31, .infinity])
        XCTAssertTrue(try XCTUnwrap(json5[7].doubleValue).isNaN)
        XCTAssertEqual(json5[8].doubleValue, 5)
        let built = JSONValue(.number(JSONNumber(literal: "0.1", double: 0.1)), at: .start)
        XCTAssertEqual(built.doubleValue, 0.1)
        XCTAssertNil(try parse(#"["1", true, null]"#).root.arrayValue?.compactMap(\.doubleValue).first)
    }

    func testEveryCommonStringHasItsEntryWrittenPlainlyOrEscaped() throws {
        for string in JSONStorageBuilder.commonStrings {
            let expected = try XCTUnwrap(JSONStorageBuilder.commonOffset(of: string))
            let escaped = "\\u00" + String(string.unicodeScalars.first!.value, radix: 16) + string.dropFirst()
            let root = try parse("{\"\(string)\": \"\(string)\", \"k\": \"\(escaped)\"}").root
            let object = try XCTUnwrap(root.objectValue)
            let nodes = root.storage.nodes
            XCTAssertEqual(nodes[Int(object.members.value(at: 0).index) - 1].payload, expected, "key \(string)")
            XCTAssertEqual(nodes[Int(object.members.value(at: 0).index)].payload, expected, "value \(string)")
            XCTAssertEqual(nodes[Int(object.members.value(at: 1).index)].payload, expected, "escaped \(string)")
            XCTAssertEqual(object.members.value(at: 1).stringValue, string)
        }
    }

    func testStringsCloseToCommonOnesKeepTheirOwnText() throws {
        // Every length up to 17, prefixes and extensions of common strings, the same bytes in
        // another order or case.
        let strings = ["h", "he", "hexx", "$valu", "$values", "Srgb", "grbs", "colorspace", "components!",
                       "display-p33", "prophoto-rgbx", "abcdefghijklmnop", "abcdefghijklmnopq", "xyz-d6", "oklch "]
        let text = "[" + strings.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        let root = try parse(text).root
        let elements = try XCTUnwrap(root.arrayValue)
        XCTAssertEqual(elements.map(\.stringValue), strings)
        for element in elements {
            XCTAssertGreaterThanOrEqual(root.storage.nodes[Int(element.index)].payload, JSONStorageBuilder.commonText.count)
        }
    }

    func testRepeatedKeysAreFoundWhetherCommonEscapedOrNot() throws {
        let document = try parse(#"{"$value": 1, "tone1": 2, "\u0024value": 3, "tone1": 4, "hsl": 5, "\u0068sl": 6}"#)
        XCTAssertEqual(document.warnings.map(\.message), [
            #"key "$value" repeats the one at line 1; the last value wins"#,
            #"key "tone1" repeats the one at line 1; the last value wins"#,
            #"key "hsl" repeats the one at line 1; the last value wins"#,
        ])
        let object = try XCTUnwrap(document.root.objectValue)
        XCTAssertEqual(object.keys, ["$value", "tone1", "hsl"])
        XCTAssertEqual(object.members.map { $0.value.doubleValue }, [3, 4, 6])
    }

    func testARepeatedCommonKeyIsFoundWhicheverCommonKeysCameBefore() throws {
        // Common keys are told new without a search while an object is small: every set of
        // common keys, each repeated, however their bits fall together, then in a large object.
        let common = JSONStorageBuilder.commonStrings
        for count in 1...16 {
            for repeated in 0..<count {
                let keys = common.prefix(count) + [common[repeated]]
                let text = "{" + keys.enumerated().map { "\"\($1)\": \($0)" }.joined(separator: ", ") + "}"
                let document = try parse(text)
                XCTAssertEqual(document.warnings.map(\.message),
                               [#"key "\#(common[repeated])" repeats the one at line 1; the last value wins"#], text)
                XCTAssertEqual(try XCTUnwrap(document.root.objectValue).keys, Array(common.prefix(count)), text)
            }
        }
        let large = try parse("{" + common.map { "\"\($0)\": 1" }.joined(separator: ", ") + ", "
                              + common.map { "\"\($0)\": 2" }.joined(separator: ", ") + "}")
        XCTAssertEqual(large.warnings.count, common.count)
        XCTAssertEqual(try XCTUnwrap(large.root.objectValue).members.map { $0.value.doubleValue }, common.map { _ in 2 })
        let distinct = try parse("{" + common.map { "\"\($0)\": 1" }.joined(separator: ", ") + "}")
        XCTAssertEqual(distinct.warnings.map(\.message), [])
    }

    func testWhateverEndsAPlainRunOfAStringItIsReadAtItsPlace() throws {
        let ends: [(text: String, read: String)] = [("\\\"", "\""), ("\\\\", "\\"), ("\\n", "\n"), ("é", "é"), ("🎨", "🎨")]
        for length in 0..<18 {
            let plain = String(repeating: "a", count: length)
            for end in ends {
                let value = try parse("[\"\(plain)\(end.text)bcdefghijk\", 1]").root.arrayValue
                XCTAssertEqual(value?[0].stringValue, plain + end.read + "bcdefghijk", "\(length) \(end.text)")
                XCTAssertEqual(value?[1].position, TextPosition(line: 1, column: 16 + length + end.text.unicodeScalars.count))
            }
            XCTAssertThrowsError(try parse("[\"\(plain)\u{1}bcdefghijk\"]")) { error in
                XCTAssertEqual((error as? Diagnostic)?.location?.position, TextPosition(line: 1, column: 3 + length))
                XCTAssertEqual((error as? Diagnostic)?.message, "control character U+0001 must be escaped in a string")
            }
            XCTAssertThrowsError(try parse("[\"\(plain)")) { error in
                XCTAssertEqual((error as? Diagnostic)?.message, "unexpected end of file inside a string")
            }
        }
    }

    func testADeferredPositionIsTheOneAskedForLater() throws {
        let object = try XCTUnwrap(try parse("{\n  \"a\": 1,\n  \"é\": {\"b\": 2}\n}").root.objectValue)
        let members = Array(object.members)
        XCTAssertEqual(members.map(\.deferredKeyPosition.position), members.map(\.keyPosition))
        XCTAssertEqual(members.map(\.keyPosition), [TextPosition(line: 2, column: 3), TextPosition(line: 3, column: 3)])
        let given = JSONMember(key: "x", keyPosition: TextPosition(line: 9, column: 4), value: members[0].value)
        XCTAssertEqual(given.deferredKeyPosition.position, TextPosition(line: 9, column: 4))
        XCTAssertEqual(DeferredPosition(TextPosition(line: 70_000, column: 123_456)).position,
                       TextPosition(line: 70_000, column: 123_456))
    }

    func testStringsStartingWithABraceAreFoundInAnyValue() throws {
        let root = try XCTUnwrap(try parse(#"[1, "a{b}", "{a.b}", ["x", ["{y}"]], {"k": "v"}, {"k": ["{z}"]}, {"{k}": 1}]"#)
            .root.arrayValue)
        XCTAssertEqual(root.map(\.mayContainStringsStartingWithBrace), [false, false, true, true, false, true, false])
        XCTAssertTrue(JSONValue(.object(JSONObject(members: [], at: .start)), at: .start).mayContainStringsStartingWithBrace,
                      "a built object is not searched")
    }

    func testCodePointComparisonTellsCanonicallyEquivalentStringsApart() {
        XCTAssertTrue("colorSpace".hasSameCodePoints(as: "color" + "Space"))
        XCTAssertFalse("é".hasSameCodePoints(as: "e\u{301}"))
        XCTAssertFalse("tone1".hasSameCodePoints(as: "tone2"))
        XCTAssertFalse("a very long name of a group".hasSameCodePoints(as: "a very long name of a grouq"))
        XCTAssertTrue(String(repeating: "🎨", count: 9).hasSameCodePoints(as: String(repeating: "🎨", count: 9)))
        XCTAssertNotEqual(CodePointKey("é"), CodePointKey("e\u{301}"))
    }
}
