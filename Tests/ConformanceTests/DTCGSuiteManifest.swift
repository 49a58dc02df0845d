// The manifest of a DTCG conformance suite in ../shared, and the run of its cases through `colorgen validate`'s code path.
import Foundation
import DesignTokens
import SourceDiagnostics

/// A DTCG suite's `manifest.json` (the Format and the Resolver Module suites share its shape):
/// every case's id, its kind (positive or negative) and the path of its input, relative to the
/// manifest's folder.
struct DTCGSuiteManifest: Decodable {
    /// One case of the suite.
    struct Case: Decodable {
        var id: String
        var type: String
        var input: String
    }

    /// The suite's cases, in the manifest's order.
    var tests: [Case]

    /// The manifest at `relativePath` inside ../shared, or a skip naming what is absent.
    static func read(_ relativePath: String) throws -> (manifest: DTCGSuiteManifest, folder: URL) {
        let url = try SharedFolder.require(relativePath)
        let manifest = try JSONDecoder().decode(DTCGSuiteManifest.self, from: Data(contentsOf: url))
        return (manifest, url.deletingLastPathComponent())
    }

    /// Validates every case's input in `folder` as `kind` (the code path of
    /// `colorgen validate --kind`) and returns one line per case that disagrees with its type: a
    /// positive case with an error (listing the diagnostics), a negative one without, a case of an
    /// unknown type, or a case whose detected kind decides otherwise than `kind`.
    func disagreements(in folder: URL, validatingAs kind: DocumentKind) -> [String] {
        var disagreements: [String] = []
        for testCase in tests {
            let path = folder.appendingPathComponent(testCase.input).path
            let diagnostics = DocumentValidator.validate(path: path, kind: kind, loader: SuiteFileLoader())
            let detected = DocumentValidator.validate(path: path, kind: nil, loader: SuiteFileLoader())
            let rejected = diagnostics.containsErrors
            if detected.containsErrors != rejected {
                disagreements.append("\(testCase.id): the detected kind decides otherwise than --kind")
            }
            switch testCase.type {
            case "PositiveEvaluationTest" where rejected, "NegativeEvaluationTest" where !rejected:
                let expectation = rejected ? "expected acceptance" : "expected rejection"
                let listed = diagnostics.isEmpty ? "  (no diagnostics)" : diagnostics.map { "  \($0)" }.joined(separator: "\n")
                disagreements.append("\(testCase.id) (\(expectation)):\n\(listed)")
            case "PositiveEvaluationTest", "NegativeEvaluationTest":
                break
            default:
                disagreements.append("\(testCase.id): unknown test type \(testCase.type)")
            }
        }
        return disagreements
    }
}
