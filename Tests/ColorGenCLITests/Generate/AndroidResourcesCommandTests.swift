// Tests `colorgen generate` reading an Android res/ folder from disk (listing and XML through DiskSourceLoader).
import Foundation
import XCTest
import TestSupport

final class AndroidResourcesCommandTests: XCTestCase {
    /// The android-resources fixture on disk: css of its day and night colors; then a night file
    /// with a theme attribute: its error at its line and column, exit 1, nothing written.
    func testAResFolderOnDiskGeneratesAndABrokenFileWritesNothing() throws {
        let folder = try TemporaryFolder()
        let fixture = PackageRoot.url.appendingPathComponent("Tests/Fixtures/Forms/android-resources")
        try FileManager.default.removeItem(at: folder.url)
        try FileManager.default.copyItem(at: fixture, to: folder.url)
        try folder.write("colorgen.json", #"{"schemes": {"light": ["app/src/main/res", "lib/res"], "dark": ["app/src/main/res", "lib/res"]}, "#
                         + #""outputs": [{"format": "css", "path": "Generated/colors.css"}]}"#)
        let result = try CLIRunner.run(["generate"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        let css = folder.read("Generated/colors.css") ?? ""
        XCTAssertTrue(css.contains("--primary: #6200ee;"), css)
        XCTAssertTrue(css.contains("--primary: #bb86fc;"), css)

        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Generated"))
        try folder.write("app/src/main/res/values-night/colors.xml",
                         "<resources>\n    <color name=\"primary\">?attr/colorPrimary</color>\n</resources>\n")
        let broken = try CLIRunner.run(["generate"], in: folder.url)
        XCTAssertEqual(broken.status, 1, broken.stderr)
        XCTAssertTrue(broken.stderr.contains("app/src/main/res/values-night/colors.xml:2:27: error: '?attr/colorPrimary' is a theme "
                                             + "attribute"), broken.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Generated").path))
    }
}
