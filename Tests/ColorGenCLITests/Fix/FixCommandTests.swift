// Tests `colorgen fix` through the built binary: byte-exact edits in JSON and JSON5, shared literals, dry runs.
import Foundation
import XCTest
import TestSupport

/// `colorgen fix` writes each failing foreground's nearest passing color into the token holding
/// its literal, changing only that value's bytes (docs/contrast-checks.md).
final class FixCommandTests: XCTestCase {
    private static let config = """
        {
          "schemes": {"light": ["light.tokens.json5"], "dark": ["dark.tokens.json"]},
          "contrast": [{"foreground": "text.*", "background": "background.*", "minimum": 4.5}],
          "outputs": []
        }

        """

    /// JSON5: comments, single quotes, unquoted keys and trailing commas, a legacy hex string and
    /// an alias to a swatch shared by two roles.
    private static let light = """
        // light scheme
        {
          swatch: { gray: { $type: 'color', $value: '#999999' /* too light */ }, },
          text: {
            muted: { $type: 'color', $value: '{swatch.gray}' },
            hint:  { $type: 'color', $value: '{swatch.gray}' },
            body:    { "$type": "color", "$value": { colorSpace: 'srgb', components: [0.6, 0.6, 0.6], hex: '#999999' } },
          },
          background: { base: { $type: 'color', $value: '#ffffff' } },
        }

        """

    private static let dark = """
        {
          "swatch": { "gray": { "$type": "color", "$value": { "colorSpace": "srgb", "hex": "#999999" } } },
          "text": {
            "muted": { "$type": "color", "$value": { "colorSpace": "srgb", "hex": "#444444" } },
            "hint":  { "$type": "color", "$value": { "colorSpace": "srgb", "hex": "#eeeeee" } },
            "body":  { "$type": "color", "$value": { "colorSpace": "srgb", "hex": "#eeeeee" } }
          },
          "background": { "base": { "$type": "color", "$value": { "colorSpace": "srgb", "hex": "#121212" } } }
        }

        """

    private func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("colorgen.json", Self.config)
        try folder.write("light.tokens.json5", Self.light)
        try folder.write("dark.tokens.json", Self.dark)
        return folder
    }

    /// The bytes that differ between `old` and `new`: each run as (offset in old, old text, new text).
    private func differences(_ old: String, _ new: String) -> [String] {
        let a = Array(old.utf8), b = Array(new.utf8)
        guard a.count == b.count else { return ["lengths \(a.count) → \(b.count)"] }
        var runs: [String] = []
        var index = 0
        while index < a.count {
            guard a[index] != b[index] else { index += 1; continue }
            var end = index
            while end < a.count, a[end] != b[end] { end += 1 }
            runs.append("\(index): \(String(decoding: a[index..<end], as: UTF8.self)) → \(String(decoding: b[index..<end], as: UTF8.self))")
            index = end
        }
        return runs
    }

    func testFixChangesOnlyTheValuesBytesInJSONAndJSON5AndTheResultPasses() throws {
        let folder = try project()
        let run = try CLIRunner.run(["fix"], in: folder.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertFalse(run.stderr.contains("error"), run.stderr)
        let light = try XCTUnwrap(folder.read("light.tokens.json5")), dark = try XCTUnwrap(folder.read("dark.tokens.json"))
        // The swatch both light roles alias moves once, to the nearest gray that passes; the body's
        // components and hex move together; nothing else changes, not a comment or a space.
        let gray = Self.light.range(of: "'#999999'")!, body = Self.light.range(of: "[0.6, 0.6, 0.6]")!
        let grayOffset = Self.light.utf8.distance(from: Self.light.startIndex, to: gray.lowerBound)
        let bodyOffset = Self.light.utf8.distance(from: Self.light.startIndex, to: body.lowerBound)
        XCTAssertEqual(light.utf8.count, Self.light.utf8.count + 9, "three components of 3 characters become 6")
        XCTAssertTrue(light.hasPrefix(String(Self.light.prefix(grayOffset)) + "'#767676' /* too light */ }, },"), light)
        XCTAssertTrue(light.contains("components: [0.4627, 0.4627, 0.4627], hex: '#767676' } },\n"), light)
        XCTAssertEqual(light.replacingOccurrences(of: "'#767676'", with: "'#999999'")
                            .replacingOccurrences(of: "[0.4627, 0.4627, 0.4627]", with: "[0.6, 0.6, 0.6]"), Self.light)
        XCTAssertLessThan(grayOffset, bodyOffset)
        let muted = Self.dark.utf8.distance(from: Self.dark.startIndex, to: Self.dark.range(of: "#444444")!.lowerBound)
        XCTAssertEqual(differences(Self.dark, dark), ["\(muted + 1): 444444 → 7d7d7d"], "only dark text.muted's hex")
        XCTAssertTrue(run.stdout.contains("fixed light.tokens.json5:3:13: swatch.gray #999999 → #767676 (for swatch.gray in \"light\", "
                                          + "text.hint in \"light\", text.muted in \"light\"; passes on background.base in \"light\")"), run.stdout)
        let generate = try CLIRunner.run(["generate", "--quiet"], in: folder.url)
        XCTAssertEqual(generate.status, 0, generate.stderr)
        XCTAssertFalse(generate.stderr.contains("reaches"), "every pair passes after the fix: \(generate.stderr)")
        let again = try CLIRunner.run(["fix"], in: folder.url)
        XCTAssertEqual(again.stdout, "every contrast pair passes; nothing to fix\n")
    }

    func testADryRunPrintsAUnifiedDiffAndChangesNothing() throws {
        let folder = try project()
        let run = try CLIRunner.run(["fix", "--dry-run", "--scheme", "dark"], in: folder.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, """
            --- a/dark.tokens.json
            +++ b/dark.tokens.json
            @@ -1,7 +1,7 @@
             {
               "swatch": { "gray": { "$type": "color", "$value": { "colorSpace": "srgb", "hex": "#999999" } } },
               "text": {
            -    "muted": { "$type": "color", "$value": { "colorSpace": "srgb", "hex": "#444444" } },
            +    "muted": { "$type": "color", "$value": { "colorSpace": "srgb", "hex": "#7d7d7d" } },
                 "hint":  { "$type": "color", "$value": { "colorSpace": "srgb", "hex": "#eeeeee" } },
                 "body":  { "$type": "color", "$value": { "colorSpace": "srgb", "hex": "#eeeeee" } }
               },
            would fix dark.tokens.json:4:5: text.muted #444444 → #7d7d7d (for text.muted in "dark"; passes on background.base in "dark")

            """)
        XCTAssertEqual(folder.read("dark.tokens.json"), Self.dark)
        XCTAssertEqual(folder.read("light.tokens.json5"), Self.light)
    }

    func testALiteralSharedByRolesThatNoOneColorServesIsAConflictNamingThem() throws {
        let folder = try project()
        // The gray is text on white and also the dark scheme's background: no gray passes both.
        try folder.write("colorgen.json", Self.config.replacingOccurrences(of: #""dark": ["dark.tokens.json"]"#,
                                                                         with: #""dark": ["light.tokens.json5", "dark.tokens.json"]"#))
        try folder.write("dark.tokens.json", """
            {
              "text": { "muted": { "$type": "color", "$value": { "colorSpace": "srgb", "hex": "#000000" } } },
              "background": { "base": { "$type": "color", "$value": "{swatch.gray}" } }
            }

            """)
        let run = try CLIRunner.run(["fix"], in: folder.url)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("light.tokens.json5:3:13: error: swatch.gray is the color of background.base in \"dark\", "
                                          + "swatch.gray in \"dark\", swatch.gray in \"light\", text.hint in \"dark\", text.hint in "
                                          + "\"light\", text.muted in \"light\", and no suggested color"), run.stderr)
        let light = try XCTUnwrap(folder.read("light.tokens.json5"))
        XCTAssertTrue(light.contains("$value: '#999999' /* too light */"), "the shared literal is left: \(light)")
    }
}
