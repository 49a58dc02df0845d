// Tests `colorgen validate`: compiler-style errors, --kind, --merged, JSON5, all built-in scheme files valid.
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
