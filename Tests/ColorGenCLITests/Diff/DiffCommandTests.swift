// Tests `colorgen diff` output in every format on DiffFixture's known changes, and its failure modes.
import Foundation
import XCTest
import TestSupport

/// `colorgen diff` on the known changes of ``DiffFixture``, every section of every format.
final class DiffCommandTests: XCTestCase {
    private func diff(_ arguments: [String], in fixture: DiffFixture) throws -> CLIRunner.Result {
        try CLIRunner.run(["diff"] + arguments, in: fixture.url)
    }

    private let configs = ["old/colorgen.json", "new/colorgen.json"]

    func testTextListsFlipsFirstThenChangedAddedRemovedAndInvisible() throws {
        let fixture = try DiffFixture()
        let run = try diff(configs, in: fixture)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
        let text = run.stdout
        XCTAssertFalse(text.contains("\u{1B}"), "no swatches when standard output is not a terminal")
        let lines = text.components(separatedBy: "\n")
        XCTAssertEqual(Array(lines.prefix(4)), [
            "colorgen diff: old/colorgen.json (rules 2) → new/colorgen.json (rules 2)",
            "ΔE OK is how different two colors look (their distance in the OKLab color space; 0.02 is about the least "
                + "difference an eye notices), and changes below ΔE OK 0.02 count as invisible. A contrast flip is a role that "
                + "met its contrast minimum and now fails it (a regression), or the other way round (an improvement), whether "
                + "its own color or the one it is drawn on changed",
            "",
            "light: 23 contrast flips (22 regressions, 1 improvement), 21 changed, 1 added, 1 removed, 1 invisible, 539 unchanged",
        ])
        XCTAssertEqual(lines[4], "  contrast flips:")
        // The primary tile went light but keeps white text: every role on it regresses, its own color unchanged.
        XCTAssertTrue(lines.contains("    regression text.onPrimary.body  #ffffff (same color)  background primary #5a478f → #b0a0e0, contrast "
                                   + "7.68:1 pass → 2.34:1 fail (needs 4.5; try #3e3e3e (4.55:1))"), text)
        XCTAssertTrue(lines.contains("    regression icon.tinted.onPrimary  #ffffff (same color)  background primary #5a478f → #b0a0e0, contrast "
                                   + "7.68:1 pass → 2.34:1 fail (needs 3; try #585858 (3.03:1))"), text)
        let improvement = try XCTUnwrap(lines.firstIndex(of:
            "    improvement button.secondary.onPrimary.text.selected  #1f2329 (same color)  background primary #5a478f → #b0a0e0, "
                + "contrast 2.05:1 fail (needs 4.5) → 6.72:1 pass"), text)
        XCTAssertTrue(lines[5..<improvement].allSatisfy { $0.hasPrefix("    regression ") }, "regressions come first")
        XCTAssertEqual(lines[improvement + 1], "  changed:")
        XCTAssertTrue(lines.contains("    background.primary  #5a478f → #b0a0e0  ΔE OK 0.291"), text)
        XCTAssertTrue(lines.contains("    brand.shifted  #336699 → #993366  ΔE OK 0.193"), text)
        for (section, line) in [("  added:", "    brand.added  #aa00aa"), ("  removed:", "    brand.removed  #00aa00")] {
            let index = try XCTUnwrap(lines.firstIndex(of: section), text)
            XCTAssertEqual(lines[index + 1], line)
        }
        XCTAssertTrue(lines.contains("  1 role changed invisibly (ΔE OK below 0.02, at most 0.003)"), text)
        XCTAssertFalse(text.contains("brand.subtle"), "invisible changes are summarised, not listed")
        XCTAssertTrue(lines.contains("dark: 1 changed, 1 added, 1 removed, 1 invisible, 582 unchanged"), text)
    }

    func testMarkdownHasATablePerSection() throws {
        let fixture = try DiffFixture()
        let run = try diff(configs + ["--format", "markdown"], in: fixture)
        XCTAssertEqual(run.status, 0, run.stderr)
        let markdown = run.stdout
        for expected in [
            "## colorgen diff\n\n`old/colorgen.json (rules 2)` → `new/colorgen.json (rules 2)`. ΔE OK is how different two colors look (their distance in the OKLab color space; 0.02 is about the least difference an eye notices), and changes below ΔE OK 0.02 count as invisible. A contrast flip is a role that met its contrast minimum and now fails it (a regression), or the other way round (an improvement), whether its own color or the one it is drawn on changed.\n",
            "### light: 23 contrast flips (22 regressions, 1 improvement), 21 changed, 1 added, 1 removed, 1 invisible, 539 unchanged\n",
            "**Contrast flips**\n\n| flip | role | old | new | ΔE OK | contrast |\n|---|---|---|---|---|---|\n| ❌ regression |",
            "| ❌ regression | `text.onPrimary.body` | `#ffffff` | `#ffffff` | 0.000 | background primary #5a478f → #b0a0e0, contrast 7.68:1 pass → 2.34:1 fail (needs 4.5; try #3e3e3e (4.55:1)) |\n",
            "| ✅ improvement | `button.secondary.onPrimary.text.selected` | `#1f2329` | `#1f2329` | 0.000 | background primary #5a478f → #b0a0e0, contrast 2.05:1 fail (needs 4.5) → 6.72:1 pass |\n",
            "**Changed**\n\n| role | old | new | ΔE OK | contrast |\n|---|---|---|---|---|\n",
            "| `background.primary` | `#5a478f` | `#b0a0e0` | 0.291 |  |\n",
            "**Added**\n\n| role | color | contrast |\n|---|---|---|\n| `brand.added` | `#aa00aa` |  |\n",
            "**Removed**\n\n| role | color | contrast |\n|---|---|---|\n| `brand.removed` | `#00aa00` |  |\n",
            "_1 role changed invisibly (ΔE OK below 0.02, at most 0.003)._\n",
            "### dark: 1 changed, 1 added, 1 removed, 1 invisible, 582 unchanged\n",
        ] {
            XCTAssertTrue(markdown.contains(expected), "missing \(expected.debugDescription) in:\n\(markdown)")
        }
        let flips = try XCTUnwrap(markdown.range(of: "**Contrast flips**")), changed = try XCTUnwrap(markdown.range(of: "**Changed**"))
        XCTAssertLessThan(flips.lowerBound, changed.lowerBound)
    }

    func testHTMLIsSelfContainedWithOldAndNewSwatchesSideBySide() throws {
        let fixture = try DiffFixture()
        let run = try diff(configs + ["--format", "html"], in: fixture)
        XCTAssertEqual(run.status, 0, run.stderr)
        let page = run.stdout
        XCTAssertTrue(page.hasPrefix("<!DOCTYPE html>"))
        for expected in [
            "<h2>light <span class=\"summary\">23 contrast flips (22 regressions, 1 improvement), 21 changed, 1 added, 1 removed, 1 invisible, 539 unchanged</span></h2>",
            "<h3>Contrast flips</h3>", "<h3>Changed</h3>", "<h3>Added</h3>", "<h3>Removed</h3>",
            "<tr><td class=\"regression\">regression</td><td><code>text.onPrimary.body</code></td>"
                + "<td><span class=\"swatch\" style=\"background: #ffffff\"></span><code>#ffffff</code></td>"
                + "<td><span class=\"swatch\" style=\"background: #ffffff\"></span><code>#ffffff</code></td>"
                + "<td>0.000</td><td>background primary #5a478f → #b0a0e0, contrast 7.68:1 pass → 2.34:1 fail (needs 4.5; "
                + "try #3e3e3e (4.55:1))</td></tr>",
            "<tr><td><code>background.primary</code></td><td><span class=\"swatch\" style=\"background: #5a478f\"></span><code>#5a478f</code></td>"
                + "<td><span class=\"swatch\" style=\"background: #b0a0e0\"></span><code>#b0a0e0</code></td><td>0.291</td><td></td></tr>",
            "<tr><td><code>button.secondary.onBackground.background.selected</code></td>"
                + "<td><span class=\"swatch\" style=\"background: rgb(90 71 143 / 0.25)\"></span><code>#5a478f40</code></td>",
            "<tr><td><code>brand.added</code></td><td><span class=\"swatch\" style=\"background: #aa00aa\"></span><code>#aa00aa</code></td><td></td></tr>",
            "<tr><td><code>brand.removed</code></td>",
            "<p class=\"invisible\">1 role changed invisibly (ΔE OK below 0.02, at most 0.003).</p>",
        ] {
            XCTAssertTrue(page.contains(expected), "missing \(expected) in the page")
        }
        for forbidden in ["<script", "http://", "https://", "<link", "@import"] {
            XCTAssertFalse(page.contains(forbidden), "the page must be self-contained: \(forbidden)")
        }
    }

    func testJSONMatchesItsSchemaAndHoldsEverySection() throws {
        let fixture = try DiffFixture()
        let run = try diff(configs + ["--format", "json"], in: fixture)
        XCTAssertEqual(run.status, 0, run.stderr)
        let file = try fixture.folder.write("diff.json", run.stdout)
        try JSONSchemaCheck.assertValid(file)
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(root["hasChanges"] as? Bool, true)
        XCTAssertEqual(root["hasContrastRegressions"] as? Bool, true)
        let schemes = try XCTUnwrap(root["schemes"] as? [[String: Any]])
        XCTAssertEqual(schemes.map { $0["name"] as? String }, ["light", "dark"])
        let light = schemes[0]
        XCTAssertEqual(light["summary"] as? [String: Int], ["contrastFlips": 23, "contrastRegressions": 22, "changed": 21,
                                                            "added": 1, "removed": 1, "belowThreshold": 1, "unchanged": 539])
        let flips = try XCTUnwrap(light["contrastFlips"] as? [[String: Any]])
        XCTAssertEqual(flips.first?["flip"] as? String, "regression")
        XCTAssertEqual(flips.last?["flip"] as? String, "improvement")
        let body = try XCTUnwrap(flips.first { $0["role"] as? String == "text.onPrimary.body" })
        XCTAssertEqual(body["old"] as? String, "#ffffff")
        XCTAssertEqual((body["oldContrast"] as? [String: Any])?["passes"] as? Bool, true)
        XCTAssertEqual((body["newContrast"] as? [String: Any])?["background"] as? String, "#b0a0e0")
        let below = try XCTUnwrap(light["belowThreshold"] as? [[String: Any]])
        XCTAssertEqual(below.map { $0["role"] as? String }, ["brand.subtle"])
        XCTAssertEqual(below.first?["new"] as? String, "#818181")
        XCTAssertEqual((light["added"] as? [[String: Any]])?.map { $0["role"] as? String }, ["brand.added"])
        XCTAssertEqual((light["removed"] as? [[String: Any]])?.map { $0["color"] as? String }, ["#00aa00"])
        let changed = try XCTUnwrap(light["changed"] as? [[String: Any]])
        let primary = try XCTUnwrap(changed.first { $0["role"] as? String == "background.primary" })
        XCTAssertEqual(primary["deltaEOK"] as? Double ?? 0, 0.291, accuracy: 0.001)
        XCTAssertTrue(primary["oldContrast"] is NSNull)

        // The check itself catches a document that breaks the schema.
        let broken = try fixture.folder.write("broken.json", run.stdout.replacingOccurrences(of: "\"regression\"", with: "\"worse\""))
        XCTAssertFalse(try JSONSchemaCheck.isValid(broken))
    }

    func testRulesVersionChange() throws {
        let fixture = try DiffFixture()
        let change = try diff(["--config", "old/colorgen.json", "--rules", "0..2", "--format", "json"], in: fixture)
        XCTAssertEqual(change.status, 0, change.stderr)
        try JSONSchemaCheck.assertValid(try fixture.folder.write("rules.json", change.stdout))
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(change.stdout.utf8)) as? [String: Any])
        XCTAssertEqual((root["old"] as? [String: Any])?["rulesVersion"] as? Int, 0)
        XCTAssertEqual((root["new"] as? [String: Any])?["rulesVersion"] as? Int, 2)
        XCTAssertEqual(root["hasContrastRegressions"] as? Bool, false)
        let light = try XCTUnwrap((root["schemes"] as? [[String: Any]])?.first)
        // Version 1 moved tinted buttons to the text swatch (docs/rules-versions.md).
        let flips = try XCTUnwrap(light["contrastFlips"] as? [[String: Any]])
        XCTAssertEqual(flips.map { $0["role"] as? String }, ["button.tinted.onAccent", "button.tinted.onSurface"])
        XCTAssertEqual(Set(flips.map { $0["flip"] as? String }), ["improvement"])
        let changed = try XCTUnwrap(light["changed"] as? [[String: Any]])
        XCTAssertTrue(changed.contains { $0["role"] as? String == "button.tinted.onBackground" && $0["new"] as? String == "#1f2329" })
        XCTAssertEqual((light["added"] as? [Any])?.count, 0)

        let text = try diff(["--config", "old/colorgen.json", "--rules", "0..2"], in: fixture)
        XCTAssertTrue(text.stdout.hasPrefix("colorgen diff: old/colorgen.json (rules 0) → old/colorgen.json (rules 2)\n"), text.stdout)
        XCTAssertTrue(text.stdout.contains("    improvement button.tinted.onAccent  #575e71 → #1f2329  ΔE OK 0.229  "
                                           + "3.51:1 fail (needs 4.5) → 8.56:1 pass\n"), text.stdout)

        // Versions 1 and 2 give the same roles: everything is counted unchanged.
        let same = try diff(["--config", "old/colorgen.json", "--rules", "1..2", "--fail-on", "change"], in: fixture)
        XCTAssertEqual(same.status, 0, same.stderr)
        XCTAssertTrue(same.stdout.contains("\nlight: no changes (585 roles)\n\ndark: no changes (585 roles)\n"), same.stdout)
    }

    func testFailOn() throws {
        let fixture = try DiffFixture()
        let contrast = try diff(configs + ["--fail-on", "contrast"], in: fixture)
        XCTAssertEqual(contrast.status, 1)
        XCTAssertTrue(contrast.stdout.contains("contrast flips:"), "the report is printed before failing")
        XCTAssertEqual(contrast.stderr, "colorgen: error: contrast regressions (--fail-on contrast)\n")
        XCTAssertEqual(try diff(["--config", "old/colorgen.json", "--rules", "0..2", "--fail-on", "contrast"], in: fixture).status, 0,
                       "improvements only")
        let change = try diff(["--config", "old/colorgen.json", "--rules", "0..2", "--fail-on", "change"], in: fixture)
        XCTAssertEqual(change.status, 1)
        XCTAssertEqual(change.stderr, "colorgen: error: the roles changed (--fail-on change)\n")
        // An invisible change is still a change.
        try fixture.folder.write("new/sage.tokens.json", try XCTUnwrap(fixture.folder.read("old/sage.tokens.json")))
        try fixture.folder.write("new/roles.tokens.json", DiffFixture.roles([("removed", "#00aa00"), ("subtle", "#818181"),
                                                                             ("shifted", "#336699")]))
        let invisible = try diff(configs + ["--fail-on", "change"], in: fixture)
        XCTAssertEqual(invisible.status, 1)
        XCTAssertTrue(invisible.stdout.contains("light: 1 invisible, 584 unchanged\n"), invisible.stdout)
        XCTAssertEqual(try diff(configs + ["--fail-on", "contrast"], in: fixture).status, 0)
    }

    func testThresholdOption() throws {
        let fixture = try DiffFixture()
        let run = try diff(configs + ["--threshold", "0"], in: fixture)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("changes below ΔE OK 0 count as invisible. A contrast flip"))
        XCTAssertTrue(run.stdout.contains("    brand.subtle  #808080 → #818181  ΔE OK 0.003\n"), run.stdout)
        XCTAssertFalse(run.stdout.contains("invisibly"))
        let wide = try diff(configs + ["--threshold", "0.25"], in: fixture)
        XCTAssertTrue(wide.stdout.contains("brand.shifted") == false, "0.193 is below 0.25")
        XCTAssertTrue(wide.stdout.contains("light: 23 contrast flips (22 regressions, 1 improvement), 20 changed, 1 added, 1 removed, "
                                           + "2 invisible, 539 unchanged\n"), wide.stdout)
        XCTAssertTrue(wide.stdout.contains("  2 roles changed invisibly (ΔE OK below 0.25, at most 0.193)\n"), wide.stdout)
    }

    func testSchemesWithDifferentNamesAreReportedThenComparedByName() throws {
        let fixture = try DiffFixture(newSchemeNames: (light: "light", dark: "night"))
        let run = try diff(configs, in: fixture)
        XCTAssertEqual(run.status, 0, run.stderr)
        let warning = "scheme \"dark\" only in old/colorgen.json, scheme \"night\" only in new/colorgen.json; "
            + "the other schemes are compared by name"
        XCTAssertEqual(run.stderr, "colorgen: warning: \(warning)\n")
        XCTAssertTrue(run.stdout.contains("warning: \(warning)\n\nlight: 23 contrast flips"), run.stdout)
        XCTAssertFalse(run.stdout.contains("\ndark:") || run.stdout.contains("\nnight:"))
        let json = try diff(configs + ["--format", "json", "--fail-on", "change"], in: fixture)
        XCTAssertEqual(json.status, 1)
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(root["schemesOnlyInOld"] as? [String], ["dark"])
        XCTAssertEqual(root["schemesOnlyInNew"] as? [String], ["night"])
        XCTAssertEqual((root["schemes"] as? [[String: Any]])?.count, 1)
        let markdown = try diff(configs + ["--format", "markdown"], in: fixture)
        XCTAssertTrue(markdown.stdout.contains("> **Warning:** scheme \"dark\" only in old/colorgen.json"), markdown.stdout)
        let html = try diff(configs + ["--format", "html"], in: fixture)
        XCTAssertTrue(html.stdout.contains("<p class=\"warning\">Warning: scheme &quot;dark&quot; only in old/colorgen.json"))
    }

    func testConfigErrorsOnEitherSideNameThatSidesFileAndLine() throws {
        let fixture = try DiffFixture()
        try fixture.folder.write("new/colorgen.json", #"{"schemes": {"light": ["light.tokens.json"]},"# + "\n" + #" "outptus": []}"#)
        try fixture.folder.write("old/roles.tokens.json", #"{"roles": {"brand": {"x": {"$type": "color", "$value": 12}}}}"#)
        let run = try diff(configs, in: fixture)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, "")
        XCTAssertTrue(run.stderr.contains("new/colorgen.json:2:2: error: "), run.stderr)
        XCTAssertTrue(run.stderr.contains("old/roles.tokens.json:1:"), run.stderr)
        let missing = try diff(["old/colorgen.json", "nowhere/colorgen.json"], in: fixture)
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stderr.contains("cannot read config 'nowhere/colorgen.json': no such file"), missing.stderr)
    }

    func testCommandLineErrorsExitWithStatus2() throws {
        let fixture = try DiffFixture()
        let cases: [([String], String)] = [
            ([], "nothing to compare"),
            (["old/colorgen.json"], "one config given"),
            (configs + ["--against", "HEAD"], "leave out --against and --config"),
            (configs + ["--format", "jsn"], "unknown format 'jsn'"),
            (configs + ["--threshold", "-1"], "--threshold must be a number of at least 0"),
            (configs + ["--fail-on", "anything"], "--fail-on must be 'contrast' or 'change'"),
            (["--rules", "2"], "--rules must be two rules versions as OLD..NEW"),
            (["--rules", "1..99"], "unknown rules version 99"),
        ]
        for (arguments, message) in cases {
            let run = try diff(arguments, in: fixture)
            XCTAssertEqual(run.status, 2, "\(arguments): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains(message), "\(arguments): \(run.stderr)")
        }
        XCTAssertTrue(try diff(["--help"], in: fixture).stdout.contains("usage: colorgen diff OLD_CONFIG NEW_CONFIG"))
    }
}

/// Checks documents against docs/diff.schema.json with Python's `jsonschema`
/// (Tests/Tools/validate_json_schema.py); skips without it, and fails under CI=true.
enum JSONSchemaCheck {
    static let schema = PackageRoot.url.appendingPathComponent("docs/diff.schema.json")

    static func assertValid(_ file: URL, line: UInt = #line) throws {
        let run = try validate(file)
        XCTAssertEqual(run.status, 0, "\(file.lastPathComponent) breaks docs/diff.schema.json:\n\(run.output)", line: line)
    }

    static func isValid(_ file: URL) throws -> Bool {
        try validate(file).status == 0
    }

    private static func validate(_ file: URL) throws -> ProcessRunner.CombinedOutput {
        let run = try ProcessRunner.runCombined(URL(fileURLWithPath: "/usr/bin/env"),
                                                ["python3", PackageRoot.url.appendingPathComponent("Tests/Tools/validate_json_schema.py").path,
                                                 schema.path, file.path])
        if run.status == 3 || run.status == 127 {
            let message = "the diff schema check needs python3 with jsonschema (`pip install jsonschema`): \(run.output)"
            if ProcessInfo.processInfo.environment["CI"] == "true" { XCTFail(message) }
            throw XCTSkip(message)
        }
        return run
    }
}

/// `generate --check --diff` (what `generate-colors --check --diff` runs): the role diff from the
/// roles in the generated json output to the config's.
final class GenerateCheckDiffTests: XCTestCase {
    func testPrintsTheRoleDiffFromTheGeneratedOutputs() throws {
        let fixture = try DiffFixture()
        let files = ["colorgen.json", "sage.tokens.json", "light.tokens.json", "dark.tokens.json", "roles.tokens.json"]
        for file in files { try fixture.folder.write("app/" + file, try XCTUnwrap(fixture.folder.read("old/" + file))) }
        let app = fixture.url.appendingPathComponent("app")
        XCTAssertEqual(try CLIRunner.run(["generate", "--quiet"], in: app).status, 0)
        let upToDate = try CLIRunner.run(["generate", "--check", "--diff"], in: app)
        XCTAssertEqual(upToDate.status, 0, upToDate.stderr)
        XCTAssertEqual(upToDate.stdout, "all 3 outputs are up to date\n")

        for file in files { try fixture.folder.write("app/" + file, try XCTUnwrap(fixture.folder.read("new/" + file))) }
        let run = try CLIRunner.run(["generate", "--check", "--diff"], in: app)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("colorgen: error: 'Generated/colors.light.tokens.json' is out of date"), run.stderr)
        let lines = run.stdout.components(separatedBy: "\n")
        // First each differing file as a unified diff, then the role diff.
        XCTAssertEqual(lines.first, "--- Generated/colors.light.tokens.json")
        XCTAssertTrue(lines.contains("colorgen diff: generated Generated/colors (rules 2) → colorgen.json (rules 2)"), run.stdout)
        // The read-back roles are measured on their background roles, so the same flips show.
        XCTAssertTrue(lines.contains { $0.hasPrefix("light: 23 contrast flips (22 regressions, 1 improvement), 21 changed, 1 added, 1 removed") },
                      run.stdout)
        XCTAssertTrue(lines.contains("    regression text.onPrimary.body  #ffffff (same color)  background primary #5a478f → #b0a0e0, contrast "
                                   + "7.68:1 pass → 2.34:1 fail (needs 4.5; try #3e3e3e (4.55:1))"), run.stdout)
        XCTAssertTrue(lines.contains("    brand.added  #aa00aa"), run.stdout)

        let usage = try CLIRunner.run(["generate", "--diff"], in: app)
        XCTAssertEqual(usage.status, 2)
        XCTAssertTrue(usage.stderr.contains("--diff needs --check"), usage.stderr)
    }

    func testWithoutAJSONOutputSaysWhyThereIsNoDiff() throws {
        let folder = try TemporaryFolder()
        try folder.write("light.tokens.json", DiffFixture.roles([("a", "#102030")]))
        try folder.write("colorgen.json", #"{"schemes": {"light": ["light.tokens.json"]}, "outputs": [{"format": "css", "path": "c.css"}]}"#)
        let run = try CLIRunner.run(["generate", "--check", "--diff"], in: folder.url)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("colorgen: note: no role diff: the config has no json output to read the generated roles back from"),
                      run.stderr)
    }
}
