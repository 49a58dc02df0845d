// Tests that JSON nested 100,000 levels deep is an error at the parser's nesting limit, not a crash.
import XCTest
import PositionalJSON
import SourceDiagnostics
import TestSupport

/// JSON nested 100,000 levels deep (arrays, objects and both mixed) is an error at
/// ``JSONParser/maximumDepth``, never a stack overflow; nesting up to the limit parses.
final class JSONNestingLimitTests: XCTestCase {
    private let depth = 100_000
    private let jsonLimit = JSONParser.maximumDepth
    private let tooDeep = "arrays and objects nest deeper than \(JSONParser.maximumDepth) levels"

    /// `[{"a": [{"a": ... 0 ... }]}]`, `depth` levels.
    private var mixedJSON: String { DeeplyNestedJSON.arraysAndObjects(depth: depth) }

    private func parseError(_ text: String) -> Diagnostic? {
        do {
            _ = try JSONParser.parse(text, path: "deep.json")
            return nil
        } catch {
            return error
        }
    }

    func testParserStopsAtTheLimitInDeepArraysObjectsAndBoth() {
        let arrays = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let objects = String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)
        XCTAssertEqual(parseError(arrays)?.description, "deep.json:1:\(jsonLimit + 1): error: \(tooDeep)")
        XCTAssertEqual(parseError(objects)?.description, "deep.json:1:\(5 * jsonLimit + 1): error: \(tooDeep)")
        // Level 257 is the array opened by the 129th `[{"a": ` (7 characters each).
        XCTAssertEqual(parseError(mixedJSON)?.description, "deep.json:1:\(7 * (jsonLimit / 2) + 1): error: \(tooDeep)")
    }

    func testParserAcceptsNestingUpToTheLimit() throws {
        let text = String(repeating: #"[{"a": "#, count: jsonLimit / 2) + "0" + String(repeating: "}]", count: jsonLimit / 2)
        var value = try JSONParser.parse(text, path: "deep.json").root
        var levels = 0
        while let next = value.arrayValue?.first ?? value.objectValue?["a"] {
            value = next
            levels += 1
        }
        XCTAssertEqual(levels, jsonLimit)
        XCTAssertEqual(value.numberValue?.literal, "0")
    }
}
