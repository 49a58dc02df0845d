// Tests the primer-json5 corpus case: GitHub Primer's JSON5 sources parse and give the light colors.
import Foundation
import XCTest
import ColorGenKit
import DesignTokens
import PositionalJSON

/// The corpus case `primer-json5` of `../shared/realworld/cases.json`: GitHub Primer's JSON5
/// sources parse, and the light colors its case lists resolve to the expected values.
/// (The dark scheme's colors live in Primer's per-token mode overrides, read by the real-world
/// harness, not here.)
final class PrimerJSON5Tests: XCTestCase {
    func testPrimerJSON5SourcesParseAndGiveTheLightColors() throws {
        let corpus = try SharedFolder.require("realworld")
        let casesDocument = try JSONParser.parse([UInt8](Data(contentsOf: corpus.appendingPathComponent("cases.json"))),
                                                 path: "cases.json")
        let primer = try XCTUnwrap(casesDocument.root.objectValue?["cases"]?.arrayValue?.first {
            $0.objectValue?["id"]?.stringValue == "primer-json5"
        }?.objectValue, "cases.json has no case primer-json5")
        let lightFiles = try XCTUnwrap(primer["schemes"]?.objectValue?["light"]?.arrayValue?.compactMap(\.stringValue))
        XCTAssertEqual(lightFiles.map { JSONSyntax(forPath: $0) }, [.json5, .json5])

        var trees: [TokenTree] = []
        for file in lightFiles {
            let bytes = try [UInt8](Data(contentsOf: corpus.appendingPathComponent(file)))
            let document = try JSONParser.parse(bytes, path: file)
            trees.append(TokenTreeReader.read(document.root, path: file).tree)
        }
        let tokens = TokenEvaluator.evaluate(TokenTree.merged(trees)).tokens
        let expectations = try XCTUnwrap(primer["expect"]?.arrayValue)
        XCTAssertFalse(expectations.isEmpty)
        for expectation in expectations {
            let object = try XCTUnwrap(expectation.objectValue)
            let path = try XCTUnwrap(object["token"]?.stringValue)
            let light = try XCTUnwrap(object["expect"]?.objectValue?["light"]?.stringValue)
            let color = try XCTUnwrap(tokens[path]?.color?.srgb, "\(path) did not resolve")
            XCTAssertEqual(color.hex + String(format: "%02x", color.alpha8Bit), light, path)
        }
    }
}
