// Tests `colorgen generate` reading an Xcode asset catalog from disk (folder listing through DiskSourceLoader).
import Foundation
import XCTest
import TestSupport

final class AssetCatalogCommandTests: XCTestCase {
    /// The asset-catalog fixture copied to disk: the note, the system color's warning, and the css
    /// output of the catalog's colors; with --quiet the warning alone; then a broken color set: its
    /// error (and the note, --quiet or not), exit 1, nothing written.
    func testACatalogOnDiskGeneratesAndABrokenColorSetWritesNothing() throws {
        let folder = try TemporaryFolder()
        let fixture = PackageRoot.url.appendingPathComponent("Tests/Fixtures/Forms/asset-catalog")
        try FileManager.default.removeItem(at: folder.url)
        try FileManager.default.copyItem(at: fixture, to: folder.url)
        let config = #"{"rulesVersion": 3, "schemes": {"light": ["Colors.xcassets"], "dark": ["Colors.xcassets"]}, "#
            + #""outputs": [{"format": "css", "path": "Generated/colors.css"}]}"#
        try folder.write("colorgen.json", config)
        let result = try CLIRunner.run(["generate"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("Colors.xcassets/Contents.json:1:1: note: read as an Xcode asset catalog"), result.stderr)
        XCTAssertTrue(result.stderr.contains("Colors.xcassets/Label.colorset/Contents.json:4:17: warning: the color set 'Label'"),
                      result.stderr)
        let css = folder.read("Generated/colors.css") ?? ""
        XCTAssertTrue(css.contains("--brand-primary: #007aff;"), css)
        XCTAssertTrue(css.contains("--brand-primary: #0a84ff;"), css)
        // --quiet, as the build plugin runs it on every build: the warning, not the note.
        let quiet = try CLIRunner.run(["generate", "--quiet"], in: folder.url)
        XCTAssertEqual(quiet.status, 0, quiet.stderr)
        XCTAssertFalse(quiet.stderr.contains(": note: "), quiet.stderr)
        XCTAssertTrue(quiet.stderr.contains(": warning: the color set 'Label'"), quiet.stderr)

        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Generated"))
        try folder.write("Colors.xcassets/Glow.colorset/Contents.json", #"{"colors": [{"idiom": "universal", "color": {"components": {"red": "x"}}}]}"#)
        let broken = try CLIRunner.run(["generate", "--quiet"], in: folder.url)
        XCTAssertEqual(broken.status, 1, broken.stderr)
        let errors = broken.stderr.split(separator: "\n").filter { $0.contains(": error: ") }.map { String($0.prefix(while: { $0 != " " })) }
        XCTAssertEqual(errors, [
            "Colors.xcassets/Glow.colorset/Contents.json:1:60:", "Colors.xcassets/Glow.colorset/Contents.json:1:60:",
            "Colors.xcassets/Glow.colorset/Contents.json:1:68:",
        ],
                       broken.stderr)
        // Beside an error the notes stay, --quiet or not: they may explain it.
        XCTAssertTrue(broken.stderr.contains(": note: read as an Xcode asset catalog"), broken.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Generated").path))
    }
}
