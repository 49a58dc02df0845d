// Runs the public DTCG 2025.10 Format conformance suite from ../shared (skips without it).
import XCTest

/// Runs every case of the public DTCG 2025.10 Format suite (`conformance/dtcg/format`) as
/// `colorgen validate --kind tokens` does: positive cases must validate with no error, negative
/// cases with at least one.
final class DTCGFormatSuiteTests: XCTestCase {
    func testEveryFormatCaseAgrees() throws {
        let (manifest, folder) = try DTCGSuiteManifest.read("conformance/dtcg/format/manifest.json")
        XCTAssertEqual(manifest.tests.count, 213, "the suite's size changed")
        let disagreements = manifest.disagreements(in: folder, validatingAs: .tokens)
        XCTAssert(disagreements.isEmpty,
                  "\(disagreements.count) of \(manifest.tests.count) cases disagree:\n" + disagreements.joined(separator: "\n"))
    }
}
