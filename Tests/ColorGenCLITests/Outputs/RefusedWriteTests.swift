// Outputs the system refuses to write are reported at their place in the config with the command to run; --check --diff shows each differing file.
import Foundation
import XCTest
import TestSupport

/// A monorepo's outputs in sibling folders: where the system refuses a write (a read-only folder
/// here; SwiftPM's sandbox on macOS), each refused output is an error at its `"path"` in the
/// config, with `--refused-hint`'s command for its folder, and nothing is written; `--check
/// --diff` reads sibling outputs and prints a unified diff of each that differs.
final class RefusedWriteTests: XCTestCase {
    /// `app/colorgen.json`, with a swift output beside it and css and json outputs in `../web`
    /// and `../android`.
    private func monorepo() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("app/colorgen.json", """
            {"rulesVersion": 2, "schemes": {"light": ["light.tokens.json"]}, "layout": "palette",
             "outputs": [
              {"format": "swift", "path": "Generated/Colors.swift"},
              {"format": "css", "path": "../web/colors.css"},
              {"format": "json", "path": "../android/tokens/colors"}
             ]}

            """)
        try folder.write("app/light.tokens.json", MinimalPaletteTokens.text)
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("web"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("android"), withIntermediateDirectories: true)
        return folder
    }

    func testEachRefusedOutputIsReportedAtItsPathInTheConfigWithTheCommandToRun() throws {
        let folder = try monorepo()
        let web = folder.url.appendingPathComponent("web"), android = folder.url.appendingPathComponent("android")
        try WriteRefusingFolder.refuse(web)
        try WriteRefusingFolder.refuse(android)
        defer { try? WriteRefusingFolder.allow(web); try? WriteRefusingFolder.allow(android) }
        let result = try CLIRunner.run(["generate", "--config", "app/colorgen.json",
                                        "--refused-hint", "grant --folder {folder} && generate"], in: folder.url)
        XCTAssertEqual(result.status, 1, result.stderr)
        let reason = getuid() == 0 ? "Operation not permitted" : "Permission denied"
        XCTAssertEqual(result.stderr, """
            app/colorgen.json:4:29: error: cannot write output 'web/colors.css': the system refuses writing into 'web' \
            (\(reason)); run 'grant --folder web && generate'
            app/colorgen.json:5:30: error: cannot write output 'android/tokens/colors.light.tokens.json': the system refuses \
            writing into 'android' (\(reason)); run 'grant --folder android && generate'
            colorgen: error: no output was changed

            """)
        XCTAssertNil(folder.read("app/Generated/Colors.swift"), "nothing is written when one output is refused")

        // Without a hint, the same places, with what to do.
        let plain = try CLIRunner.run(["generate", "--config", "app/colorgen.json"], in: folder.url)
        XCTAssertEqual(plain.status, 1)
        XCTAssertTrue(plain.stderr.contains("app/colorgen.json:4:29: error: cannot write output 'web/colors.css': the system refuses "
                                            + "writing into 'web' (\(reason)); allow writing there, or choose another output path"),
                      plain.stderr)

        try WriteRefusingFolder.allow(web)
        try WriteRefusingFolder.allow(android)
        let allowed = try CLIRunner.run(["generate", "--config", "app/colorgen.json", "--quiet"], in: folder.url)
        XCTAssertEqual(allowed.status, 0, allowed.stderr)
        XCTAssertNotNil(folder.read("web/colors.css"))
    }

    func testCheckDiffPrintsAUnifiedDiffOfEachDifferingSiblingOutput() throws {
        let folder = try monorepo()
        XCTAssertEqual(try CLIRunner.run(["generate", "--config", "app/colorgen.json", "--quiet"], in: folder.url).status, 0)
        let css = try XCTUnwrap(folder.read("web/colors.css"))
        let lines = css.split(separator: "\n", omittingEmptySubsequences: false)
        let index = try XCTUnwrap(lines.firstIndex { $0.contains("--") && $0.contains("#") })
        let edited = lines[index].replacingOccurrences(of: "#", with: "#0")
        _ = try folder.write("web/colors.css", (lines[..<index] + [Substring(edited)] + lines[(index + 1)...]).joined(separator: "\n"))

        let check = try CLIRunner.run(["generate", "--config", "app/colorgen.json", "--check", "--diff"], in: folder.url)
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.stderr.contains("'web/colors.css' is out of date"), check.stderr)
        let context = lines[max(0, index - 3)..<index].map { " " + $0 + "\n" }.joined()
        XCTAssertTrue(check.stdout.contains("""
            --- web/colors.css
            +++ web/colors.css (generated)
            @@ -\(index - 2),7 +\(index - 2),7 @@
            \(context)-\(edited)
            +\(lines[index])

            """), check.stdout)
        XCTAssertFalse(check.stdout.contains("+++ android"), "an output that is current shows no diff:\n\(check.stdout)")
    }
}
