// Tests that JSON and Mustache nested 100,000 levels deep are errors at the nesting limit, not crashes.
import XCTest
import ColorGenKit
import DesignTokens
import Mustache
import PositionalJSON
import SourceDiagnostics

/// Input nested 100,000 levels deep is an error at the nesting limit, never a stack overflow:
/// in JSON (arrays, objects and both mixed) read by the parser, the document validator and the
/// config reader, and in Mustache templates (sections, inverted sections, partials).
final class DeepNestingTests: XCTestCase {
    private let depth = 100_000
    private let jsonLimit = JSONParser.maximumDepth
    private let mustacheLimit = MustacheTemplate.maximumNestingDepth

    /// `[{"a": [{"a": ... 0 ... }]}]`, every level closed: `depth` arrays and `depth` objects.
    private var mixedJSON: String {
        String(repeating: #"[{"a": "#, count: depth / 2) + "0" + String(repeating: "}]", count: depth / 2)
    }

    /// Groups inside groups: `{"g": {"g": ... {"$type": "color", "t": {...}} ... }}`.
    private var deepGroups: String {
        String(repeating: #"{"g": "#, count: depth)
            + ##"{"$type": "color", "t": {"$value": "#ffffff"}}"##
            + String(repeating: "}", count: depth)
    }

    private let tooDeep = "arrays and objects nest deeper than \(JSONParser.maximumDepth) levels"

    private func parseError(_ text: String) -> Diagnostic? {
        do {
            _ = try JSONParser.parse(text, path: "deep.json")
            return nil
        } catch {
            return error
        }
    }

    // MARK: JSON

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

    func testValidatorReportsDeepTokenGroupsAsOneError() {
        let loader = InMemorySourceLoader(texts: ["/deep.tokens.json": deepGroups, "/mixed.json": mixedJSON])
        for kind in [nil, DocumentKind.tokens, .resolver] {
            let diagnostics = DocumentValidator.validate(path: "/deep.tokens.json", kind: kind, loader: loader)
            XCTAssertEqual(diagnostics.map(\.description),
                           ["/deep.tokens.json:1:\(6 * jsonLimit + 1): error: \(tooDeep)"])
        }
        XCTAssertEqual(DocumentValidator.validate(path: "/mixed.json", kind: nil, loader: loader).map(\.description),
                       ["/mixed.json:1:\(7 * (jsonLimit / 2) + 1): error: \(tooDeep)"])
    }

    func testValidatorAcceptsGroupsNestedUpToTheLimit() {
        // The root and the groups, then the innermost group, the token, its value and the
        // value's components: four more levels.
        let levels = jsonLimit - 4
        let text = String(repeating: #"{"g": "#, count: levels)
            + #"{"$type": "color", "t": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}}"#
            + String(repeating: "}", count: levels)
        let loader = InMemorySourceLoader(texts: ["/t.tokens.json": text])
        XCTAssertEqual(DocumentValidator.validate(path: "/t.tokens.json", kind: .tokens, loader: loader).map(\.description), [])
    }

    func testConfigReaderReportsDeepNestingAnywhereAsOneError() {
        let inSchemes = #"{"schemes": {"light": "# + mixedJSON + "}, \"outputs\": []}"
        let (config, diagnostics) = ConfigReader.read(Array(inSchemes.utf8), path: "colorgen.json")
        XCTAssertNil(config)
        XCTAssertEqual(diagnostics.map(\.description),
                       ["colorgen.json:1:\(22 + 7 * ((jsonLimit - 2) / 2) + 1): error: \(tooDeep)"])
        let (rootConfig, rootDiagnostics) = ConfigReader.read(Array(mixedJSON.utf8), path: "colorgen.json")
        XCTAssertNil(rootConfig)
        XCTAssertEqual(rootDiagnostics.count, 1)
        XCTAssertEqual(rootDiagnostics.first?.message, tooDeep)
    }

    // MARK: Mustache

    private func templateError(_ text: String, partials: MustachePartials = .none) -> Diagnostic? {
        do {
            _ = try MustacheTemplate(parsing: text, path: "deep").render(["a": [["a": true]], "b": "x"], partials: partials)
            return nil
        } catch {
            return error
        }
    }

    private var mustacheTooDeep: String { "sections and partials are nested more than \(mustacheLimit) levels deep" }

    func testMustacheSectionsAndInvertedSectionsStopAtTheLimit() {
        for opening in ["{{#a}}", "{{^b}}", "{{#a}}{{^b}}"] {
            let tags = opening.count / 6
            let closing = opening.replacingOccurrences(of: "#", with: "/").replacingOccurrences(of: "^", with: "/")
            let text = String(repeating: opening, count: depth / tags) + String(repeating: closing, count: depth / tags)
            XCTAssertEqual(templateError(text)?.description, "deep:1:\(6 * mustacheLimit + 1): error: \(mustacheTooDeep)",
                           opening)
        }
    }

    func testMustacheUnclosedAndUnopenedSectionsAreErrors() {
        XCTAssertEqual(templateError(String(repeating: "{{#a}}", count: depth))?.location?.position,
                       TextPosition(line: 1, column: 6 * mustacheLimit + 1))
        XCTAssertEqual(templateError(String(repeating: "{{/a}}", count: depth))?.location?.position,
                       TextPosition.start)
    }

    func testMustachePartialChainStopsAtTheLimit() {
        // p0 includes p1, which includes p2, ... p99999: each partial is one level.
        let partials = MustachePartials(whenMissing: .reportError) { name in
            guard let number = Int(name.dropFirst()), name.first == "p", number < 100_000 else { return nil }
            return MustachePartial(text: "{{>p\(number + 1)}}", path: name)
        }
        let error = templateError("{{>p0}}", partials: partials)
        XCTAssertEqual(error?.message, mustacheTooDeep)
        XCTAssertEqual(error?.location?.path, "p\(mustacheLimit - 1)")
    }
}
