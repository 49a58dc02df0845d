// Runs the public DTCG Resolver Module 2025.10 conformance suite from ../shared (skips without it).
import XCTest

/// Runs every case of the public DTCG Resolver Module 2025.10 suite
/// (`conformance/dtcg/resolver`) as `colorgen validate --kind resolver` does: every
/// `PositiveEvaluationTest` must read with no error, every `NegativeEvaluationTest` must be
/// rejected with at least one.
final class DTCGResolverSuiteTests: XCTestCase {
    func testEveryCaseOfTheResolverSuiteAgrees() throws {
        let (manifest, folder) = try DTCGSuiteManifest.read("conformance/dtcg/resolver/manifest.json")
        XCTAssertEqual(manifest.tests.count, 30, "the suite's size changed; review the new cases")
        let disagreements = manifest.disagreements(in: folder, validatingAs: .resolver)
        XCTAssert(disagreements.isEmpty,
                  "\(disagreements.count) of \(manifest.tests.count) cases disagree:\n" + disagreements.joined(separator: "\n"))
    }
}
