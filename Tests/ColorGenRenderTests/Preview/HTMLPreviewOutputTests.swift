// Tests the `html` preview output: golden page, a swatch per role and scheme, contrast of content roles.
import XCTest
@testable import ColorGenKit
@testable import SourceDiagnostics
import TestSupport

final class HTMLPreviewOutputTests: XCTestCase {
    func testGoldenPreview() {
        let files = RolesOnlyFixture.generate(outputs: #"{"format": "html", "path": "preview.html"}"#, schemeCount: 3)
        GoldenFile.assertMatches(files["preview.html"] ?? "", golden: "HTML/preview.html")
    }

    func testEveryRoleHasOneSwatchPerSchemeAndContentRolesShowTheirContrast() throws {
        let files = RolesOnlyFixture.generate(outputs: #"{"format": "html", "path": "preview.html"}"#, schemeCount: 3)
        let page = try XCTUnwrap(files["preview.html"])
        for scheme in RolesOnlyFixture.schemeNames.prefix(3) {
            XCTAssertEqual(page.components(separatedBy: "class=\"swatch\" data-scheme=\"\(scheme)\"").count - 1,
                           RolesOnlyFixture.roles.count, scheme)
        }
        // text.onBackground.body, .hint, text.onPrimary.body, the icon and the button text: 5 per scheme.
        XCTAssertEqual(page.components(separatedBy: "<span class=\"contrast ").count - 1, 5 * 3)
        // #9da3b3 on white is 2.52:1 (WCAG 2.2 formula), below 4.5:1.
        XCTAssertTrue(page.contains("<span class=\"hex\">#9da3b3</span><span class=\"contrast fail\">2.52:1 &#10007; needs 4.5:1</span>"))
        XCTAssertFalse(page.contains("http://") || page.contains("https://") || page.contains("<link") || page.contains("<script"),
                       "the page must be self-contained and static")
    }

    func testPreviewOfTheConfigWhateverItsOutputs() throws {
        var texts: [String: String] = [:]
        texts["light.tokens.json"] = RolesOnlyFixture.tokenFile(RolesOnlyFixture.roles.map { ($0.path, $0.colors[0]) })
        texts["colorgen.json"] = #"{"schemes": {"light": ["light.tokens.json"]}, "outputs": [{"format": "json", "path": "x"}], "rulesVersion": 2}"#
        let result = Generator.preview(configPath: "colorgen.json", loader: InMemorySourceLoader(texts: texts), outputPath: "out/p.html")
        XCTAssertEqual(result.diagnostics.map(\.description), [])
        XCTAssertEqual(result.files.map(\.path), ["out/p.html"])
        XCTAssertEqual(result.inputFiles, ["colorgen.json", "light.tokens.json"])
    }
}
