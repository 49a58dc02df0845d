// Tests that TokenValidator's shortcuts give exactly the diagnostics of reading and resolving in full.
import XCTest
@testable import DesignTokens
@testable import PositionalJSON
@testable import SourceDiagnostics

/// `TokenValidator` skips the `$ref` walk for documents without `$ref` keys, looks for aliases
/// only where the parser saw strings that may be references, and resolves without keeping tokens:
/// its diagnostics must be exactly those of reading and resolving the general way.
final class TokenValidatorShortcutTests: XCTestCase {
    private func generalDiagnostics(_ text: String) throws -> [Diagnostic] {
        let document = try JSONParser.parse(text, path: "t.json")
        let (tree, readDiagnostics) = TokenTreeReader.read(document.root, path: "t.json")
        let (_, resolveDiagnostics) = TokenEvaluator.evaluate(tree)
        return (document.warnings + readDiagnostics + resolveDiagnostics).inReadingOrder
    }

    private func assertSameDiagnostics(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let validated = TokenValidator.validate(Array(text.utf8), path: "t.json")
        XCTAssertEqual(validated.map(\.description), try generalDiagnostics(text).map(\.description), file: file, line: line)
        XCTAssertFalse(validated.isEmpty, "the case should report something", file: file, line: line)
    }

    func testAliasesInsideCompositeValuesAndEscapedBraces() throws {
        try assertSameDiagnostics(#"""
            {"c": {"$type": "color", "red": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}},
             "d": {"$type": "dimension", "one": {"$value": {"value": 1, "unit": "px"}}},
             "s": {"$type": "shadow", "$value": [{"color": "\u007bc.red}", "offsetX": "{d.one}",
                   "offsetY": {"value": 0, "unit": "px"}, "blur": "{d.missing}", "spread": "{c.red}"}]},
             "k": {"$type": "strokeStyle", "$value": {"dashArray": ["{d.one}", "{c}"], "lineCap": "round"}},
             "e": {"$type": "color", "$value": "\u007bc.red}"}, "f": {"$type": "color", "$value": "{d.one}"},
             "x": {"$type": "color", "$value": "#12"}, "y": {"$value": "{y}"}}
            """#)
    }

    func testPathsOfMessagesCyclesAndHints() throws {
        try assertSameDiagnostics(#"""
            {"top": {"$type": "number", "$value": 1},
             "a": {"$type": "number", "$root": {"$value": 2},
                   "b": {"c": {"$value": "{a.b.d}"}, "d": {"$value": "{a.b.c}"}, "e": {"$value": "{top.x}"}},
                   "f": {"$value": "{a.b}"}, "g": {"$value": "{a.$root}"}, "h": {"$value": "{a.b.zz}"}},
             "n": {"untyped": {"$value": 3}, "$type": "nope", "t": {"$value": 4}}}
            """#)
    }

    func testRepeatedLegacyColorWarningsFoldAlike() throws {
        let tokens = (0..<6).map { "\"t\($0)\": {\"$value\": \"#00000\($0)\"}" }.joined(separator: ", ")
        try assertSameDiagnostics("{\"g\": {\"$type\": \"color\", \(tokens), \"bad\": {\"$value\": 1}}}")
    }

    /// The reader frees each group's members once read, in the document it is given: a caller
    /// that keeps its own copy of the document must find it whole afterwards.
    func testReadingFreesOnlyTheReadersCopyOfTheDocument() throws {
        let text = #"{"g": {"$type": "color", "a": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}},"#
            + #" "n": {"b": {"$value": "{g.a}"}}}}"#
        let document = try JSONParser.parse(text, path: "t.json")
        XCTAssertFalse(document.containsPointerKeys)
        let read = TokenTreeReader.read(document)
        XCTAssertEqual(read.diagnostics.map(\.description), [])
        guard case .group(let group)? = read.tree.root.child(named: "g"), case .group(let nested)? = group.child(named: "n"),
              case .token(let alias)? = nested.child(named: "b") else { return XCTFail("the tree lacks g.n.b") }
        XCTAssertEqual(alias.value?.stringValue, "{g.a}")
        let kept = document.root.objectValue?["g"]?.objectValue
        XCTAssertEqual(kept?.keys, ["$type", "a", "n"])
        XCTAssertEqual(kept?["n"]?.objectValue?["b"]?.objectValue?["$value"]?.stringValue, "{g.a}")
        XCTAssertEqual(kept?["a"]?.objectValue?["$value"]?.objectValue?["components"]?.arrayValue?.count, 3)
    }
}
