// Tests `colorgen diff --against REV` in a temporary git repository (skips without git).
import Foundation
import XCTest
import TestSupport

/// `colorgen diff --against REV` in a git repository the test makes: the old side is read from
/// the revision with git, the new side is the working tree.
final class DiffAgainstRevisionTests: XCTestCase {
    /// A repository whose first commit holds the fixture's old design at its top and whose working
    /// tree holds the new design.
    private func repository() throws -> DiffFixture {
        let fixture = try DiffFixture()
        try git(["init", "--quiet"], in: fixture)
        for file in ["colorgen.json", "sage.tokens.json", "light.tokens.json", "dark.tokens.json", "roles.tokens.json"] {
            try fixture.folder.write("design/" + file, try XCTUnwrap(fixture.folder.read("old/" + file)))
        }
        try git(["add", "design"], in: fixture)
        try git(["commit", "--quiet", "-m", "old design"], in: fixture)
        for file in ["sage.tokens.json", "roles.tokens.json"] {
            try fixture.folder.write("design/" + file, try XCTUnwrap(fixture.folder.read("new/" + file)))
        }
        return fixture
    }

    @discardableResult
    private func git(_ arguments: [String], in fixture: DiffFixture) throws -> String {
        let run: ProcessRunner.CombinedOutput
        do {
            run = try ProcessRunner.runCombined(URL(fileURLWithPath: "/usr/bin/env"),
                                                ["git", "-c", "user.name=colorgen tests", "-c", "user.email=tests@colorgen.invalid",
                                                 "-c", "commit.gpgsign=false"] + arguments, in: fixture.url)
        } catch {
            throw XCTSkip("git cannot be started (\(error)); install git")
        }
        guard run.status == 0 else {
            if run.status == 127 { throw XCTSkip("git is not installed") }
            XCTFail("git \(arguments.joined(separator: " ")) failed: \(run.output)")
            return run.output
        }
        return run.output
    }

    func testCheckDiffWithoutAJSONOutputComparesWithTheCommittedConfig() throws {
        let fixture = try repository()
        let config = try XCTUnwrap(fixture.folder.read("design/colorgen.json"))
        let withoutJSON = config.replacingOccurrences(of: #"[{"format": "json", "path": "Generated/colors"}]"#,
                                                      with: #"[{"format": "css", "path": "Generated/colors.css"}]"#)
        XCTAssertNotEqual(withoutJSON, config)
        try fixture.folder.write("design/colorgen.json", withoutJSON)
        let run = try CLIRunner.run(["generate", "--config", "design/colorgen.json", "--check", "--diff"], in: fixture.url)
        XCTAssertEqual(run.status, 1, "the css output was never written")
        XCTAssertTrue(run.stderr.contains("colorgen: note: the config has no json output to read the generated roles back "
                                          + "from; the role diff is from the config as committed (HEAD)\n"), run.stderr)
        // The css file, never written, as a unified diff from nothing; then the role diff.
        XCTAssertTrue(run.stdout.hasPrefix("--- /dev/null\n+++ design/Generated/colors.css (generated)\n"), run.stdout)
        XCTAssertTrue(run.stdout.contains("\ncolorgen diff: HEAD:design/colorgen.json (rules 2) → design/colorgen.json (rules 2)\n"),
                      run.stdout)
        XCTAssertTrue(run.stdout.contains("    background.primary  #5a478f → #b0a0e0  ΔE OK 0.291"), run.stdout)
    }

    /// An asset catalog, a folder: the revision's is listed with git (`ls-tree`), so the diff reads the catalog as committed.
    func testAnAssetCatalogIsReadFromTheRevision() throws {
        let fixture = try DiffFixture()
        let catalog = PackageRoot.url.appendingPathComponent("Tests/Fixtures/Forms/asset-catalog/Colors.xcassets")
        try FileManager.default.copyItem(at: catalog, to: fixture.url.appendingPathComponent("app/Colors.xcassets"))
        try fixture.folder.write("app/colorgen.json", #"{"rulesVersion": 3, "schemes": {"light": ["Colors.xcassets"], "#
                                 + #""dark": ["Colors.xcassets"]}, "outputs": [{"format": "css", "path": "Generated/colors.css"}]}"#)
        try git(["init", "--quiet"], in: fixture)
        try git(["add", "app"], in: fixture)
        try git(["commit", "--quiet", "-m", "catalog"], in: fixture)
        let primary = "app/Colors.xcassets/Brand/Primary.colorset/Contents.json"
        try fixture.folder.write(primary, try XCTUnwrap(fixture.folder.read(primary)).replacingOccurrences(of: "\"0.478\"", with: "\"0.600\""))
        let run = try CLIRunner.run(["diff", "--config", "app/colorgen.json", "--against", "HEAD", "--no-color"], in: fixture.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("brand.primary  #007aff → #0099ff"), run.stdout)
    }

    func testComparesTheWorkingTreeWithTheRevision() throws {
        let fixture = try repository()
        let run = try CLIRunner.run(["diff", "--config", "design/colorgen.json", "--against", "HEAD"], in: fixture.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = run.stdout.components(separatedBy: "\n")
        XCTAssertEqual(lines.first, "colorgen diff: HEAD:design/colorgen.json (rules 2) → design/colorgen.json (rules 2)")
        XCTAssertTrue(lines.contains("light: 23 contrast flips (22 regressions, 1 improvement), 21 changed, 1 added, 1 removed, "
                                     + "1 invisible, 539 unchanged"), run.stdout)
        XCTAssertTrue(lines.contains("    background.primary  #5a478f → #b0a0e0  ΔE OK 0.291"), run.stdout)

        // From a subfolder, with the config given relative to it, and as an absolute path.
        let inside = try CLIRunner.run(["diff", "--config", "colorgen.json", "--against", "HEAD", "--format", "json"],
                                       in: fixture.url.appendingPathComponent("design"))
        XCTAssertEqual(inside.status, 0, inside.stderr)
        try JSONSchemaCheck.assertValid(try fixture.folder.write("against.json", inside.stdout))
        XCTAssertTrue(inside.stdout.contains(#""label": "HEAD:colorgen.json""#), inside.stdout)
        let absolute = try CLIRunner.run(["diff", "--config", fixture.url.appendingPathComponent("design/colorgen.json").path,
                                          "--against", "HEAD"], in: fixture.url)
        XCTAssertEqual(absolute.status, 0, absolute.stderr)
        XCTAssertTrue(absolute.stdout.contains("light: 23 contrast flips"), absolute.stdout)

        // Committing the working tree leaves nothing to report against the new HEAD.
        try git(["commit", "--quiet", "-am", "new design"], in: fixture)
        let clean = try CLIRunner.run(["diff", "--config", "design/colorgen.json", "--against", "HEAD", "--fail-on", "change"],
                                      in: fixture.url)
        XCTAssertEqual(clean.status, 0, clean.stderr)
        XCTAssertTrue(clean.stdout.contains("light: no changes (585 roles)"), clean.stdout)
        let previous = try CLIRunner.run(["diff", "--config", "design/colorgen.json", "--against", "HEAD~1", "--fail-on", "contrast"],
                                         in: fixture.url)
        XCTAssertEqual(previous.status, 1)
        XCTAssertTrue(previous.stdout.hasPrefix("colorgen diff: HEAD~1:design/colorgen.json (rules 2)"), previous.stdout)
    }

    func testRevisionThatDoesNotExistIsAUsageError() throws {
        let fixture = try repository()
        let run = try CLIRunner.run(["diff", "--config", "design/colorgen.json", "--against", "no-such-branch"], in: fixture.url)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("colorgen diff: error: revision 'no-such-branch' does not exist in the git repository at "),
                      run.stderr)
        XCTAssertEqual(run.stdout, "")
    }

    func testOutsideARepositoryIsAUsageError() throws {
        let folder = try TemporaryFolder()
        try folder.write("colorgen.json", DiffFixture.config(light: "light", dark: "dark"))
        let run = try CLIRunner.run(["diff", "--against", "HEAD"], in: folder.url)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("--against needs a git repository"), run.stderr)
    }

    func testPathsMissingFromTheRevisionAreInvalidInput() throws {
        let fixture = try repository()
        // A config the revision does not have.
        try fixture.folder.write("other/colorgen.json", try XCTUnwrap(fixture.folder.read("design/colorgen.json")))
        let config = try CLIRunner.run(["diff", "--config", "other/colorgen.json", "--against", "HEAD"], in: fixture.url)
        XCTAssertEqual(config.status, 1)
        XCTAssertTrue(config.stderr.contains("colorgen: error: cannot read config 'other/colorgen.json': not in revision HEAD"),
                      config.stderr)
        // A scheme file the working tree's config names but the revision's does not have.
        try fixture.folder.write("design/extra.tokens.json", DiffFixture.roles([("extra", "#123456")]))
        let oldConfig = try XCTUnwrap(fixture.folder.read("design/colorgen.json"))
        try fixture.folder.write("design/colorgen.json", oldConfig.replacingOccurrences(of: #""roles.tokens.json"]"#,
                                                                                      with: #""roles.tokens.json", "extra.tokens.json"]"#))
        try git(["commit", "--quiet", "-am", "names a file it lacks"], in: fixture)
        let file = try CLIRunner.run(["diff", "--config", "design/colorgen.json", "--against", "HEAD"], in: fixture.url)
        XCTAssertEqual(file.status, 1)
        XCTAssertTrue(file.stderr.contains("HEAD:design/colorgen.json:4:77: error: cannot read token file 'extra.tokens.json': not in revision HEAD"), file.stderr)
        XCTAssertTrue(file.stderr.contains("extra.tokens.json"), file.stderr)
        XCTAssertTrue(file.stderr.contains("not in revision HEAD"), file.stderr)
    }

    func testConfigErrorInTheRevisionNamesTheRevisionsFile() throws {
        let fixture = try repository()
        try fixture.folder.write("design/roles.tokens.json", #"{"roles": {"brand": {"x": {"$type": "color", "$value": 12}}}}"#)
        try git(["commit", "--quiet", "-am", "broken roles"], in: fixture)
        try fixture.folder.write("design/roles.tokens.json", try XCTUnwrap(fixture.folder.read("new/roles.tokens.json")))
        let run = try CLIRunner.run(["diff", "--config", "design/colorgen.json", "--against", "HEAD"], in: fixture.url)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("HEAD:design/roles.tokens.json:1:"), run.stderr)
        XCTAssertFalse(run.stderr.contains("\ndesign/roles.tokens.json"), "the working tree's file is fine: \(run.stderr)")
    }
}
