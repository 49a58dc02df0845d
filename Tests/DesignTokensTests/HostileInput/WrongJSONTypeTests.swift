// Tests each `$value`, `$type` and `$extensions` of real files replaced by every JSON kind: error at it.
import Foundation
import XCTest
import DesignTokens
import PositionalJSON
import SourceDiagnostics
import TestSupport

/// Every `$value`, `$type` and `$extensions` of real token files replaced, one at a time, by a
/// value of each JSON kind is an error at exactly the replaced value's line and column (except
/// where that kind is valid there: an object for `$extensions`).
///
/// Each file is read as the generator reads a scheme: merged after the SageResearch v2 swatches
/// it refers to.
final class WrongJSONTypeTests: XCTestCase {
    /// One value of each JSON kind, none of them valid as a `$value` or a `$type`.
    private let replacements = ["null", "true", "-7.5e3", #""wrong""#, "[1, {}]", #"{"x": 1}"#]

    private let files = ["default/light.tokens.json", "default/dark.tokens.json", "palettes/test.tokens.json",
                         "palettes/wireframe.tokens.json"]

    private func parse(_ relativePath: String) throws -> JSONValue {
        let url = PackageRoot.url.appendingPathComponent("Schemes").appendingPathComponent(relativePath)
        return try JSONParser.parse([UInt8](try Data(contentsOf: url)), path: relativePath).root
    }

    private lazy var sageTree: TokenTree = {
        let sage = try? parse("sage/sage-v2.tokens.json")
        return TokenTreeReader.read(sage ?? JSONValue(.null, at: .start), path: "sage-v2.tokens.json").tree
    }()

    /// The errors of the token file `text` merged after the Sage swatches.
    private func schemeErrors(_ text: String, path: String) -> [Diagnostic] {
        let document: JSONDocument
        do {
            document = try JSONParser.parse(text, path: path)
        } catch {
            return [error]
        }
        let read = TokenTreeReader.read(document.root, path: path)
        let resolved = TokenEvaluator.evaluate(TokenTree.merged([sageTree, read.tree]))
        return (document.warnings + read.diagnostics + resolved.diagnostics).filter { $0.severity == .error }
    }

    func testTheRewrittenFilesAreValidAsTheyStand() throws {
        for file in files {
            let writer = PositionedJSONWriter(root: try parse(file), replaceableKeys: ["$value", "$type", "$extensions"])
            let errors = schemeErrors(writer.write().text, path: "/\(file)")
            XCTAssertEqual(errors.map(\.description), [], file)
        }
    }

    func testEveryWrongKindEverywhereIsAnErrorAtTheReplacedValue() throws {
        var checked = 0
        for file in files {
            let writer = PositionedJSONWriter(root: try parse(file), replaceableKeys: ["$value", "$type", "$extensions"])
            let slots = writer.slots
            XCTAssertGreaterThan(slots.count, 10, file)
            for slot in slots {
                for replacement in replacements {
                    let output = writer.write(replacing: slot, with: replacement)
                    let path = "/\(file)"
                    let errors = schemeErrors(output.text, path: path)
                    let context = "\(file): \(slot.key) #\(slot.number) replaced by \(replacement)"
                    if slot.key == "$extensions" && replacement.hasPrefix("{") {
                        XCTAssertEqual(errors.map(\.description), [], context)
                        continue
                    }
                    let expected = SourceLocation(path: path, line: output.line, column: output.column)
                    XCTAssertTrue(errors.contains { $0.location == expected },
                                  "\(context): no error at \(expected) among \(errors.map(\.description))")
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 500)
    }
}
