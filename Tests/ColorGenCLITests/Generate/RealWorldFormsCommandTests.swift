// Tests `colorgen generate` on a broken file of issue 33's forms: every problem at once, nothing written.
import Foundation
import XCTest
import TestSupport

final class RealWorldFormsCommandTests: XCTestCase {
    /// The Material Theme Builder fixture with a role and a mode broken: every error at its line and
    /// column on stderr, exit status 1, no output written.
    func testABrokenMaterialExportWritesNothing() throws {
        let folder = try TemporaryFolder()
        let fixture = PackageRoot.url.appendingPathComponent("Tests/Fixtures/Forms/material-theme")
        for name in ["colorgen.json", "app.tokens.json", "material-theme.json"] {
            var text = try String(contentsOf: fixture.appendingPathComponent(name), encoding: .utf8)
            if name == "material-theme.json" {
                text = text.replacingOccurrences(of: ##""onSurface": "#171D1D""##, with: ##""onSurface": "#171D1""##)
            }
            if name == "colorgen.json" {
                text = text.replacingOccurrences(of: #""lightHighContrast": ["#, with: #""lightHigherContrast": ["#)
                    .replacingOccurrences(of: #""lightIncreasedContrast": "lightHighContrast""#,
                                          with: #""lightIncreasedContrast": "lightHigherContrast""#)
            }
            _ = try folder.write(name, text)
        }
        let result = try CLIRunner.run(["generate"], in: folder.url)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(result.stdout, "")
        let errors = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        XCTAssertEqual(errors.map { String($0.prefix(while: { $0 != " " })) }, [
            "colorgen.json:6:29:", "material-theme.json:59:20:",
        ], result.stderr)
        XCTAssertTrue(errors[0].contains(#"scheme "lightHigherContrast" takes the scheme of its name"#), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Generated").path))
    }
}
