// Tests `generate --formats` and `--flat`, the options the build plugin runs colorgen with.
import Foundation
import XCTest
import TestSupport

/// `colorgen generate --formats` and `--flat`, the options the SwiftPM build plugin runs colorgen with.
final class GenerateFormatsTests: XCTestCase {
    /// The repository's default schemes, referenced by absolute path from configs in temporary folders.
    static let schemes = PackageRoot.url.appendingPathComponent("Schemes").path

    /// A config with a json output and a template output, both written below `out/`.
    static func config(jsonPath: String = "out/tokens/colors") -> String {
        """
        {
          "layout": "palette", "schemes": {"light": ["\(schemes)/sage/sage-v2.tokens.json", "\(schemes)/default/light.tokens.json"],
                      "dark": ["\(schemes)/default/dark.tokens.json"]},
          "outputs": [
            {"format": "json", "path": "\(jsonPath)"},
            {"template": "json", "path": "out/template.json"}
          ]
        }
        """
    }

    func testFormatsRendersOnlyTheNamedFormats() throws {
        let folder = try TemporaryFolder()
        try folder.write("colorgen.json", Self.config())
        let result = try CLIRunner.run(["generate", "--formats", "json"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertNotNil(folder.read("out/tokens/colors.light.tokens.json"))
        XCTAssertNotNil(folder.read("out/tokens/colors.resolver.json"))
        XCTAssertNil(folder.read("out/template.json"), "a template output is not a built-in format")
    }

    func testUnknownFormatIsAUsageErrorWithASuggestion() throws {
        let result = try CLIRunner.run(["generate", "--formats", "swift,jsn"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("unknown format 'jsn' in --formats; expected one of swift, css, json, xcassets, html, android, compose, typescript, tailwind; did you mean 'json'?"),
                      result.stderr)
    }

    func testFlatWritesEveryOutputDirectlyIntoTheOutputFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("config/colorgen.json", Self.config(jsonPath: "../../elsewhere/colors"))
        let result = try CLIRunner.run(["generate", "--config", "config/colorgen.json", "--output-dir", "work",
                                        "--flat", "--formats", "json", "--quiet"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "")
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("work").path)
        XCTAssertEqual(written.sorted(), ["colors.dark.tokens.json", "colors.light.tokens.json", "colors.resolver.json"])
        let top = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        XCTAssertEqual(top.sorted(), ["config", "work"], "nothing is written outside the output folder")
    }

    func testFlatNeedsAnOutputFolder() throws {
        let result = try CLIRunner.run(["generate", "--flat"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("--flat needs --output-dir"), result.stderr)
    }

    func testFlatRejectsAPathNamingNoFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("colorgen.json", Self.config(jsonPath: "out/.."))
        let result = try CLIRunner.run(["generate", "--output-dir", "work", "--flat", "--formats", "json"], in: folder.url)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("colorgen.json:5:32: error: output path \"out/..\" names no file to write into the output folder"),
                      result.stderr)
        XCTAssertNil(folder.read("work"))
    }
}
