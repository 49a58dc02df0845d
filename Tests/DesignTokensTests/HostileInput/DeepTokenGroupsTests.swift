// Tests that the document validator reports tokens nested 100,000 levels deep as one error, not a crash.
import XCTest
import DesignTokens
import PositionalJSON
import SourceDiagnostics
import TestSupport

/// Token groups (and plain JSON) nested 100,000 levels deep are one error at
/// ``JSONParser/maximumDepth`` from the document validator; groups nested up to the limit validate.
final class DeepTokenGroupsTests: XCTestCase {
    private let depth = 100_000
    private let jsonLimit = JSONParser.maximumDepth
    private let tooDeep = "arrays and objects nest deeper than \(JSONParser.maximumDepth) levels"

    /// `[{"a": [{"a": ... 0 ... }]}]`, `depth` levels.
    private var mixedJSON: String { DeeplyNestedJSON.arraysAndObjects(depth: depth) }

    /// Groups inside groups: `{"g": {"g": ... {"$type": "color", "t": {...}} ... }}`.
    private var deepGroups: String {
        String(repeating: #"{"g": "#, count: depth)
            + ##"{"$type": "color", "t": {"$value": "#ffffff"}}"##
            + String(repeating: "}", count: depth)
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
}
