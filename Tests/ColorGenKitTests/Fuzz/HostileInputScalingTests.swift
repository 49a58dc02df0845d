// Tests inputs that once cost superlinear work or merged/printed wrongly: big pointer fan-in, Unicode keys.
import XCTest
@testable import ColorGenKit
@testable import DesignTokens
@testable import Mustache
@testable import PositionalJSON
@testable import SourceDiagnostics

/// Inputs that used to cost more than linear work, or to be merged or printed wrongly: large
/// groups reached by many pointers, data large enough for the render budget, keys that differ
/// only by Unicode normalisation and names holding invisible characters.
final class HostileInputScalingTests: XCTestCase {
    private func validate(_ text: String) -> [Diagnostic] {
        DocumentValidator.validate(path: "/t.tokens.json", kind: .tokens,
                                   loader: InMemorySourceLoader(texts: ["/t.tokens.json": text]))
    }

    func testPointersIntoALargeGroupFindEveryMemberAndReportAMissingOne() throws {
        let count = 2_000
        let base = (0..<count).map { #""c\#($0)": {"$value": {"colorSpace": "srgb", "components": [\#(Double($0 % 10) / 10), 0.5, 0.5]}}"# }
        var refs = (0..<count).map { ##""r\##($0)": {"$ref": "#/base/c\##($0)/$value"}"## }
        refs.append(##""missing": {"$ref": "#/base/c\##(count)/$value"}"##)
        let text = #"{"base": {"$type": "color", "# + base.joined(separator: ",") + #"}, "refs": {"$type": "color", "#
            + refs.joined(separator: ",") + "}}"
        let document = try JSONParser.parse(text, path: "t.json")
        let read = TokenTreeReader.read(document.root, path: "t.json")
        let resolved = TokenEvaluator.evaluate(read.tree)
        XCTAssertEqual((read.diagnostics + resolved.diagnostics).map(\.message),
                       ["JSON pointer '#/base/c\(count)/$value' leads nowhere: group 'base' has no token or group 'c\(count)'"])
        XCTAssertEqual(resolved.tokens["refs.r1237"]?.color?.components, [0.7, 0.5, 0.5])
        XCTAssertEqual(resolved.tokens["refs.r\(count - 1)"]?.color?.components, [0.9, 0.5, 0.5])
    }

    func testALinearTemplateOverDataPastTheMinimumBudgetRenders() throws {
        // 300,000 elements entered by two sections each: 600,000 sections over a minimum of 1,000,000
        // would pass anyway, so three sections per element over 400,000 elements (1.2 million).
        let items = TemplateValue.list((0..<400_000).map { ["a": ["b": .number(.integer($0))]] })
        let template = try MustacheTemplate(parsing: "{{#items}}{{#a}}{{#b}}.{{/b}}{{/a}}{{/items}}", path: "t")
        XCTAssertEqual(try template.render(["items": items]).count, 399_999, "0 is false, so one element prints nothing")
    }

    func testTheBudgetStillStopsWorkThatMultiplies() throws {
        // Ten elements, sections nested 8 deep: 10^8 passes, far past a budget linear in 11 values.
        let template = try MustacheTemplate(parsing: String(repeating: "{{#l}}", count: 8) + String(repeating: "{{/l}}", count: 8),
                                            path: "t")
        XCTAssertThrowsError(try template.render(["l": .list((1...10).map { .number(.integer($0)) })])) { error in
            XCTAssertTrue((error as? Diagnostic)?.message.hasPrefix("rendering enters sections and partials more than 1000000 times") == true)
        }
    }

    func testKeysDifferingOnlyByNormalisationAreTwoKeys() throws {
        for text in ["{\"\u{E9}\": 1, \"e\u{301}\": 2}", #"{"\u00e9": 1, "e\u0301": 2}"#,
                     "{" + (0..<20).map { "\"k\($0)\": 0" }.joined(separator: ",") + ", \"\u{E9}\": 1, \"e\u{301}\": 2}"] {
            let document = try JSONParser.parse(text, path: "t.json")
            XCTAssertEqual(document.warnings.map(\.message), [], text)
            let object = try XCTUnwrap(document.root.objectValue)
            XCTAssertEqual(object["\u{E9}"]?.numberValue?.int, 1)
            XCTAssertEqual(object["e\u{301}"]?.numberValue?.int, 2)
        }
        let tokens = """
            {"c": {"$type": "color",
              "\u{E9}": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}},
              "e\u{301}": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1]}},
              "to\u{E9}": {"$value": "{c.\u{E9}}"}, "toE": {"$value": "{c.e\u{301}}"}}}
            """
        let document = try JSONParser.parse(tokens, path: "t.json")
        let resolved = TokenEvaluator.evaluate(TokenTreeReader.read(document.root, path: "t.json").tree)
        XCTAssertEqual(resolved.diagnostics.map(\.description), [])
        XCTAssertEqual(resolved.tokens["c.to\u{E9}"]?.color?.components, [1, 0, 0])
        XCTAssertEqual(resolved.tokens["c.toE"]?.color?.components, [0, 0, 1])
        XCTAssertEqual(resolved.tokens.count, 4)
    }

    func testInvisibleCharactersAreEscapedInEveryDiagnostic() {
        let diagnostics = validate(#"{"t": {"$type": "color", "$value": "{a\u202Eb\u0007c\u200Bd\u000A}"}}"#)
        let printed = diagnostics.map(\.description).joined(separator: "\n")
        XCTAssertFalse(diagnostics.isEmpty)
        XCTAssertTrue(printed.contains(#"a\u{202E}b\u{7}c\u{200B}d\u{A}"#), printed)
        XCTAssertFalse(printed.unicodeScalars.contains { [0x202E, 0x07, 0x200B].contains($0.value) }, printed)
        XCTAssertEqual("plain é text, emoji 👍🏽".escapingInvisibleCharacters(), "plain é text, emoji 👍🏽")
        XCTAssertEqual("two\nlines\tand \u{1B}[31m".escapingInvisibleCharacters(keepingLineBreaks: true),
                       "two\nlines\tand \\u{1B}[31m")
    }
}
