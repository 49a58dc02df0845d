// Tests that did-you-mean hints and messages stay cheap and short whatever the names' lengths and numbers.
import Foundation
import TestSupport
import XCTest

/// Did-you-mean hints are bounded: long names get none, far candidates are skipped unread and
/// the distance is computed within a band; messages are bounded too, a huge name quoted in one
/// being cut in its middle. Each run has a time and memory cap, so a regression (the full edit
/// distance took 23.7 GB on two 40,000-character names) fails instead of exhausting the machine.
final class HintCostTests: XCTestCase {
    private static let black = #"{"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}"#

    func testTwoFortyThousandCharacterNamesCostNoHint() throws {
        let folder = try TemporaryFolder()
        let name = String(repeating: "a", count: 40_000)
        try folder.write("t.tokens.json", #"{"x": {"$type": "color", "$value": "{"# + name.dropLast() + #"b}"}, ""#
                         + name + #"": "# + Self.black + "}")
        let run = try CLIRunner.runBounded(["validate", "t.tokens.json"], in: folder.url, seconds: 30, megabytes: 600)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("error: "), run.stderr)
        XCTAssertFalse(run.stderr.contains("did you mean"), "a 40,000-character name gets no hint")
        XCTAssertLessThan(run.stderr.utf8.count, 2_000, "the names are cut in the messages")
    }

    func testFourHundredUnresolvedAliasesBesideFourHundredLongNamesGetTheirHints() throws {
        let folder = try TemporaryFolder()
        var generator = SystemRandomNumberGenerator()
        let names = (0..<400).map { _ in "shade-" + String((0..<194).map { _ in "abcdefghij".randomElement(using: &generator)! }) }
        let tokens = names.map { "\"\($0)\": \(Self.black)" }.joined(separator: ", ")
        let aliases = names.enumerated().map { #""a\#($0.offset)": {"$type": "color", "$value": "{brand.\#($0.element.dropLast(3))zzz}"}"# }
        try folder.write("t.tokens.json", #"{"brand": {"# + tokens + #"}, "alias": {"# + aliases.joined(separator: ", ") + "}}")
        let run = try CLIRunner.runBounded(["validate", "t.tokens.json"], in: folder.url, seconds: 60, megabytes: 600)
        XCTAssertEqual(run.status, 1)
        let hints = run.stderr.components(separatedBy: "did you mean").count - 1
        XCTAssertEqual(hints, 400, "each alias three edits from its name gets its hint")
    }

    func testAMegabyteNameMakesAShortMessage() throws {
        let folder = try TemporaryFolder()
        try folder.write("t.tokens.json", #"{"a": {"$type": "color", "$value": "{"# + String(repeating: "x", count: 1_000_000) + #"}"}}"#)
        let run = try CLIRunner.runBounded(["validate", "t.tokens.json"], in: folder.url, seconds: 30, megabytes: 600)
        XCTAssertEqual(run.status, 1)
        let first = try XCTUnwrap(run.stderr.split(separator: "\n").first)
        XCTAssertTrue(first.hasPrefix("t.tokens.json:1:36: error: '{xxxx"), String(first.prefix(100)))
        XCTAssertTrue(first.contains("x…x"), "the name is cut in its middle")
        XCTAssertLessThan(run.stderr.utf8.count, 4_000)
    }
}
