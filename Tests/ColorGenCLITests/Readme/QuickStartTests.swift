// Follows the README's quick start in a temporary app package with the built colorgen, asserting each behaviour.
import Foundation
import XCTest
import TestSupport

/// The README's quick start as a newcomer follows it, in a temporary package whose manifest is
/// the README's: `init` into the colors target, generate, break a color's contrast, diff, add a
/// scheme, edit a hex, and the mistakes on the way, each reported at its file, line and column.
/// (`PluginTests.testReadmeQuickStartBuildsAsAPackage` builds the same files with `swift build`.)
final class QuickStartTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var target: URL { folder.url.appendingPathComponent("Sources/AppColors") }

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        _ = try folder.write("Package.swift", try XCTUnwrap(PluginTests.readmeBlocks()["Package.swift"]))
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
    }

    /// Runs colorgen in the target's folder.
    private func colorgen(_ arguments: [String]) throws -> CLIRunner.Result {
        try CLIRunner.run(arguments, in: target)
    }

    private func edit(_ path: String, _ change: (String) -> String) throws {
        let file = target.appendingPathComponent(path)
        let text = try String(contentsOf: file, encoding: .utf8)
        let changed = change(text)
        XCTAssertNotEqual(changed, text, "the edit of \(path) changes nothing")
        try Data(changed.utf8).write(to: file)
    }

    private var generatedSwift: String? { folder.read("Generated/Colors.swift") }

    func testTheQuickStartChecksContrastFromTheFirstRunAndReportsEachMistakeAtItsPlace() throws {
        // Step 2: init, and what to do next in an app package.
        let initRun = try CLIRunner.run(["init", "--dir", "Sources/AppColors"], in: folder.url)
        XCTAssertEqual(initRun.status, 0, initRun.stderr)
        XCTAssertTrue(initRun.stdout.contains("next: apply ColorGenPlugin to target AppColors in Package.swift, edit the token "
                                              + "files and run 'swift build'"), initRun.stdout)
        XCTAssertEqual(try colorgen(["generate", "--quiet"]).stderr, "", "the starter builds without a warning")
        let first = try XCTUnwrap(generatedSwift)
        XCTAssertTrue(first.contains("static var textPrimary: Color"), "flat members")
        XCTAssertTrue(first.contains("/// `accent`: light #0a66c2ff, dark #4d9cffff\n"), "flat members' comments give each color")

        // The preview measures the starter's pairs rather than claiming every role passes.
        XCTAssertEqual(try colorgen(["preview", "--quiet"]).status, 0)
        let page = try XCTUnwrap(folder.read("Sources/AppColors/colorgen-preview.html"))
        XCTAssertTrue(page.contains("3 of 3 content roles pass"), "text.primary, text.secondary and accent")
        XCTAssertTrue(page.contains("<h2>roles outside a group</h2>"), "accent and border are not under background")
        XCTAssertFalse(page.contains("No contrast pair is checked"))

        // Break a color's contrast: the run fails at the pair, and writes nothing.
        let before = try XCTUnwrap(folder.read("Sources/AppColors/colorgen.json"))
        try FileManager.default.copyItem(at: target, to: folder.url.appendingPathComponent("before"))
        try edit("Colors/light.tokens.json") { $0.replacingOccurrences(of: "#5f6368", with: "#999999") }
        let broken = try colorgen(["generate", "--quiet"])
        XCTAssertEqual(broken.status, 1)
        XCTAssertEqual(broken.stderr, """
            Colors/light.tokens.json:4:5: error: text.secondary on background.base in scheme "light" reaches 2.84:1, below the \
            declared minimum 4.5:1; #767676 (same hue, darker) reaches 4.54:1
            colorgen.json:8:5: note: the pair is declared here
            Colors/light.tokens.json:4:5: error: text.secondary on background.raised in scheme "light" reaches 2.55:1, below the \
            declared minimum 4.5:1; #6f6f6f (same hue, darker) reaches 4.50:1
            colorgen.json:8:5: note: the pair is declared here

            """)
        XCTAssertEqual(generatedSwift, first, "nothing written")

        // diff runs on the failing side and shows the regression; --fail-on contrast fails on it.
        let oldConfig = folder.url.appendingPathComponent("before/colorgen.json").path
        let diff = try colorgen(["diff", oldConfig, "colorgen.json", "--no-color"])
        XCTAssertEqual(diff.status, 0, diff.stderr)
        XCTAssertTrue(diff.stdout.contains("    regression text.secondary  #5f6368 → #999999  ΔE OK 0.185  5.42:1 pass → "
                                           + "2.55:1 fail (needs 4.5; try #6f6f6f (4.50:1))"), diff.stdout)
        XCTAssertTrue(diff.stderr.contains("Colors/light.tokens.json:4:5: warning: text.secondary on background.base"), diff.stderr)
        XCTAssertEqual(try colorgen(["diff", oldConfig, "colorgen.json", "--fail-on", "contrast"]).status, 1)

        // As a warning the pair lets the run write, and still fails --fail-on contrast.
        try edit("colorgen.json") {
            $0.replacingOccurrences(of: #""background": "background.*", "minimum": 4.5, "increasedContrastMinimum": 7 },"#,
                                    with: #""background": "background.*", "minimum": 4.5, "increasedContrastMinimum": 7, "level": "warning" },"#)
        }
        let warned = try colorgen(["generate", "--quiet"])
        XCTAssertEqual(warned.status, 0, warned.stderr)
        XCTAssertTrue(warned.stderr.hasPrefix("Colors/light.tokens.json:4:5: warning: text.secondary on background.base"), warned.stderr)
        let failOn = try colorgen(["diff", oldConfig, "colorgen.json", "--fail-on", "contrast"])
        XCTAssertEqual(failOn.status, 1, failOn.stdout)
        XCTAssertTrue(failOn.stderr.hasSuffix("colorgen: error: contrast regressions (--fail-on contrast)\n"), failOn.stderr)
        try Data(before.utf8).write(to: target.appendingPathComponent("colorgen.json"))
        try edit("Colors/light.tokens.json") { $0.replacingOccurrences(of: "#999999", with: "#5f6368") }

        // Step 4: a scheme goes in the config; one serving no appearance is a warning naming the entry.
        try FileManager.default.copyItem(at: target.appendingPathComponent("Colors/light.tokens.json"),
                                         to: target.appendingPathComponent("Colors/high-contrast.tokens.json"))
        try edit("colorgen.json") {
            $0.replacingOccurrences(of: #""dark": ["Colors/dark.tokens.json"]"#,
                                    with: #""dark": ["Colors/dark.tokens.json"],"# + "\n    " + #""highContrast": ["Colors/highContrast.tokens.json"]"#)
        }
        let misnamed = try colorgen(["generate", "--quiet"])
        XCTAssertEqual(misnamed.status, 1)
        XCTAssertTrue(misnamed.stderr.contains("colorgen.json:6:22: error: cannot read token file 'Colors/highContrast.tokens.json': "
                                               + "no such file; did you mean 'high-contrast.tokens.json' beside it?"), misnamed.stderr)
        try edit("colorgen.json") { $0.replacingOccurrences(of: "Colors/highContrast.tokens.json", with: "Colors/high-contrast.tokens.json") }
        let unserved = try colorgen(["generate", "--quiet"])
        XCTAssertEqual(unserved.status, 0, unserved.stderr)
        XCTAssertEqual(unserved.stderr, """
            colorgen.json:6:5: warning: scheme "highContrast" serves no appearance: the outputs include it, but no system setting \
            selects it (light: "light", dark: "dark"); to serve Increase Contrast in light mode with it, add "appearances": \
            {"light": "light", "dark": "dark", "lightIncreasedContrast": "highContrast"} (docs/appearances.md)

            """)
        // Serving Increase Contrast holds it to 7:1, which the light colors do not all reach.
        try edit("colorgen.json") {
            $0.replacingOccurrences(of: #""rulesVersion": 3,"#, with: #""rulesVersion": 3,"# + "\n  "
                                    + #""appearances": {"light": "light", "dark": "dark", "lightIncreasedContrast": "highContrast"},"#)
        }
        let increased = try colorgen(["generate", "--quiet"])
        XCTAssertEqual(increased.status, 1)
        XCTAssertTrue(increased.stderr.hasPrefix("Colors/high-contrast.tokens.json:4:5: error: text.secondary on background.base in "
                                                 + "scheme \"highContrast\" reaches 6.04:1, below the declared minimum 7:1; #56595e "
                                                 + "(same hue, darker) reaches 7.03:1\ncolorgen.json:10:5: note: the pair is declared here\n"),
                      increased.stderr)
        try edit("Colors/high-contrast.tokens.json") {
            $0.replacingOccurrences(of: "#5f6368", with: "#3c4043").replacingOccurrences(of: "#0a66c2", with: "#0b4f91")
        }
        XCTAssertEqual(try colorgen(["generate", "--quiet"]).stderr, "")

        // Step 4: editing a color's hex is all a change takes.
        try edit("Colors/light.tokens.json") { $0.replacingOccurrences(of: "#0a66c2", with: "#0b57d0") }
        let edited = try colorgen(["generate", "--quiet"])
        XCTAssertEqual(edited.stderr, "")
        XCTAssertTrue(generatedSwift?.contains("/// `accent`: light #0b57d0ff, dark #4d9cffff, highContrast #0b4f91ff\n") == true,
                      generatedSwift ?? "")
    }

    func testMistakesOfTheCommandLineAndTheOutputPathAreNamedWithTheFix() throws {
        XCTAssertEqual(try CLIRunner.run(["init", "--dir", "Sources/AppColors", "--quiet"], in: folder.url).status, 0)
        let option = try colorgen(["generate", "--configg", "colorgen.json"])
        XCTAssertEqual(option.status, 2)
        XCTAssertTrue(option.stderr.hasPrefix("colorgen generate: error: unknown option '--configg'; did you mean '--config'?\n"),
                      option.stderr)
        XCTAssertTrue(try colorgen(["diff", "--format", "text", "--fromat", "x"]).stderr
            .hasPrefix("colorgen diff: error: unknown option '--fromat'; did you mean '--format'?\n"))

        // A role named on<Name> is measured on <name>, a warning at the role when it fails.
        try edit("Colors/light.tokens.json") {
            $0.replacingOccurrences(of: #"  "accent": {"#, with: ##"  "onAccent": { "$type": "color", "$value": { "colorSpace": "srgb", "hex": "#6aa0e0" } },"##
                                    + "\n" + #"  "accent": {"#)
        }
        try edit("Colors/dark.tokens.json") {
            $0.replacingOccurrences(of: #"  "accent": {"#, with: ##"  "onAccent": { "$type": "color", "$value": { "colorSpace": "srgb", "hex": "#000000" } },"##
                                    + "\n" + #"  "accent": {"#)
        }
        let named = try colorgen(["generate", "--quiet"])
        XCTAssertEqual(named.status, 0, named.stderr)
        XCTAssertEqual(named.stderr, """
            Colors/light.tokens.json:10:3: warning: onAccent on accent in scheme "light" reaches 2.09:1, below 4.5:1 for text \
            (paired by the name onAccent; declare the pair in "contrast" to choose its minimum, or set "contrastByName": false); \
            #cbe9ff (same hue, lighter) reaches 4.50:1

            """)
        // A color by its hex alone must be sRGB; a misspelt key of a pair gets a did-you-mean.
        try edit("Colors/dark.tokens.json") {
            $0.replacingOccurrences(of: ##"{ "colorSpace": "srgb", "hex": "#000000" }"##, with: ##"{ "colorSpace": "display-p3", "hex": "#000000" }"##)
        }
        try edit("colorgen.json") { $0.replacingOccurrences(of: #""minimum": 4.5, "increasedContrastMinimum": 7 }"#,
                                                            with: #""minimum": 4.5, "increasedContrastMinimun": 7 }"#) }
        let mistakes = try colorgen(["generate", "--quiet"])
        XCTAssertEqual(mistakes.status, 1)
        XCTAssertEqual(mistakes.stderr, """
            colorgen.json:8:77: error: unknown key "increasedContrastMinimun" in a contrast pair; did you mean 'increasedContrastMinimum'?
            colorgen.json:9:77: error: unknown key "increasedContrastMinimun" in a contrast pair; did you mean 'increasedContrastMinimum'?

            """, "the config's errors come alone: no token file is read")
        try edit("colorgen.json") { $0.replacingOccurrences(of: "increasedContrastMinimun", with: "increasedContrastMinimum") }
        XCTAssertEqual(try colorgen(["generate", "--quiet"]).stderr, """
            Colors/dark.tokens.json:10:61: error: a color given by its hex alone must have colorSpace "srgb" (a hex is an sRGB \
            color); give 'components' in display-p3 instead

            """)
        try edit("Colors/dark.tokens.json") { $0.replacingOccurrences(of: "display-p3", with: "srgb") }

        // The Swift copy inside the target that applies the plugin would be compiled twice.
        try edit("colorgen.json") { $0.replacingOccurrences(of: "../../Generated/Colors.swift", with: "Generated/Colors.swift") }
        let inside = try colorgen(["generate"])
        XCTAssertEqual(inside.status, 1)
        XCTAssertEqual(inside.stdout, "")
        XCTAssertEqual(inside.stderr, """
            colorgen.json:12:34: error: the swift output "Generated/Colors.swift" lies inside target 'AppColors', which applies \
            ColorGenPlugin in Package.swift: the build compiles the plugin's own copy of it, and this one beside it would break \
            the build; give the output a path outside the target, e.g. "../../Generated/Colors.swift"

            """)
        XCTAssertNil(folder.read("Sources/AppColors/Generated/Colors.swift"))
        // A target without the plugin may hold it.
        let manifest = try XCTUnwrap(folder.read("Package.swift"))
        _ = try folder.write("Package.swift", manifest.replacingOccurrences(
            of: #", plugins: [.plugin(name: "ColorGenPlugin", package: "colorgen")]"#, with: ""))
        XCTAssertEqual(try colorgen(["generate", "--quiet"]).status, 0)
        XCTAssertNotNil(folder.read("Sources/AppColors/Generated/Colors.swift"))

        // One output is "the output".
        let check = try colorgen(["generate", "--check"])
        XCTAssertEqual(check.stdout, "the output is up to date\n")
    }
}
