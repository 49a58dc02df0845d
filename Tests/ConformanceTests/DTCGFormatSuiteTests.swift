// Runs the public DTCG 2025.10 Format conformance suite from ../shared (skips without it).
import Foundation
import XCTest
import ColorGenKit
import DesignTokens

/// Runs every case of the public DTCG 2025.10 Format suite: positive cases must validate with no
/// error, negative cases with at least one.
final class DTCGFormatSuiteTests: XCTestCase {
    func testEveryFormatCaseAgrees() throws {
        let (manifest, folder) = try DTCGSuiteManifest.read("conformance/dtcg/format/manifest.json")
        XCTAssertEqual(manifest.tests.count, 213, "the suite's size changed")
        var disagreements: [String] = []
        for testCase in manifest.tests {
            // The same code path as `colorgen validate --kind tokens`.
            let path = folder.appendingPathComponent(testCase.input).path
            let diagnostics = DocumentValidator.validate(path: path, kind: .tokens, loader: SuiteFileLoader())
            let detected = DocumentValidator.validate(path: path, kind: nil, loader: SuiteFileLoader())
            XCTAssertEqual(detected.containsErrors, diagnostics.containsErrors, "\(path): the detected kind decides alike")
            let rejected = diagnostics.containsErrors
            switch testCase.type {
            case "PositiveEvaluationTest" where rejected, "NegativeEvaluationTest" where !rejected:
                let expectation = rejected ? "expected acceptance" : "expected rejection"
                let listed = diagnostics.isEmpty ? "  (no diagnostics)" : diagnostics.map { "  \($0)" }.joined(separator: "\n")
                disagreements.append("\(testCase.id) (\(expectation)):\n\(listed)")
            case "PositiveEvaluationTest", "NegativeEvaluationTest":
                break
            default:
                XCTFail("\(testCase.id): unknown test type \(testCase.type)")
            }
        }
        XCTAssert(disagreements.isEmpty,
                  "\(disagreements.count) of \(manifest.tests.count) cases disagree:\n" + disagreements.joined(separator: "\n"))
    }
}
