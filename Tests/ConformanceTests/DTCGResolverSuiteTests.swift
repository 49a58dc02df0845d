// Runs the public DTCG Resolver Module 2025.10 conformance suite from ../shared (skips without it).
import Foundation
import XCTest
import ColorGenKit
import DesignTokens

/// Runs the public DTCG Resolver Module 2025.10 suite (`conformance/dtcg/resolver/manifest.json`):
/// every `PositiveEvaluationTest` must read with no error, every `NegativeEvaluationTest` must be
/// rejected with at least one.
final class DTCGResolverSuiteTests: XCTestCase {
    func testEveryCaseOfTheResolverSuiteAgrees() throws {
        let (manifest, folder) = try DTCGSuiteManifest.read("conformance/dtcg/resolver/manifest.json")
        XCTAssertEqual(manifest.tests.count, 30, "the suite's size changed; review the new cases")

        var disagreements: [String] = []
        for test in manifest.tests {
            // The same code path as `colorgen validate --kind resolver`.
            let path = folder.appendingPathComponent(test.input).path
            let diagnostics = DocumentValidator.validate(path: path, kind: .resolver, loader: SuiteFileLoader())
            let detected = DocumentValidator.validate(path: path, kind: nil, loader: SuiteFileLoader())
            XCTAssertEqual(detected.containsErrors, diagnostics.containsErrors, "\(path): the detected kind decides alike")
            let rejected = diagnostics.containsErrors
            switch test.type {
            case "PositiveEvaluationTest" where rejected:
                let errors = diagnostics.map(\.description).joined(separator: "\n    ")
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
