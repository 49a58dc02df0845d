// Tests JSONValue(building:at:): a nested value built in one storage reads as the same value built part by part.
import XCTest
@testable import PositionalJSON
import SourceDiagnostics

final class JSONValueBuildingTests: XCTestCase {
    private let position = TextPosition(line: 7, column: 12)

    func testANestedValueReadsAsTheSameValueBuiltPartByPart() throws {
        let built = JSONValue(building: .object([
            ("colorSpace", .string("srgb")),
            ("components", .array([.number(JSONNumber(literal: "0.5", double: 0.5)), .string("none"), .number(JSONNumber(literal: "1", double: 1))])),
            ("hex", .string("#80ff00")),
            ("nested", .object([("empty", .array([])), ("alias", .string("{brand.primary}"))])),
        ]), at: position)
        let partByPart = JSONValue(.object(JSONObject(members: [
            JSONMember(key: "colorSpace", keyPosition: position, value: JSONValue(.string("srgb"), at: position)),
            JSONMember(key: "components", keyPosition: position, value: JSONValue(.array(JSONArray([
                JSONValue(.number(JSONNumber(literal: "0.5", double: 0.5)), at: position), JSONValue(.string("none"), at: position),
                JSONValue(.number(JSONNumber(literal: "1", double: 1)), at: position)], at: position)), at: position)),
            JSONMember(key: "hex", keyPosition: position, value: JSONValue(.string("#80ff00"), at: position)),
            JSONMember(key: "nested", keyPosition: position, value: JSONValue(.object(JSONObject(members: [
                JSONMember(key: "empty", keyPosition: position, value: JSONValue(.array(JSONArray([], at: position)), at: position)),
                JSONMember(key: "alias", keyPosition: position, value: JSONValue(.string("{brand.primary}"), at: position)),
            ], at: position)), at: position)),
        ], at: position)), at: position)
        XCTAssertEqual(built.jsonText, partByPart.jsonText)
        XCTAssertEqual(built.jsonText, ##"{"colorSpace": "srgb", "components": [0.5, "none", 1], "hex": "#80ff00", "nested": {"empty": [], "alias": "{brand.primary}"}}"##)
        let object = try XCTUnwrap(built.objectValue)
        XCTAssertEqual(built.position, position)
        XCTAssertEqual(object.member("hex")?.keyPosition, position)
        XCTAssertEqual(object["components"]?.arrayValue?.map(\.position), [position, position, position])
        XCTAssertEqual(object["components"]?.arrayValue?.first?.doubleValue, 0.5)
        // Only the object holding a string that starts with `{` may hold an alias.
        XCTAssertTrue(object.mayContainStringsStartingWithBrace)
        XCTAssertTrue(try XCTUnwrap(object["nested"]?.objectValue).mayContainStringsStartingWithBrace)
        XCTAssertFalse(try XCTUnwrap(JSONValue(building: .object([("hex", .string("#fff"))]), at: position).objectValue)
            .mayContainStringsStartingWithBrace)
    }
}
