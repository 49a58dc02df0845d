import ColorGenKit
import Foundation
import XCTest

/// Runs the public DTCG Resolver Module 2025.10 suite (`conformance/dtcg/resolver/manifest.json`):
/// every `PositiveEvaluationTest` must read with no error, every `NegativeEvaluationTest` must be
/// rejected with at least one.
final class DTCGResolverSuiteTests: XCTestCase {
    private struct Manifest: Decodable {
        struct Case: Decodable {
            var id: String
            var type: String
            var input: String
        }

        var tests: [Case]
    }

    func testEveryCaseOfTheResolverSuiteAgrees() throws {
        let manifestURL = try SharedFolder.require("conformance/dtcg/resolver/manifest.json")
        let manifest = try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: manifestURL))
        XCTAssertEqual(manifest.tests.count, 30, "the suite's size changed; review the new cases")

        var disagreements: [String] = []
        for test in manifest.tests {
            let url = manifestURL.deletingLastPathComponent().appendingPathComponent(test.input)
            let bytes = try [UInt8](Data(contentsOf: url))
            let result = ResolverDocumentReader.read(bytes, path: test.input)
            let rejected = result.diagnostics.containsErrors
            XCTAssertEqual(rejected, result.document == nil, "\(test.id): a document is returned exactly when valid")
            switch test.type {
            case "PositiveEvaluationTest" where rejected:
                let errors = result.diagnostics.map(\.description).joined(separator: "\n    ")
                disagreements.append("\(test.id) (should be accepted):\n    \(errors)")
            case "NegativeEvaluationTest" where !rejected:
                disagreements.append("\(test.id) (should be rejected): no error")
            case "PositiveEvaluationTest", "NegativeEvaluationTest":
                break
            default:
                disagreements.append("\(test.id): unknown test type \(test.type)")
            }
        }
        XCTAssert(disagreements.isEmpty, "cases that disagree:\n" + disagreements.joined(separator: "\n"))
    }
}
