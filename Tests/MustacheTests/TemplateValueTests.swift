// Tests TemplateValue: number printing as JavaScript does, JSON conversion, truthiness, ordered maps.
import XCTest
@testable import Mustache
@testable import PositionalJSON

final class TemplateValueTests: XCTestCase {
    private func number(_ literal: String, _ double: Double) -> JSONValue {
        JSONValue(.number(JSONNumber(literal: literal, double: double)), at: .start)
    }

    func testIntegersPrintExactly() {
        XCTAssertEqual(TemplateNumber.integer(85).description, "85")
        XCTAssertEqual(TemplateNumber.integer(-3).description, "-3")
        XCTAssertEqual(TemplateNumber.integer(Int.max).description, "9223372036854775807")
    }

    func testDecimalsPrintAsJavaScriptDoes() {
        let cases: [(Double, String)] = [
            (1.21, "1.21"), (2.0, "2"), (100, "100"), (-0.5, "-0.5"), (0.1 + 0.2, "0.30000000000000004"),
            (0.000001, "0.000001"), (0.0000001, "1e-7"), (1.5e-10, "1.5e-10"),
            (1e16, "10000000000000000"), (1.2345678901234568e20, "123456789012345680000"),
            (1e21, "1e+21"), (-2.5e300, "-2.5e+300"), (0, "0"), (-0.0, "0"),
            (.nan, "NaN"), (.infinity, "Infinity"), (-.infinity, "-Infinity"),
        ]
        for (value, text) in cases {
            XCTAssertEqual(TemplateNumber.decimal(value).description, text, "\(value)")
        }
    }

    func testShortDecimalsPrintAsTheGeneralPrinterDoes() {
        var generator = SystemRandomNumberGenerator()
        var values = (0...20_000).map { Double($0) / 10_000 }
        values += (0..<20_000).map { _ in Double(Int.random(in: 0..<1_000_000_000_000_000, using: &generator)) / 1e6 }
        values += (0..<20_000).map { _ in Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &generator)) }
        values += [1e-6, 1e-7, 999_999_999.999999, 1e9, 0.3, 0.1 + 0.2, 123.456, 1.5e-6, 5e-7]
        for value in values + values.map(-) where value.isFinite {
            if let fast = TemplateNumber.shortDecimalText(of: value) {
                XCTAssertEqual(fast, TemplateNumber.generalText(of: value), "\(value)")
            }
        }
        XCTAssertEqual(TemplateNumber.shortDecimalText(of: 0.8784), "0.8784")
        XCTAssertEqual(TemplateNumber.shortDecimalText(of: -12.5), "-12.5")
        XCTAssertEqual(TemplateNumber.shortDecimalText(of: 999_999_999.000001), "999999999.000001")
        XCTAssertEqual(TemplateNumber.shortDecimalText(of: 1e-6), "0.000001")
        XCTAssertNil(TemplateNumber.shortDecimalText(of: 0.1 + 0.2))
        XCTAssertNil(TemplateNumber.shortDecimalText(of: 1e-7))
        XCTAssertNil(TemplateNumber.shortDecimalText(of: 1e9))
    }

    func testJSONNumbersBecomeIntegersOnlyWhenWrittenAsIntegers() {
        XCTAssertEqual(TemplateValue(number("85", 85)), .number(.integer(85)))
        XCTAssertEqual(TemplateValue(number("-0", -0.0)), .number(.integer(0)))
        XCTAssertEqual(TemplateValue(number("1.210", 1.21)), .number(.decimal(1.21)))
        XCTAssertEqual(TemplateValue(number("1e2", 100)), .number(.decimal(100)))
        XCTAssertEqual(TemplateValue(number("99999999999999999999", 1e20)), .number(.decimal(1e20)))
        XCTAssertEqual(TemplateNumber(JSONNumber(literal: "1.210", double: 1.21)).description, "1.21")
        XCTAssertEqual(TemplateNumber(JSONNumber(literal: "2.0", double: 2)).description, "2")
    }

    func testJSONObjectsKeepTheirMemberOrder() {
        let members = ["zeta", "alpha", "mid"].enumerated().map { index, key in
            JSONMember(key: key, keyPosition: .start, value: number(String(index), Double(index)))
        }
        let json = JSONValue(.array([
            JSONValue(.object(JSONObject(members: members, at: .start)), at: .start),
            JSONValue(.string("s"), at: .start), JSONValue(.bool(false), at: .start), JSONValue(.null, at: .start),
        ]), at: .start)
        let value = TemplateValue(json)
        XCTAssertEqual(value, [["zeta": 0, "alpha": 1, "mid": 2], "s", false, nil])
        guard case .list(let elements) = value, case .map(let map) = elements.first else {
            return XCTFail("expected a list starting with a map, got \(value)")
        }
        XCTAssertEqual(map.keys, ["zeta", "alpha", "mid"])
    }

    func testTruthinessFollowsJavaScript() {
        let falsey: [TemplateValue] = [nil, false, 0, 0.0, .number(.decimal(.nan)), ""]
        let truthy: [TemplateValue] = [true, 1, -0.5, " ", "0", [], [:], [nil]]
        for value in falsey { XCTAssertFalse(value.isTruthy, "\(value)") }
        for value in truthy { XCTAssertTrue(value.isTruthy, "\(value)") }
    }

    func testMapKeepsInsertionOrderReplacesInPlaceAndRemoves() {
        var map: TemplateMap = ["b": 1, "a": 2, "b": 3]
        XCTAssertEqual(map.keys, ["b", "a"])
        XCTAssertEqual(map["b"], 3)
        map["c"] = "x"
        map["a"] = nil
        map["b"] = true
        XCTAssertEqual(Array(map.entries.map(\.0)), ["b", "c"])
        XCTAssertEqual(map.values, [true, "x"])
        XCTAssertNil(map["a"])
    }

    func testKeysSharingAFilterBitStayApartAndARepeatedKeyKeepsItsFirstPlace() {
        // 70 keys for 64 filter bits: some share a bit without being equal.
        let distinct = (0..<70).map { ("k\($0)", TemplateValue.number(.integer($0))) }
        let map = TemplateMap(distinct)
        XCTAssertEqual(map.keys, distinct.map(\.0))
        XCTAssertEqual(map["k69"], 69)
        let repeated = TemplateMap(distinct + [("k3", "again")])
        XCTAssertEqual(repeated.count, 70)
        XCTAssertEqual(repeated.keys[3], "k3")
        XCTAssertEqual(repeated["k3"], "again")
        XCTAssertEqual(repeated["k68"], 68)
    }

    func testLargeMapsLookUpEveryKey() {
        var map = TemplateMap((0..<1000).map { ("key\($0)", TemplateValue.number(.integer($0))) })
        XCTAssertEqual(map.count, 1000)
        XCTAssertEqual(map["key0"], 0)
        XCTAssertEqual(map["key999"], 999)
        map["key500"] = nil
        XCTAssertNil(map["key500"])
        XCTAssertEqual(map["key501"], 501)
        XCTAssertEqual(map.keys[500], "key501")
        map["new"] = "last"
        XCTAssertEqual(map["new"], "last")
        XCTAssertEqual(map.keys.last, "new")
    }

    func testMapsWithEqualEntriesAreEqualHoweverBuilt() {
        var grown = TemplateMap()
        for index in 0..<40 { grown["k\(index)"] = .number(.integer(index)) }
        let literal = TemplateMap((0..<40).map { ("k\($0)", TemplateValue.number(.integer($0))) })
        XCTAssertEqual(grown, literal)
        XCTAssertEqual(grown.hashValue, literal.hashValue)
        let abc: TemplateMap = ["a": 1, "b": 2]
        let bca: TemplateMap = ["b": 2, "a": 1]
        XCTAssertNotEqual(abc, bca)
    }

    func testParsedJSONRendersNumbersAsTheSpecExpects() throws {
        let json = try JSONParser.parse(#"{"b": 1.210, "a": 85, "list": [2.0, 1e21, -0.000001, 12]}"#, path: "c.json")
        let context = TemplateValue(json.root)
        guard case .map(let map) = context else { return XCTFail("expected a map, got \(context)") }
        XCTAssertEqual(map.keys, ["b", "a", "list"])
        let template = try MustacheTemplate(parsing: "{{#list}}{{.}} {{/list}}{{b}} {{a}}", path: "t.mustache")
        XCTAssertEqual(try template.render(context), "2 1e+21 -0.000001 12 1.21 85")
    }
}
