// Tests `colorgen validate`: compiler-style errors, --kind, --merged, JSON5, the other input forms, all built-in scheme files valid.
import XCTest
import TestSupport

final class ValidateCommandTests: XCTestCase {
    func testSyntaxErrorIsReportedCompilerStyleWithExitOne() throws {
        let folder = try TemporaryFolder()
        try folder.write("bad.tokens.json", "{\n  \"a\": [1,]\n}\n")
        let result = try CLIRunner.run(["validate", "bad.tokens.json"], in: folder.url)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "bad.tokens.json:2:11: error: unexpected ']'; expected a value\n")
    }

    /// A folder or file of another input form is checked as that form, each of its schemes' tokens
    /// evaluated, with the note saying how it was read: no "is a directory" or "unexpected '<'".
    func testOtherInputFormsAreCheckedAsTheirForm() throws {
        let folder = try TemporaryFolder()
        try folder.write("Colors.xcassets/Contents.json", #"{"info": {"author": "xcode", "version": 1}}"#)
        try folder.write("Colors.xcassets/Brand/Primary.colorset/Contents.json", """
            {"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0x12", "green": "0.5", "blue": "300", "alpha": "1.000"}}}]}
            """)
        try folder.write("Colors.xcassets/Brand/Accent.colorset/Contents.json", """
            {"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0x12", "green": "0.5", "blue": "1", "alpha": "1.000"}}}]}
            """)
        let catalog = try CLIRunner.run(["validate", "Colors.xcassets"], in: folder.url)
        XCTAssertEqual(catalog.status, 1)
        let lines = catalog.stderr.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 2, catalog.stderr)
        XCTAssertTrue(lines.contains { $0.hasPrefix("Colors.xcassets/Contents.json:1:1: note: read as an Xcode asset catalog: each of its 2 color sets") },
                      catalog.stderr)
        XCTAssertTrue(lines.contains(#"Colors.xcassets/Brand/Primary.colorset/Contents.json:1:123: error: "blue" is outside 0…1 (255, 0xFF), "#
                                     + "which srgb does not allow; use extended-srgb"), catalog.stderr)

        try folder.write("res/values/colors.xml", "<resources>\n  <color name=\"brand\">#FF0000</color>\n</resources>\n")
        try folder.write("res/values-night/colors.xml", "<resources>\n  <color name=\"brand\">?attr/colorPrimary</color>\n</resources>\n")
        let resources = try CLIRunner.run(["validate", "res"], in: folder.url)
        XCTAssertEqual(resources.status, 1)
        XCTAssertTrue(resources.stderr.contains("res/values-night/colors.xml:2:23: error: '?attr/colorPrimary' is a theme attribute"),
                      resources.stderr)
        try folder.write("res/values-night/colors.xml", "<resources>\n  <color name=\"brand\">#00FF00</color>\n</resources>\n")
        let fixed = try CLIRunner.run(["validate", "res"], in: folder.url)
        XCTAssertEqual(fixed.status, 0, fixed.stderr)
        XCTAssertTrue(fixed.stderr.contains("note: read as Android resources: 1 color in values/ and 1 color in values-night/"),
                      fixed.stderr)
        // A resource file listed alone is read as one too, not as JSON.
        let file = try CLIRunner.run(["validate", "res/values/colors.xml"], in: folder.url)
        XCTAssertEqual(file.status, 0, file.stderr)
        XCTAssertFalse(file.stderr.contains("unexpected '<'"), file.stderr)
    }

    /// Forms with a variant per scheme that are files: a Material Theme Builder export (its six
    /// schemes) and a single-file Tokens Studio export (its themes) are valid with their notes.
    func testExportsWithASchemePerVariantAreCheckedInEveryVariant() throws {
        let forms = PackageRoot.url.appendingPathComponent("Tests/Fixtures/Forms")
        let material = try CLIRunner.run(["validate", "material-theme/material-theme.json"], in: forms)
        XCTAssertEqual(material.status, 0, material.stderr)
        XCTAssertTrue(material.stderr.hasPrefix("material-theme/material-theme.json:1:1: note: read as a Material Theme Builder export: "
                                                + "each scheme takes the export's scheme of its name (light, lightMediumContrast ← "
                                                + "light-medium-contrast, lightHighContrast ← light-high-contrast, dark, "), material.stderr)
        let studio = try CLIRunner.run(["validate", "tokens-studio-single-file/tokens.json"], in: forms)
        XCTAssertEqual(studio.status, 0, studio.stderr)
        XCTAssertTrue(studio.stderr.contains("tokens-studio-single-file/tokens.json:1:1: note: read as a single-file Tokens Studio or "
                                             + "Penpot export: each scheme takes the theme of its name (Light, Dark)"), studio.stderr)
    }

    /// colorgen's own config is checked as generate checks it, not as a token file ("'outputs'
    /// must be a token ... found array").
    func testTheConfigIsCheckedAsAConfig() throws {
        let folder = try TemporaryFolder()
        try folder.write("colorgen.json", #"{"rulesVersion": 9, "schemes": {"light": ["t.json"]}, "outputs": [{"format": "cs", "path": "c.css"}]}"#)
        let result = try CLIRunner.run(["validate", "colorgen.json"], in: folder.url)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr.split(separator: "\n").map(String.init), [
            "colorgen.json:1:1: note: read as a colorgen config: checked as colorgen generate checks it before reading the files it "
            + "lists; colorgen generate --check --config colorgen.json checks those too",
            "colorgen.json:1:18: error: unknown rules version 9; colorgen knows 0, 1, 2 and 3",
            "colorgen.json:1:78: error: unknown output format \"cs\"; expected one of swift, css, json, xcassets, html, android, compose, "
            + "typescript, tailwind; did you mean 'css'?",
        ])
        try folder.write("colorgen.json", #"{"schemes": {"light": ["t.json"]}, "outputs": [{"format": "css", "path": "c.css"}]}"#)
        XCTAssertEqual(try CLIRunner.run(["validate", "colorgen.json"], in: folder.url).status, 0)
    }

    func testMissingFileAndNoFiles() throws {
        let folder = try TemporaryFolder()
        let missing = try CLIRunner.run(["validate", "nope.json"], in: folder.url)
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(missing.stderr, "colorgen: error: cannot read 'nope.json': no such file\n")
        let none = try CLIRunner.run(["validate"], in: folder.url)
        XCTAssertEqual(none.status, 2)
    }

    func testWrongKindIsAUsageError() throws {
        let result = try CLIRunner.run(["validate", "--kind", "palette", "x.json"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("--kind must be 'tokens' or 'resolver', not 'palette'"), result.stderr)
    }

    func testMergedChecksPaletteFilesTogetherWithTheirLibrary() throws {
        let root = PackageRoot.url.appendingPathComponent("Schemes").path
        let alone = try CLIRunner.run(["validate", "\(root)/palettes/beach.tokens.json"])
        XCTAssertEqual(alone.status, 1, "the palette aliases swatches it does not define")
        XCTAssertTrue(alone.stderr.contains("swatch.powder.1"), alone.stderr)
        let merged = try CLIRunner.run(["validate", "--merged", "\(root)/sage/sage-v2.tokens.json", "\(root)/palettes/beach.tokens.json"])
        XCTAssertEqual(merged.status, 0, merged.stderr)
        XCTAssertEqual(merged.stderr, "")
    }

    func testJSON5FilesAreReadAsJSON5AndACommentInJSONNamesIt() throws {
        let folder = try TemporaryFolder()
        try folder.write("brand.tokens.json5", """
            // Brand colors
            { brand: { $type: 'color', $value: { colorSpace: 'srgb', components: [1, 0.5, 0,], }, }, }
            """)
        try folder.write("brand.tokens.json", "{\n  // Brand colors\n  \"a\": 1\n}\n")
        let json5 = try CLIRunner.run(["validate", "brand.tokens.json5"], in: folder.url)
        XCTAssertEqual(json5.status, 0, json5.stderr)
        XCTAssertEqual(json5.stderr, "")
        let json = try CLIRunner.run(["validate", "brand.tokens.json"], in: folder.url)
        XCTAssertEqual(json.status, 1)
        XCTAssertEqual(json.stderr,
                       "brand.tokens.json:2:3: error: JSON has no comments; JSON5 does: name the file '.json5' to read it as JSON5\n")
    }

    func testEveryBuiltInSchemeFileIsValid() throws {
        let root = PackageRoot.url.appendingPathComponent("Schemes").path
        let result = try CLIRunner.run(["validate", "\(root)/sage/sage-v0.tokens.json", "\(root)/sage/sage-v1.tokens.json",
                                        "\(root)/sage/sage-v2.tokens.json", "\(root)/default/dark.tokens.json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
    }
}
