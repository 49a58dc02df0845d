// Generates every case of ../shared/realworld and checks its colors and its golden diagnostics.
import Foundation
import XCTest
import ColorGenKit
import ColorGenRender
import OutputFiles
import SourceDiagnostics
import TestSupport

/// Every case of the real-world corpus (`../shared/realworld/cases.json`: files published by real
/// design systems, with colors computed independently of colorgen) generated through the same
/// entry point as `colorgen generate`, with the config at `Tests/Fixtures/RealWorld/<case id>/`.
///
/// Each listed color must come out in every scheme; each case's diagnostics are a golden file
/// (`Tests/Golden/RealWorld/<case id>.diagnostics.txt`), so new noise shows up in review; a case
/// marked `expectError` must give one error per file naming the format it is in.
final class RealWorldCorpusTests: XCTestCase {
    static let fixtures = PackageRoot.url.appendingPathComponent("Tests/Fixtures/RealWorld")

    func testEveryCaseGeneratesItsExpectedColors() throws {
        let corpus = try SharedCorpus.require()
        let cases = try XCTUnwrap(
            (try JSONSerialization.jsonObject(with: Data(contentsOf: corpus.appendingPathComponent("cases.json")))
                as? [String: Any])?["cases"] as? [[String: Any]])
        XCTAssertGreaterThan(cases.count, 10)
        for testCase in cases {
            let id = try XCTUnwrap(testCase["id"] as? String)
            let config = Self.fixtures.appendingPathComponent("\(id)/colorgen.json")
            guard FileManager.default.fileExists(atPath: config.path) else {
                XCTFail("case \(id) has no fixture at Tests/Fixtures/RealWorld/\(id)/colorgen.json")
                continue
            }
            let result = Generator.generate(configPath: config.path, loader: RepositoryLoader())
            GoldenFile.assertMatches(Self.transcript(result.diagnostics, corpus: corpus),
                                     golden: "RealWorld/\(id).diagnostics.txt")
            let errors = result.diagnostics.filter { $0.severity == .error }
            if testCase["expectError"] != nil {
                checkOneErrorPerFile(errors, of: testCase, id: id, corpus: corpus)
                continue
            }
            XCTAssertEqual(errors.map(\.description), [], "case \(id)")
            try checkExpectedColors(of: testCase, id: id, files: result.files)
        }
    }

    /// IBM Carbon's 244-color palette as a reference-only file plus a small theme: the roles are the
    /// theme's only (the palette's 3-digit `hex` members are read as real files write them).
    func testCarbonPaletteWithAThemeGivesRolesForTheThemeOnly() throws {
        _ = try SharedCorpus.require()
        let config = Self.fixtures.appendingPathComponent("carbon-theme/colorgen.json")
        let result = Generator.generate(configPath: config.path, loader: RepositoryLoader())
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.description), [])
        let file = try XCTUnwrap(result.files.first { $0.path.hasSuffix(".light.tokens.json") })
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(file.bytes)) as? [String: Any])
        XCTAssertEqual(Set(document.keys), ["$description", "theme"])
        let expected = ["theme.background": "#f4f4f4ff", "theme.layer": "#e0e0e0ff", "theme.text.primary": "#161616ff",
                        "theme.interactive": "#0f62feff", "theme.error": "#da1e28ff"]
        for (token, color) in expected {
            XCTAssertEqual(Self.color(of: token, in: document), color, token)
        }
    }

    /// Every expected color of `testCase`, in every scheme, from the json output's token files.
    private func checkExpectedColors(of testCase: [String: Any], id: String, files: [RenderedFile]) throws {
        let expectations = try XCTUnwrap(testCase["expect"] as? [[String: Any]])
        XCTAssertFalse(expectations.isEmpty, "case \(id) lists no colors")
        var documents: [String: Any] = [:]
        for expectation in expectations {
            let token = try XCTUnwrap(expectation["token"] as? String)
            for (scheme, expected) in try XCTUnwrap(expectation["expect"] as? [String: String]) {
                if documents[scheme] == nil {
                    let file = files.first { $0.path.hasSuffix(".\(scheme).tokens.json") }
                    documents[scheme] = try file.map { try JSONSerialization.jsonObject(with: Data($0.bytes)) }
                }
                guard let document = documents[scheme] else {
                    XCTFail("case \(id): no json output for scheme \(scheme)")
                    continue
                }
                XCTAssertEqual(Self.color(of: token, in: document), expected, "case \(id), \(token) in \(scheme)")
            }
        }
    }

    /// A `expectError` case: no outputs, and one error per file at its start, naming its format.
    private func checkOneErrorPerFile(_ errors: [Diagnostic], of testCase: [String: Any], id: String, corpus: URL) {
        let schemes = testCase["schemes"] as? [String: [String]] ?? [:]
        let files = Set(schemes.values.joined()).map { corpus.appendingPathComponent($0).standardizedFileURL.path }
        XCTAssertEqual(Set(errors.compactMap(\.location?.path)).count, files.count, "case \(id): \(errors)")
        XCTAssertEqual(errors.count, files.count, "case \(id): one error per file, got \(errors.map(\.description))")
        for error in errors {
            XCTAssertTrue(error.message.contains("format") && error.message.contains("not DTCG"), "case \(id): \(error)")
        }
    }

    /// The `#rrggbbaa` of the token at dotted `path` in a json output document.
    static func color(of path: String, in document: Any) -> String? {
        var node: Any? = document
        for segment in path.split(separator: ".") {
            node = (node as? [String: Any])?[String(segment)]
        }
        guard let value = (node as? [String: Any])?["$value"] as? [String: Any], let hex = value["hex"] as? String else {
            return nil
        }
        let alpha = (value["alpha"] as? Double) ?? 1
        return hex.lowercased() + String(format: "%02x", Int((alpha * 255).rounded()))
    }

    /// The diagnostics as a user reads them, with the corpus and fixture folders written relative.
    static func transcript(_ diagnostics: [Diagnostic], corpus: URL) -> String {
        let corpusPrefix = corpus.standardizedFileURL.path + "/"
        let fixturePrefix = fixtures.standardizedFileURL.path + "/"
        return diagnostics.map { diagnostic in
            diagnostic.description
                .replacingOccurrences(of: corpusPrefix, with: "realworld/")
                .replacingOccurrences(of: fixturePrefix, with: "Fixtures/RealWorld/") + "\n"
        }.joined()
    }
}

/// `../shared/realworld`, or a skip saying it is absent.
enum SharedCorpus {
    static func require() throws -> URL {
        let url = PackageRoot.url.deletingLastPathComponent().appendingPathComponent("shared/realworld")
        guard FileManager.default.fileExists(atPath: url.appendingPathComponent("cases.json").path) else {
            let message = "SKIPPED: \(url.standardizedFileURL.path)/cases.json is absent; "
                + "place the shared/ folder beside the repository to run the real-world corpus"
            print(message)
            throw XCTSkip(message)
        }
        return url.standardizedFileURL
    }
}
