// The android output of a config with medium and high contrast schemes: a file per level, suffixed names.
import Foundation
import XCTest
@testable import ColorGenKit
@testable import ColorGenRender
@testable import SourceDiagnostics
import TestSupport

/// Android has no resource qualifier for its contrast setting, so the schemes of Android's medium
/// and high levels go into files of their own, `colors_medium_contrast.xml` and
/// `colors_high_contrast.xml` in `values/` and `values-night/`, with `_medium_contrast` and
/// `_high_contrast` after every name: the app picks them by `UiModeManager.getContrast()`.
/// The config is the Material Theme Builder fixture's (Tests/Fixtures/Forms/material-theme).
final class AndroidContrastLevelTests: XCTestCase {
    private static let fixture = PackageRoot.url.appendingPathComponent("Tests/Fixtures/Forms/material-theme")

    /// The fixture with `appearances` in place of its own and an android output.
    private func generate(appearances: String, options: String = "{}") throws -> Generator.Result {
        var files: [String: [UInt8]] = [:]
        for name in ["material-theme.json", "app.tokens.json"] {
            files[name] = Array(try Data(contentsOf: Self.fixture.appendingPathComponent(name)))
        }
        let schemes = ["light", "lightMediumContrast", "lightHighContrast", "dark", "darkMediumContrast", "darkHighContrast"]
        files["colorgen.json"] = Array("""
            {
              "rulesVersion": 3,
              "schemes": {\(schemes.map { #""\#($0)": ["material-theme.json", "app.tokens.json"]"# }.joined(separator: ", "))},
              "appearances": \(appearances),
              "outputs": [{"format": "android", "path": "res", "options": \(options)}]
            }
            """.utf8)
        return Generator.generate(configPath: "colorgen.json", loader: InMemorySourceLoader(files: files))
    }

    private static let everyLevel = """
        {"light": "light", "dark": "dark", "lightMediumContrast": "lightMediumContrast", "darkMediumContrast": "darkMediumContrast",
         "lightIncreasedContrast": "lightHighContrast", "darkIncreasedContrast": "darkHighContrast"}
        """

    func testEachLevelHasItsOwnFilesWithSuffixedNames() throws {
        let result = try generate(appearances: Self.everyLevel)
        XCTAssertFalse(result.diagnostics.containsErrors, result.diagnostics.map(\.description).joined(separator: "\n"))
        let paths = [
            "values/colors.xml", "values-night/colors.xml",
            "values/colors_medium_contrast.xml", "values-night/colors_medium_contrast.xml",
            "values/colors_high_contrast.xml", "values-night/colors_high_contrast.xml",
        ]
        XCTAssertEqual(result.files.map(\.path), paths.map { "res/" + $0 })
        for (file, path) in zip(result.files, paths) {
            GoldenFile.assertMatches(String(decoding: file.bytes, as: UTF8.self), golden: "Android/ContrastLevels/" + path)
        }
        // The colors are the export's, each level's under its suffix.
        let text = { (path: String) in String(decoding: result.files.first { $0.path == "res/" + path }?.bytes ?? [], as: UTF8.self) }
        XCTAssertTrue(text("values/colors.xml").contains(#"<color name="outline">#FF6F7979</color>"#))
        XCTAssertTrue(text("values/colors_medium_contrast.xml").contains(#"<color name="outline_medium_contrast">#FF525C5C</color>"#))
        XCTAssertTrue(text("values-night/colors_medium_contrast.xml").contains(#"<color name="outline_medium_contrast">#FFA3ADAD</color>"#))
        XCTAssertTrue(text("values/colors_high_contrast.xml").contains(#"<color name="outline_high_contrast">#FF323B3B</color>"#))
        XCTAssertTrue(text("values-night/colors_high_contrast.xml").contains(#"<color name="outline_high_contrast">#FFD7E1E1</color>"#))
    }

    func testALevelWithoutAnAppearanceIsNotWrittenAndAMissingDarkOneFallsBackToDark() throws {
        let standard = try generate(appearances: #"{"light": "light", "dark": "dark"}"#)
        XCTAssertEqual(standard.files.map(\.path), ["res/values/colors.xml", "res/values-night/colors.xml"])
        // Only light's medium scheme: in dark mode the medium names hold the dark scheme, as Material's fallback.
        let lightOnly = try generate(appearances: #"{"light": "light", "dark": "dark", "lightMediumContrast": "lightMediumContrast"}"#,
                                     options: #"{"fileName": "colors_tokens.xml"}"#)
        XCTAssertEqual(lightOnly.files.map(\.path), ["res/values/colors_tokens.xml", "res/values-night/colors_tokens.xml",
                                                     "res/values/colors_tokens_medium_contrast.xml",
                                                     "res/values-night/colors_tokens_medium_contrast.xml"])
        let night = String(decoding: try XCTUnwrap(lightOnly.files.last).bytes, as: UTF8.self)
        XCTAssertTrue(night.contains(#"<color name="outline_medium_contrast">#FF899393</color>"#), night)
    }

    func testARoleNamedLikeAnotherWithALevelsSuffixIsAnError() throws {
        var files: [String: [UInt8]] = [:]
        files["colorgen.json"] = Array("""
            {"schemes": {"light": ["l.tokens.json"], "hc": ["h.tokens.json"]},
             "appearances": {"light": "light", "lightIncreasedContrast": "hc"},
             "outputs": [{"format": "android", "path": "res"}]}
            """.utf8)
        let tokens = ##"{"text": {"$type": "color", "body": {"$value": "#000000"}, "bodyHighContrast": {"$value": "#111111"}}}"##
        files["l.tokens.json"] = Array(tokens.utf8)
        files["h.tokens.json"] = Array(tokens.utf8)
        let clash = Generator.generate(configPath: "colorgen.json", loader: InMemorySourceLoader(files: files))
        XCTAssertEqual(clash.files, [])
        XCTAssertEqual(clash.diagnostics.filter { $0.severity == .error }.map(\.description), [
            #"colorgen.json:3:14: error: role "text.bodyHighContrast" has the Android resource name text_body_high_contrast, "#
                + #"which the contrast level's file also gives role "text.body" (text_body with _high_contrast); rename one of them"#,
        ])
    }
}
