// Tests the JSON parser: order and positions, numbers, strings, repeated keys, BOM, errors, nesting limit.
import XCTest
@testable import PositionalJSON
@testable import SourceDiagnostics

final class JSONParserTests: XCTestCase {
    private func parse(_ text: String) throws -> JSONDocument {
        try JSONParser.parse(text, path: "t.json")
    }

    /// The diagnostic text for `text`, which must fail to parse.
    private func failure(_ bytes: [UInt8]) -> String {
        do {
            _ = try JSONParser.parse(bytes, path: "t.json")
            return "parsed without error"
        } catch {
            return error.description
        }
    }

    private func failure(_ text: String) -> String {
        failure(Array(text.utf8))
    }

    func testKeepsMemberOrderAndPositions() throws {
        let document = try parse("{\n  \"z\": 1,\n  \"a\": [true, null],\n  \"m\": {\"k\": \"v\"}\n}")
        let root = try XCTUnwrap(document.root.objectValue)
        XCTAssertEqual(root.keys, ["z", "a", "m"])
        XCTAssertEqual(root.member("z")?.keyPosition, TextPosition(line: 2, column: 3))
        XCTAssertEqual(root["z"]?.position, TextPosition(line: 2, column: 8))
        XCTAssertEqual(root["a"]?.arrayValue?[1].position, TextPosition(line: 3, column: 15))
        XCTAssertEqual(root["m"]?.objectValue?["k"]?.stringValue, "v")
        XCTAssertEqual(root["m"]?.objectValue?["k"]?.position, TextPosition(line: 4, column: 14))
        XCTAssertTrue(document.warnings.isEmpty)
    }

    func testColumnsCountUnicodeScalarsNotBytes() throws {
        let document = try parse("{\"ключ\": \"ä\", \"x\": 2}")
        let root = try XCTUnwrap(document.root.objectValue)
        XCTAssertEqual(root.member("x")?.keyPosition, TextPosition(line: 1, column: 15))
        XCTAssertEqual(root["ключ"]?.stringValue, "ä")
    }

    func testEscapesAndSurrogatePairs() throws {
        let document = try parse(#"["\"\\\/\b\f\n\r\t", "\u00e9\u4E2D", "\uD83D\uDE00", "a\u0000b"]"#)
        let strings = try XCTUnwrap(document.root.arrayValue).compactMap(\.stringValue)
        XCTAssertEqual(strings, ["\"\\/\u{08}\u{0C}\n\r\t", "é中", "😀", "a\u{0}b"])
    }

    func testNumbersKeepTheirLiteral() throws {
        let document = try parse("[0, -0, 1.50, 2e3, -1E-2, 1e400, 123456789012345678901234567890]")
        let numbers = try XCTUnwrap(document.root.arrayValue).compactMap(\.numberValue)
        XCTAssertEqual(numbers.map(\.literal), ["0", "-0", "1.50", "2e3", "-1E-2", "1e400", "123456789012345678901234567890"])
        XCTAssertEqual(numbers[2].double, 1.5)
        XCTAssertEqual(numbers[3].int, 2000)
        XCTAssertEqual(numbers[4].double, -0.01)
        XCTAssertEqual(numbers[5].double, .infinity)
        XCTAssertNil(numbers[2].int)
    }

    func testNumbersReadAsDoubleReadsTheirLiteral() throws {
        var generator = SystemRandomNumberGenerator()
        var literals = ["0", "-0", "0.5", "1e22", "1e23", "9007199254740993", "9007199254740992", "123456789012345678901",
                        "0.1", "0.30000000000000004", "1e-22", "1e-23", "4.9e-324", "1.7976931348623157e308", "2e308",
                        "1e-400", "-12.5E+3", "0.0000000000000000000001", "100000000000000000000000e-2"]
        for _ in 0..<3_000 {
            let integer = String(UInt64.random(in: 0...UInt64.max, using: &generator) >> UInt64.random(in: 0...63, using: &generator))
            let fraction = String(UInt64.random(in: 0...UInt64.max, using: &generator) >> UInt64.random(in: 0...63, using: &generator))
            let exponent = Int.random(in: -30...30, using: &generator)
            literals += ["\(integer).\(fraction)", "-\(integer)e\(exponent)", "0.\(fraction)E\(exponent)"]
        }
        let document = try JSONParser.parse("[" + literals.joined(separator: ",") + "]", path: "n.json")
        let numbers = try XCTUnwrap(document.root.arrayValue).map { $0.numberValue }
        for (literal, number) in zip(literals, numbers) {
            let expected = try XCTUnwrap(Double(literal))
            XCTAssertEqual(number?.literal, literal)
            XCTAssertEqual(number?.double.bitPattern, expected.bitPattern, literal)
        }
    }

    func testColumnsCountUnicodeScalarsAcrossLongRunsOfMixedText() throws {
        // Runs longer than eight bytes, mixing one- to four-byte characters, before each position.
        let long = "aé中😀bcdefgh" + String(repeating: "ключ😀x", count: 5)
        let text = "   {\"\(long)\": \"\(long)\",          \"x\": [1,\n  \"\(long)\", 2]}"
        let document = try parse(text)
        let root = try XCTUnwrap(document.root.objectValue)
        let scalars = long.unicodeScalars.count
        XCTAssertEqual(root[long]?.position, TextPosition(line: 1, column: scalars + 9))
        XCTAssertEqual(root.member("x")?.keyPosition, TextPosition(line: 1, column: 2 * scalars + 22))
        XCTAssertEqual(root["x"]?.arrayValue?[1].position, TextPosition(line: 2, column: 3))
        XCTAssertEqual(root["x"]?.arrayValue?[2].position, TextPosition(line: 2, column: scalars + 7))
    }

    func testCommonTokenStringsAndTheirNearMissesReadAsWritten() throws {
        let strings = ["hex", "hez", "srgb", "srgc", "$type", "alpha", "alphb", "color", "colos", "$value", "$valuf",
                       "colorSpace", "components", "componentz", "$description", "$descriptiom", "$values", ""]
        let document = try parse("[" + strings.map { "\"\($0)\"" }.joined(separator: ", ") + "]")
        XCTAssertEqual(try XCTUnwrap(document.root.arrayValue).map(\.stringValue), strings)
    }

    func testRepeatedKeyWarnsAndLastValueWinsInFirstPlace() throws {
        let document = try parse("{\"a\": 1, \"b\": 2,\n \"a\": 3}")
        let root = try XCTUnwrap(document.root.objectValue)
        XCTAssertEqual(root.keys, ["a", "b"])
        XCTAssertEqual(root["a"]?.numberValue?.literal, "3")
        XCTAssertEqual(document.warnings.map(\.description),
                       ["t.json:2:2: warning: key \"a\" repeats the one at line 1; the last value wins"])
    }

    func testRepeatedKeyInLargeObject() throws {
        let members = (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        let document = try parse("{\(members), \"k7\": \"again\", \"k39\": \"again\"}")
        let root = try XCTUnwrap(document.root.objectValue)
        XCTAssertEqual(root.members.count, 40)
        XCTAssertEqual(root["k7"]?.stringValue, "again")
        XCTAssertEqual(root["k39"]?.stringValue, "again")
        XCTAssertEqual(document.warnings.count, 2)
    }

    func testRepeatedKeyWrittenWithEscapesIsFoundInSmallAndLargeObjects() throws {
        let small = try parse("{\"ab\": 1, \"x\": 2, \"a\\u0062\": 3, \"\\u00e9\": 4, \"é\": 5}")
        XCTAssertEqual(small.root.objectValue?.keys, ["ab", "x", "é"])
        XCTAssertEqual(small.root.objectValue?["ab"]?.numberValue?.literal, "3")
        XCTAssertEqual(small.root.objectValue?["é"]?.numberValue?.literal, "5")
        XCTAssertEqual(small.warnings.count, 2)

        let members = (0..<300).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        let large = try parse("{\(members), \"\\u006b250\": \"again\", \"k\\/\": 1, \"k/\": 2}")
        let root = try XCTUnwrap(large.root.objectValue)
        XCTAssertEqual(root.members.count, 301)
        XCTAssertEqual(root["k250"]?.stringValue, "again")
        XCTAssertEqual(root["k/"]?.numberValue?.literal, "2")
        XCTAssertEqual(large.warnings.count, 2)
    }

    func testByteOrderMarkIsAccepted() throws {
        let document = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8), path: "t.json")
        XCTAssertEqual(document.root.objectValue?.keys, ["a"])
        XCTAssertEqual(document.root.position, TextPosition(line: 1, column: 1))
    }

    func testSyntaxErrorsPointAtTheOffendingCharacter() {
        XCTAssertEqual(failure(""), "t.json:1:1: error: the file is empty; expected a JSON value")
        XCTAssertEqual(failure("{\"a\": 1,\n  }"), "t.json:2:3: error: unexpected '}'; expected a quoted key")
        XCTAssertEqual(failure("{\"a\" 1}"), "t.json:1:6: error: unexpected '1'; expected ':' after key \"a\"")
        XCTAssertEqual(failure("[1 2]"), "t.json:1:4: error: unexpected '2'; expected ',' or ']'")
        XCTAssertEqual(failure("[1,]"), "t.json:1:4: error: unexpected ']'; expected a value")
        XCTAssertEqual(failure("{\"a\": [1, 2"),
                       "t.json:1:12: error: unexpected end of file; expected ',' or ']' to close the array opened at 1:7")
        XCTAssertEqual(failure("{\"a\": 1"),
                       "t.json:1:8: error: unexpected end of file; expected ',' or '}' to close the object opened at 1:1")
        XCTAssertEqual(failure("{} x"), "t.json:1:4: error: unexpected 'x' after the end of the JSON value")
        XCTAssertEqual(failure("{}{}"), "t.json:1:3: error: unexpected '{' after the end of the JSON value")
        XCTAssertEqual(failure("tru"), "t.json:1:1: error: invalid literal; expected 'true'")
        XCTAssertEqual(failure("nul"), "t.json:1:1: error: invalid literal; expected 'null'")
        XCTAssertEqual(failure("'a'"), "t.json:1:1: error: unexpected '''; expected a value")
        XCTAssertEqual(failure("{a: 1}"), "t.json:1:2: error: unexpected 'a'; expected a quoted key")
    }

    func testNumberErrors() {
        XCTAssertEqual(failure("01"), "t.json:1:2: error: a number may not have a leading zero")
        XCTAssertEqual(failure("-"), "t.json:1:2: error: invalid number; expected a digit")
        XCTAssertEqual(failure("1."), "t.json:1:3: error: invalid number; expected a digit after '.'")
        XCTAssertEqual(failure("1e+"), "t.json:1:4: error: invalid number; expected a digit in the exponent")
        XCTAssertEqual(failure("+1"), "t.json:1:1: error: unexpected '+'; expected a value")
        XCTAssertEqual(failure(".5"), "t.json:1:1: error: unexpected '.'; expected a value")
        XCTAssertEqual(failure("NaN"), "t.json:1:1: error: unexpected 'N'; expected a value")
    }

    func testStringErrors() {
        XCTAssertEqual(failure("\"a\tb\""), "t.json:1:3: error: control character U+0009 must be escaped in a string")
        XCTAssertEqual(failure("\"ab"), "t.json:1:4: error: unexpected end of file inside a string")
        XCTAssertEqual(failure(#""\x""#), #"t.json:1:2: error: invalid escape '\x'"#)
        XCTAssertEqual(failure(#""\u12G4""#), #"t.json:1:6: error: a \u escape needs four hex digits"#)
        XCTAssertEqual(failure(#""\uD800""#), #"t.json:1:2: error: unpaired high surrogate \uD800"#)
        XCTAssertEqual(failure(#""\uD800\u0041""#), #"t.json:1:2: error: high surrogate \uD800 is not followed by a low surrogate"#)
        XCTAssertEqual(failure(#""\uDC00""#), #"t.json:1:2: error: unpaired low surrogate \uDC00"#)
    }

    func testInvalidUTF8IsAnError() {
        XCTAssertEqual(failure([0x22, 0x61, 0xFF, 0x22]), "t.json:1:3: error: invalid UTF-8 byte 0xFF")
        XCTAssertEqual(failure([0x22, 0xC3, 0x28, 0x22]), "t.json:1:2: error: invalid UTF-8 sequence")
        // Overlong encoding of '/' and an encoded surrogate are not well-formed UTF-8.
        XCTAssertEqual(failure([0x22, 0xC0, 0xAF, 0x22]), "t.json:1:2: error: invalid UTF-8 byte 0xC0")
        XCTAssertEqual(failure([0x22, 0xED, 0xA0, 0x80, 0x22]), "t.json:1:2: error: invalid UTF-8 sequence")
        XCTAssertEqual(failure([0x22, 0xE2, 0x82]), "t.json:1:2: error: invalid UTF-8 sequence")
        XCTAssertEqual(failure([0x5B, 0xC3, 0xA4, 0x5D]), "t.json:1:2: error: unexpected byte 0xC3; expected a value")
    }

    func testNestingLimitIsAnErrorNotACrash() {
        let limit = JSONParser.maximumDepth
        let atLimit = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        XCTAssertNoThrow(try parse(atLimit))
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        XCTAssertEqual(failure(deep), "t.json:1:\(limit + 1): error: arrays and objects nest deeper than \(limit) levels")
        let deepObjects = String(repeating: "{\"a\":", count: 100_000)
        XCTAssertTrue(failure(deepObjects).hasSuffix("nest deeper than \(limit) levels"))
    }

    func testTruncatedInputNeverCrashes() throws {
        let text = ##"{"a": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0.5e-1, 0], "hex": "#ff0000"}}, "b": [true, false, null, "\u00e9\uD83D\uDE00"]}"##
        XCTAssertNoThrow(try parse(text))
        let bytes = Array(text.utf8)
        for length in 0..<bytes.count {
            XCTAssertTrue(failure(Array(bytes[..<length])).contains(": error: "), "prefix of \(length) bytes")
        }
    }

    func testEveryLineEndingCountsLines() throws {
        let document = try parse("[\r\n1,\n\n  2]")
        let elements = try XCTUnwrap(document.root.arrayValue)
        XCTAssertEqual(elements.map(\.position), [TextPosition(line: 2, column: 1), TextPosition(line: 4, column: 3)])
    }

    /// A carriage return alone ends a line too (old Mac files), so an error after one is on the
    /// next line; the fuzz smoke found its json target still counting line feeds only (`{\r`).
    func testALoneCarriageReturnEndsALine() throws {
        let elements = try XCTUnwrap(try parse("[1,\r2,\r\n3]").root.arrayValue)
        XCTAssertEqual(elements.map(\.position.line), [1, 2, 3])
        let message = failure("{\r")
        XCTAssertTrue(message.hasPrefix("t.json:2:1: error: "), message)
    }
}
