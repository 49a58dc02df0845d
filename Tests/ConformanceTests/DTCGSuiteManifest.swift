// The manifest of a DTCG conformance suite in ../shared: its cases and each one's input file.
import Foundation

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
}
