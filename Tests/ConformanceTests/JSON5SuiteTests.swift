// Runs the public JSON5 parse suite from ../shared against JSONParser's JSON5 mode, error positions too.
import Foundation
import XCTest
import ColorGenKit
import PositionalJSON
import SourceDiagnostics

/// Runs the public JSON5 parse suite from `../shared/conformance/json5-tests` against
/// ``JSONParser`` reading JSON5. A case's extension is its expectation: `.json` and `.json5`
/// parse, `.js` and `.txt` are rejected; a `.errorSpec` beside a rejected case gives the line and
/// column the error must be reported at. `todo/` holds undecided cases and is not run.
final class JSON5SuiteTests: XCTestCase {
    /// The decided cases the suite holds.
    private static let decidedCaseCount = 111

    func testSuite() throws {
        let folder = try SharedFolder.require("conformance/json5-tests")
        let cases = try Self.cases(in: folder)
        XCTAssertEqual(cases.count, Self.decidedCaseCount, "unexpected number of decided cases")
        var failures: [String] = []
        for url in cases {
            if let failure = try Self.failure(of: url, in: folder) {
                failures.append(failure)
                XCTFail(failure)
            }
        }
        print("JSON5 suite: \(cases.count - failures.count)/\(cases.count) cases pass")
    }

    /// Valid JSON reads as the same value, positions included, whichever syntax reads it.
    func testJSONCasesReadTheSameAsJSONAndAsJSON5() throws {
        let folder = try SharedFolder.require("conformance/json5-tests")
        for url in try Self.cases(in: folder) where url.pathExtension == "json" {
            let bytes = try [UInt8](Data(contentsOf: url))
            let json = try JSONParser.parse(bytes, path: url.lastPathComponent, syntax: .json)
            let json5 = try JSONParser.parse(bytes, path: url.lastPathComponent, syntax: .json5)
            XCTAssertEqual(Self.dump(json.root), Self.dump(json5.root), url.lastPathComponent)
        }
    }

    private static func cases(in folder: URL) throws -> [URL] {
        let caseExtensions: Set<String> = ["json", "json5", "js", "txt"]
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        return enumerator.compactMap { $0 as? URL }
            .filter { caseExtensions.contains($0.pathExtension) && !$0.path.contains("/todo/") }
            .sorted { $0.path < $1.path }
    }

    /// How the parser fails `url`, or `nil` when it meets the case's expectation.
    private static func failure(of url: URL, in folder: URL) throws -> String? {
        let name = url.path.replacingOccurrences(of: folder.path + "/", with: "")
        let bytes = try [UInt8](Data(contentsOf: url))
        let mustParse = url.pathExtension == "json" || url.pathExtension == "json5"
        do {
            _ = try JSONParser.parse(bytes, path: name, syntax: .json5)
            return mustParse ? nil : "\(name): parsed, but the case must be rejected"
        } catch {
            if mustParse { return "\(name): must parse, but: \(error)" }
            let specURL = url.deletingPathExtension().appendingPathExtension("errorSpec")
            guard FileManager.default.fileExists(atPath: specURL.path),
                  let expected = try expectedPosition(specURL, lines: bytes) else { return nil }
            guard let actual = error.location?.position, actual == expected else {
                return "\(name): error \"\(error)\" should be at \(expected)"
            }
            return nil
        }
    }

    /// The position an `.errorSpec` (itself JSON5) gives, as colorgen counts. The suite's
    /// reference parser counts the characters it has read on the line, the bad one included,
    /// but starts line 1 at 1 and every later line at 0: so its columns are 1-based except on
    /// line 1, where they are one more, and a bad line break is "column 0" of the next line,
    /// where colorgen points at the line break itself (after the previous line's last character).
    private static func expectedPosition(_ specURL: URL, lines bytes: [UInt8]) throws -> TextPosition? {
        let spec = try JSONParser.parse([UInt8](Data(contentsOf: specURL)), path: specURL.lastPathComponent, syntax: .json5)
        let object = try XCTUnwrap(spec.root.objectValue, "\(specURL.lastPathComponent) is not an object")
        guard let line = object["lineNumber"]?.numberValue?.int,
              let column = (object["columnNumber"] ?? object["columNumber"])?.numberValue?.int else { return nil }
        if line == 1 { return TextPosition(line: 1, column: column - 1) }
        guard column == 0 else { return TextPosition(line: line, column: column) }
        let text = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        return TextPosition(line: line - 1, column: text[line - 2].unicodeScalars.count + 1)
    }

    /// A value with every position, for comparing two parses.
    private static func dump(_ value: JSONValue) -> String {
        let kind: String = switch value.kind {
        case .null: "null"
        case .bool(let bool): "\(bool)"
        case .number(let number): "\(number.literal)=\(number.double)"
        case .string(let string): "\"\(string)\""
        case .array(let array): "[" + array.map(dump).joined(separator: ",") + "]"
        case .object(let object):
            "{" + object.members.map { "\($0.key)@\($0.keyPosition):\(dump($0.value))" }.joined(separator: ",") + "}"
        }
        return "\(value.position)\(kind)"
    }
}
