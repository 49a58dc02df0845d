// Tests `colorgen generate`: unchanged files untouched, errors write nothing, --check, committed outputs.
import Foundation
import XCTest
import TestSupport

final class GenerateCommandTests: XCTestCase {
    private let swatches = MinimalPaletteTokens.text

    private func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("design/colorgen.json", """
            {"layout": "palette", "schemes": {"light": ["light.tokens.json"], "dark": ["light.tokens.json"]},
             "outputs": [{"format": "json", "path": "../Generated/colors"}], "rulesVersion": 2}
            """)
        try folder.write("design/light.tokens.json", swatches)
        return folder
    }

    func testWritesThenReportsUnchangedAndLeavesFilesUntouched() throws {
        let folder = try project()
        let first = try CLIRunner.run(["generate", "--config", "design/colorgen.json"], in: folder.url)
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(first.stdout, """
            written Generated/colors.light.tokens.json
            written Generated/colors.dark.tokens.json
            written Generated/colors.resolver.json

            """)
        let file = folder.url.appendingPathComponent("Generated/colors.light.tokens.json").path
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: file)
        let second = try CLIRunner.run(["generate", "--config", "design/colorgen.json"], in: folder.url)
        XCTAssertTrue(second.stdout.hasPrefix("unchanged Generated/colors.light.tokens.json\n"), second.stdout)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date, past)
        let quiet = try CLIRunner.run(["generate", "--config", "design/colorgen.json", "--quiet"], in: folder.url)
        XCTAssertEqual(quiet.stdout, "")
        let verbose = try CLIRunner.run(["generate", "--config", "design/colorgen.json", "--verbose"], in: folder.url)
        XCTAssertTrue(verbose.stdout.hasPrefix("read design/colorgen.json\nread design/light.tokens.json\n"), verbose.stdout)
    }

    func testAnErrorChangesNoOutput() throws {
        let folder = try project()
        XCTAssertEqual(try CLIRunner.run(["generate", "--config", "design/colorgen.json"], in: folder.url).status, 0)
        let before = folder.read("Generated/colors.light.tokens.json")
        try folder.write("design/colorgen.json", """
            {"schemes": {"light": ["light.tokens.json"], "dark": ["dark.tokens.json"]},
             "layout": "palette", "outputs": [{"format": "json", "path": "../Generated/colors"}], "rulesVersion": 2}
            """)
        try folder.write("design/light.tokens.json", swatches.replacingOccurrences(of: "0.2, 0.4, 0.8", with: "0.3, 0.4, 0.8"))
        let result = try CLIRunner.run(["generate", "--config", "design/colorgen.json"], in: folder.url)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "design/colorgen.json:1:55: error: cannot read token file 'dark.tokens.json': no such file\n")
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(folder.read("Generated/colors.light.tokens.json"), before)
    }

    func testCheckListsOutOfDateOutputsAndWritesNothing() throws {
        let folder = try project()
        let missing = try CLIRunner.run(["generate", "--config", "design/colorgen.json", "--check"], in: folder.url)
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stderr.hasPrefix("colorgen: error: 'Generated/colors.light.tokens.json' is out of date; "
                                               + "run 'colorgen generate --config design/colorgen.json'\n"), missing.stderr)
        XCTAssertNil(folder.read("Generated/colors.light.tokens.json"))
        XCTAssertEqual(try CLIRunner.run(["generate", "--config", "design/colorgen.json"], in: folder.url).status, 0)
        let current = try CLIRunner.run(["generate", "--config", "design/colorgen.json", "--check"], in: folder.url)
        XCTAssertEqual(current.status, 0, current.stderr)
        XCTAssertEqual(current.stdout, "all 3 outputs are up to date\n")
        try folder.write("design/light.tokens.json", swatches.replacingOccurrences(of: "0.2, 0.4, 0.8", with: "0.3, 0.4, 0.8"))
        let stale = try CLIRunner.run(["generate", "--config", "design/colorgen.json", "--check"], in: folder.url)
        XCTAssertEqual(stale.status, 1)
        XCTAssertEqual(stale.stderr.split(separator: "\n").count, 2, "the light and dark token files changed: \(stale.stderr)")
    }

    func testOutputIsTheSameFromAnyWorkingDirectory() throws {
        let folder = try project()
        XCTAssertEqual(try CLIRunner.run(["generate", "--config", "design/colorgen.json"], in: folder.url).status, 0)
        let fromRoot = folder.read("Generated/colors.dark.tokens.json")
        let design = folder.url.appendingPathComponent("design")
        let fromDesign = try CLIRunner.run(["generate", "--config", "colorgen.json", "--output-dir", "../Elsewhere/x"], in: design)
        XCTAssertEqual(fromDesign.status, 0, fromDesign.stderr)
        XCTAssertEqual(folder.read("Elsewhere/Generated/colors.dark.tokens.json"), fromRoot)
        XCTAssertFalse(fromRoot?.contains(folder.url.path) ?? true, "no absolute path in the output")
    }

    func testUsageErrors() throws {
        XCTAssertEqual(try CLIRunner.run(["generate", "stray"]).status, 2)
        XCTAssertEqual(try CLIRunner.run(["generate", "--quiet", "--verbose"]).status, 2)
        let missing = try CLIRunner.run(["generate", "--config", "/nonexistent/colorgen.json"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(missing.stderr, "colorgen: error: cannot read config '/nonexistent/colorgen.json': no such file\n")
    }
}

/// The outputs committed under Schemes/Generated are what `swift run colorgen` produces today:
/// golden files of the main job. `COLORGEN_UPDATE_GOLDEN=1` regenerates them.
final class DefaultOutputsTests: XCTestCase {
    func testCommittedDefaultOutputsAreUpToDate() throws {
        let root = URL(fileURLWithPath: PackageRoot.url.appendingPathComponent("Schemes").path).deletingLastPathComponent()
        let updating = ProcessInfo.processInfo.environment["COLORGEN_UPDATE_GOLDEN"] == "1"
        let arguments = ["generate", "--config", "Schemes/colorgen.json", "--quiet"] + (updating ? [] : ["--check"])
        let result = try CLIRunner.run(arguments, in: root)
        XCTAssertEqual(result.status, 0, "Schemes/Generated is out of date; run `swift run colorgen` "
                       + "(or COLORGEN_UPDATE_GOLDEN=1 swift test) and review the diff:\n\(result.stderr)")
    }
}
