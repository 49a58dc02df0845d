// Runs the public YAML test suite from ../shared against YAMLParser, the block subset reader.
import Foundation
import XCTest
import PositionalJSON
import PositionalYAML
import SourceDiagnostics

/// Runs `../shared/conformance/yaml-test-suite` against ``YAMLParser``, which reads a subset of
/// YAML. What passing means for a subset (the suite's SOURCES.md): every input it accepts gives
/// exactly the case's `in.json`; every case marked `error` is refused; a valid input outside the
/// subset may be refused only with an error naming the construct it does not take.
final class YAMLSuiteTests: XCTestCase {
    /// The cases the suite holds, variants counted one by one.
    private static let caseCount = 402

    private enum Outcome: Hashable {
        case acceptedAndMatching, refusedNamingConstruct(YAMLUnsupportedConstruct), errorRefused
    }

    func testSuite() throws {
        let folder = try SharedFolder.require("conformance/yaml-test-suite/cases")
        let cases = try Self.cases(in: folder)
        XCTAssertEqual(cases.count, Self.caseCount, "unexpected number of cases")
        var counts: [Outcome: Int] = [:]
        var failures = 0
        for url in cases {
            let name = url.path.replacingOccurrences(of: folder.path + "/", with: "")
            switch try Self.outcome(of: url, named: name) {
            case .success(let outcome): counts[outcome, default: 0] += 1
            case .failure(let failure):
                failures += 1
                XCTFail(failure.message)
            }
        }
        let refusals = YAMLUnsupportedConstruct.allCases.compactMap { construct in
            counts[.refusedNamingConstruct(construct)].map { "\($0) \(construct.name)" }
        }
        let refused = YAMLUnsupportedConstruct.allCases.reduce(0) { $0 + (counts[.refusedNamingConstruct($1)] ?? 0) }
        print("""
            YAML suite: \(cases.count) cases: \(counts[.acceptedAndMatching] ?? 0) accepted and matching in.json, \
            \(refused) valid inputs refused naming a construct outside the subset (\(refusals.joined(separator: ", "))), \
            \(counts[.errorRefused] ?? 0) error cases refused, \(failures) failing
            """)
    }

    private struct Failure: Error {
        var message: String
    }

    /// Every case folder: `cases/<ID>`, or `cases/<ID>/<NN>` for a case with variants.
    private static func cases(in folder: URL) throws -> [URL] {
        let manager = FileManager.default
        var cases: [URL] = []
        // `name/` and `tags/` are indexes of the cases, not cases.
        for id in try manager.contentsOfDirectory(atPath: folder.path).sorted() where id != "name" && id != "tags" {
            let url = folder.appendingPathComponent(id)
            if manager.fileExists(atPath: url.appendingPathComponent("in.yaml").path) {
                cases.append(url)
            } else {
                for variant in try manager.contentsOfDirectory(atPath: url.path).sorted() {
                    cases.append(url.appendingPathComponent(variant))
                }
            }
        }
        return cases
    }

    private static func outcome(of url: URL, named name: String) throws -> Result<Outcome, Failure> {
        let title = (try? String(contentsOf: url.appendingPathComponent("==="), encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        let label = "\(name) (\(title))"
        let bytes = try [UInt8](Data(contentsOf: url.appendingPathComponent("in.yaml")))
        let mustFail = FileManager.default.fileExists(atPath: url.appendingPathComponent("error").path)
        let documents: [JSONValue]
        do {
            documents = try YAMLParser.parseStream(bytes, path: "in.yaml")
        } catch {
            if mustFail { return .success(.errorRefused) }
            let construct = YAMLUnsupportedConstruct.allCases.first {
                error.message.hasPrefix("YAML \($0.name) is not supported (colorgen reads the block subset of YAML)")
            }
            guard let construct else {
                return .failure(Failure(message: "\(label): valid, refused without naming a construct: \(error)"))
            }
            return .success(.refusedNamingConstruct(construct))
        }
        if mustFail { return .failure(Failure(message: "\(label): accepted, but the case is an error")) }
        let expected = try expectedValues(url.appendingPathComponent("in.json"))
        let actual = documents.map(canonical)
        guard actual == expected else {
            return .failure(Failure(message: "\(label): read as \(actual), in.json has \(expected)"))
        }
        return .success(.acceptedAndMatching)
    }

    /// The values of `in.json`, one per document, in a canonical text.
    private static func expectedValues(_ url: URL) throws -> [String] {
        let text = try String(contentsOf: url, encoding: .utf8)
        return try topLevelValues(of: text).map { (chunk) throws -> String in
            canonical(try JSONParser.parse(chunk, path: "in.json", syntax: .json).root)
        }
    }

    /// The top-level values of a text holding several JSON values one after another.
    private static func topLevelValues(of text: String) -> [String] {
        var values: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        var escaped = false
        for character in text {
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "{" || character == "[" {
                depth += 1
            } else if character == "}" || character == "]" {
                depth -= 1
            } else if character.isWhitespace && depth == 0 {
                if !current.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { values.append(current) }
                current = ""
                continue
            }
            current.append(character)
        }
        if !current.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { values.append(current) }
        return values
    }

    /// A value as text that two equal values share: numbers by value, members sorted by key.
    private static func canonical(_ value: JSONValue) -> String {
        switch value.kind {
        case .null: "null"
        case .bool(let flag): "\(flag)"
        case .number(let number): number.double.isNaN ? "nan" : "\(number.double)"
        case .string(let string): string.debugDescription
        case .array(let array): "[" + array.map(canonical).joined(separator: ",") + "]"
        case .object(let object):
            "{" + object.members.sorted { $0.key < $1.key }.map { "\($0.key.debugDescription):\(canonical($0.value))" }
                .joined(separator: ",") + "}"
        }
    }
}
