// Tests the flat storage behind JSONValue: nesting, large documents, built values, lookups, positions.
import XCTest
@testable import PositionalJSON
@testable import SourceDiagnostics

/// What the flat storage must keep whatever a document's shape: every value, key and position
/// as written, containers with few or many children, numbers with short or long literals, and
/// values built in code or copied between documents.
final class JSONStorageTests: XCTestCase {
    private func parse(_ text: String, path: String = "t.json") throws -> JSONDocument {
        try JSONParser.parse(text, path: path)
    }

    func testDeeplyNestedValuesKeepTheirKindsAndPositions() throws {
        let depth = JSONParser.maximumDepth
        let text = String(repeating: "[{\"a\":", count: depth / 2) + "7" + String(repeating: "}]", count: depth / 2)
        var value = try parse(text).root
        for level in 0..<depth / 2 {
            XCTAssertEqual(value.position, TextPosition(line: 1, column: 6 * level + 1))
            let array = try XCTUnwrap(value.arrayValue)
            XCTAssertEqual(array.count, 1)
            let object = try XCTUnwrap(array[0].objectValue)
            XCTAssertEqual(object.members.first?.keyPosition, TextPosition(line: 1, column: 6 * level + 3))
            value = try XCTUnwrap(object["a"])
        }
        XCTAssertEqual(value.numberValue, JSONNumber(literal: "7", double: 7))
        XCTAssertEqual(value.position, TextPosition(line: 1, column: 3 * depth + 1))
    }

    func testLargeDocumentsKeepEveryMemberInOrderWithItsPosition() throws {
        let count = 20_000
        let text = "{\n" + (0..<count).map { "  \"k\($0)\": [\($0), \"s\($0)\", {\"n\": \($0 % 3 == 0)}]" }
            .joined(separator: ",\n") + "\n}"
        let root = try XCTUnwrap(try parse(text).root.objectValue)
        XCTAssertEqual(root.members.count, count)
        for index in [0, 1, 7, 8, 4_999, count - 1] {
            let member = root.members[index]
            XCTAssertEqual(member.key, "k\(index)")
            XCTAssertEqual(member.keyPosition, TextPosition(line: index + 2, column: 3))
            let elements = try XCTUnwrap(member.value.arrayValue)
            XCTAssertEqual(elements.map(\.kindName), ["number", "string", "object"])
            XCTAssertEqual(elements[0].numberValue?.int, index)
            XCTAssertEqual(elements[1].stringValue, "s\(index)")
            XCTAssertEqual(elements[2].objectValue?["n"]?.boolValue, index % 3 == 0)
            XCTAssertEqual(root["k\(index)"]?.position, member.value.position)
        }
        XCTAssertNil(root["k\(count)"])
    }

    func testContainersWithFewAndManyChildrenReadAlike() throws {
        for count in [0, 1, 3, 4, 7, 8, 20] {
            let array = (0..<count).map(String.init).joined(separator: ",")
            let object = (0..<count).map { "\"m\($0)\": \"{\($0)}\"" }.joined(separator: ",")
            let root = try XCTUnwrap(try parse("{\"array\": [\(array)], \"object\": {\(object)}, \"plain\": {\"a\": [\(array)]}}")
                .root.objectValue)
            XCTAssertEqual(root["array"]?.arrayValue?.compactMap(\.numberValue?.int), Array(0..<count))
            let members = try XCTUnwrap(root["object"]?.objectValue)
            XCTAssertEqual(members.keys, (0..<count).map { "m\($0)" })
            XCTAssertEqual(members.members.map { $0.value.stringValue }, (0..<count).map { "{\($0)}" })
            XCTAssertEqual(members.mayContainStringsStartingWithBrace, count > 0, "\(count) members")
            XCTAssertEqual(root["plain"]?.objectValue?.mayContainStringsStartingWithBrace, false)
            XCTAssertEqual(members.isEmpty, count == 0)
        }
    }

    func testShortAndLongNumberLiteralsGiveTheirValue() throws {
        let literals = ["0", "-0", "0.004", "1234567", "12345678", "-1.5e+3", "1E-7", "0.30000000000000004",
                        "123456789012345678901234567890", "1e400", "-2.5E-400"]
        let numbers = try XCTUnwrap(try parse("[" + literals.joined(separator: ", ") + "]").root.arrayValue)
            .compactMap(\.numberValue)
        XCTAssertEqual(numbers.map(\.literal), literals)
        for number in numbers {
            let expected = try XCTUnwrap(Double(number.literal))
            XCTAssertEqual(number.double, expected, number.literal)
            XCTAssertEqual(number.double.sign, expected.sign, number.literal)
        }
        let json5 = try XCTUnwrap(try parse("[+1, .5, 5., 0x1F, -0XfF, Infinity, -Infinity, NaN, +.5e1]", path: "t.json5")
            .root.arrayValue).compactMap(\.numberValue)
        XCTAssertEqual(json5.map(\.literal), ["+1", ".5", "5.", "0x1F", "-0XfF", "Infinity", "-Infinity", "NaN", "+.5e1"])
        XCTAssertEqual(json5.map(\.double).prefix(7), [1, 0.5, 5, 31, -255, .infinity, -.infinity])
        XCTAssertTrue(json5[7].double.isNaN)
        XCTAssertEqual(json5[8].double, 5)
    }

    func testKeysAreFoundByCodePointsWrittenPlainEscapedOrCommon() throws {
        let root = try XCTUnwrap(try parse(#"{"é": 1, "e\u0301": 2, "\u0024value": 3, "$type": 4, "colorSpace": 5}"#)
            .root.objectValue)
        XCTAssertEqual(root["é"]?.numberValue?.int, 1)
        XCTAssertEqual(root["e\u{301}"]?.numberValue?.int, 2)
        XCTAssertEqual(root["$value"]?.numberValue?.int, 3)
        XCTAssertEqual(root.members.index(ofKey: "$type"), 3)
        XCTAssertTrue(root.members.hasKey("colorSpace", at: 4))
        XCTAssertFalse(root.members.hasKey("colorspace", at: 4))
        XCTAssertNil(root["$valu"])
        XCTAssertEqual(root.keys, ["é", "e\u{301}", "$value", "$type", "colorSpace"])
    }

    func testPositionsOnLinesWithAndWithoutMultiByteCharactersAndAcrossLines() throws {
        let text = "{\"a\": [1, 2,\n 3], \"ü🎨\": \"x\", \"b\": \"é\", \"c\": [4,\n\n      5]}"
        let root = try XCTUnwrap(try parse(text).root.objectValue)
        XCTAssertEqual(root["a"]?.arrayValue?.map(\.position), [
            TextPosition(line: 1, column: 8), TextPosition(line: 1, column: 11), TextPosition(line: 2, column: 2),
        ])
        XCTAssertEqual(root.member("ü🎨")?.keyPosition, TextPosition(line: 2, column: 6))
        XCTAssertEqual(root["ü🎨"]?.position, TextPosition(line: 2, column: 12))
        XCTAssertEqual(root.member("b")?.keyPosition, TextPosition(line: 2, column: 17))
        XCTAssertEqual(root["b"]?.position, TextPosition(line: 2, column: 22))
        XCTAssertEqual(root.member("c")?.keyPosition, TextPosition(line: 2, column: 27))
        XCTAssertEqual(root["c"]?.arrayValue?.map(\.position), [TextPosition(line: 2, column: 33), TextPosition(line: 4, column: 7)])
    }

    func testBuiltValuesKeepWhatTheyAreGiven() throws {
        let here = TextPosition(line: 3, column: 4)
        let number = JSONValue(.number(JSONNumber(literal: "1.0", double: 2)), at: here)
        XCTAssertEqual(number.numberValue, JSONNumber(literal: "1.0", double: 2), "a built number keeps its double")
        XCTAssertEqual(number.position, here)
        XCTAssertEqual(JSONValue(.string("colorSpace"), at: here).stringValue, "colorSpace")
        XCTAssertEqual(JSONValue(.string("ünïcödé"), at: here).stringValue, "ünïcödé")
        XCTAssertEqual(JSONValue(.bool(true), at: here).boolValue, true)
        XCTAssertTrue(JSONValue(.null, at: .start).isNull)

        let parsed = try parse("{\"x\": {\"y\": [1, \"z\"]}}").root
        let inner = try XCTUnwrap(parsed.objectValue?["x"])
        let object = JSONObject(members: [
            JSONMember(key: "copied", keyPosition: here, value: inner),
            JSONMember(key: "n", keyPosition: .start, value: number),
        ], at: here)
        XCTAssertEqual(object.keys, ["copied", "n"])
        XCTAssertEqual(object.members[0].keyPosition, here)
        XCTAssertEqual(object["copied"]?.position, inner.position, "a copied value keeps its positions")
        XCTAssertEqual(object["copied"]?.objectValue?["y"]?.arrayValue?[1].stringValue, "z")
        XCTAssertEqual(object["copied"]?.objectValue?["y"]?.arrayValue?[1].position, TextPosition(line: 1, column: 17))
        XCTAssertEqual(object["n"]?.numberValue?.double, 2)
        XCTAssertTrue(object.mayContainStringsStartingWithBrace)

        let moved = JSONValue(.object(object), at: .start)
        XCTAssertEqual(moved.position, .start)
        XCTAssertEqual(moved.objectValue?.members[0].keyPosition, here, "only the value itself moves")
        let same = JSONValue(.object(object), at: here)
        XCTAssertEqual(same.position, here)

        let array: JSONArray = [number, inner]
        XCTAssertEqual(array.count, 2)
        XCTAssertEqual(JSONValue(.array(array), at: here).arrayValue?[1].objectValue?.keys, ["y"])
        XCTAssertEqual(JSONArray([], at: here).count, 0)
    }

    func testChangingAMemberRebuildsTheObjectAndKeepsTheOtherMembers() throws {
        var object = try XCTUnwrap(try parse("{\"a\": 1,\n \"b\": {\"c\": 2}}").root.objectValue)
        var member = object.members[1]
        member.value = JSONValue(.string("new"), at: .start)
        XCTAssertEqual(member.keyPosition, TextPosition(line: 2, column: 2), "the key keeps its place when the value changes")
        object.members[1] = member
        XCTAssertEqual(object.keys, ["a", "b"])
        XCTAssertEqual(object["b"]?.stringValue, "new")
        XCTAssertEqual(object.member("b")?.keyPosition, TextPosition(line: 2, column: 2))
        XCTAssertEqual(object["a"]?.position, TextPosition(line: 1, column: 7))
        XCTAssertEqual(object.position, TextPosition(line: 1, column: 1))
        let empty: JSONObject.Members = []
        XCTAssertTrue(empty.isEmpty)
    }

    func testARepeatedKeyKeepsItsFirstPlaceAndTakesTheLastValueInSmallAndLargeObjects() throws {
        for filler in [0, 30] {
            let others = (0..<filler).map { ", \"f\($0)\": \($0)" }.joined()
            let document = try parse("{\"a\": {\"deep\": [1]}\(others), \"b\": 2, \"a\": \"last\"}")
            let root = try XCTUnwrap(document.root.objectValue)
            XCTAssertEqual(root.keys.first, "a")
            XCTAssertEqual(root["a"]?.stringValue, "last")
            XCTAssertEqual(root.members.count, filler + 2)
            XCTAssertEqual(document.warnings.count, 1)
        }
    }
}
