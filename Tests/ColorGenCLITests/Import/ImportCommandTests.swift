// Tests `colorgen import`: an asset catalog written as DTCG token files that generate the same colors; no overwriting; nothing on error.
import Foundation
import XCTest
import TestSupport

final class ImportCommandTests: XCTestCase {
    /// The asset-catalog fixture imported for four schemes: token files with the catalog's names,
    /// which generate exactly the json the catalog itself generates; a second import refuses to
    /// overwrite them.
    func testAnImportedCatalogGeneratesWhatTheCatalogDoes() throws {
        let folder = try TemporaryFolder()
        let fixture = PackageRoot.url.appendingPathComponent("Tests/Fixtures/Forms/asset-catalog")
        try FileManager.default.removeItem(at: folder.url)
        try FileManager.default.copyItem(at: fixture, to: folder.url)
        let schemes = "light,dark,lightHighContrast,darkHighContrast"
        let run = try CLIRunner.run(["import", "Colors.xcassets", "--dir", "Tokens", "--schemes", schemes], in: folder.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("written Tokens/light.tokens.json\nwritten Tokens/dark.tokens.json\n"), run.stdout)
        XCTAssertTrue(run.stderr.contains("warning: the color set 'Label' names the system color 'labelColor'"), run.stderr)
        let dark = folder.read("Tokens/dark.tokens.json") ?? ""
        XCTAssertTrue(dark.hasPrefix("{\n  \"$description\": \"Imported by colorgen from Colors.xcassets as scheme dark\",\n"
                                     + "  \"brand\": {\n    \"primary\": {\"$type\": \"color\", \"$value\": {\"colorSpace\": \"srgb\", "), dark)

        let generated = try CLIRunner.run(["generate"], in: folder.url)
        XCTAssertEqual(generated.status, 0, generated.stderr)
        let fromCatalog = try ["light", "dark", "lightHighContrast", "darkHighContrast"].map { scheme in
            try XCTUnwrap(folder.read("Generated/colors.\(scheme).tokens.json"))
        }
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Generated"))
        let config = try XCTUnwrap(folder.read("colorgen.json")).replacingOccurrences(of: "\"Colors.xcassets\"", with: "\"Tokens/SCHEME.tokens.json\"")
        var lines: [String] = []
        for line in config.split(separator: "\n", omittingEmptySubsequences: false) {
            let scheme = line.split(separator: "\"").dropFirst().first.map(String.init) ?? ""
            lines.append(line.replacingOccurrences(of: "SCHEME", with: scheme))
        }
        try folder.write("colorgen.json", lines.joined(separator: "\n"))
        let fromTokens = try CLIRunner.run(["generate"], in: folder.url)
        XCTAssertEqual(fromTokens.status, 0, fromTokens.stderr)
        for (index, scheme) in ["light", "dark", "lightHighContrast", "darkHighContrast"].enumerated() {
            XCTAssertEqual(folder.read("Generated/colors.\(scheme).tokens.json")?.split(separator: "\n").dropFirst(2),
                           fromCatalog[index].split(separator: "\n").dropFirst(2), scheme)
        }

        let again = try CLIRunner.run(["import", "Colors.xcassets", "--dir", "Tokens"], in: folder.url)
        XCTAssertEqual(again.status, 1)
        XCTAssertTrue(again.stderr.contains("colorgen import: error: 'Tokens/light.tokens.json' already exists; import writes "
                                            + "nothing over existing files"), again.stderr)
    }

    /// A broken source: its error at its line and column, exit 1, nothing written.
    func testABrokenSourceWritesNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write("res/values/colors.xml", "<resources>\n  <color name=\"a\">?attr/colorPrimary</color>\n</resources>\n")
        let run = try CLIRunner.run(["import", "res", "--dir", "Tokens"], in: folder.url)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("res/values/colors.xml:2:19: error: '?attr/colorPrimary' is a theme attribute"), run.stderr)
        XCTAssertTrue(run.stderr.hasSuffix("colorgen import: nothing was written\n"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Tokens").path))
    }
}
