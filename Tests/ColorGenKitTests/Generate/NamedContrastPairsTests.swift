// Tests the automatic contrast pairs of roles named on<Name>, on Material's role names.
import XCTest
@testable import ColorGenKit
@testable import ColorGenModel
@testable import ColorMath
@testable import SourceDiagnostics

/// Roles named `on<Name>` are measured on the role `<name>` (docs/contrast-checks.md, "Pairs by name").
final class NamedContrastPairsTests: XCTestCase {
    private func roles(_ paths: [String]) -> [SchemeRole] {
        paths.map { SchemeRole(path: RolePath(dotted: $0), colors: [RGBA(red: 0, green: 0, blue: 0)]) }
    }

    private func pairs(_ paths: [String]) -> [String] {
        let set = roles(paths)
        return NamedContrastPairs.pairs(in: set).map { "\(set[$0.foreground].path) on \(set[$0.background].path)" }
    }

    func testMaterialRoleNamesPairBesideEachOther() {
        let material = ["primary", "onPrimary", "primaryContainer", "onPrimaryContainer", "surfaceVariant", "onSurfaceVariant",
                        "error", "onError", "surface", "onSurface", "outline", "inverseSurface", "inverseOnSurface"]
        XCTAssertEqual(pairs(material.map { "md.sys.color.\($0)" }), [
            "md.sys.color.onPrimary on md.sys.color.primary",
            "md.sys.color.onPrimaryContainer on md.sys.color.primaryContainer",
            "md.sys.color.onSurfaceVariant on md.sys.color.surfaceVariant",
            "md.sys.color.onError on md.sys.color.error",
            "md.sys.color.onSurface on md.sys.color.surface",
        ], "inverseOnSurface does not end in on<Name>; outline has no on-role")
        XCTAssertEqual(pairs(["primary", "onPrimary"]), ["onPrimary on primary"])
    }

    func testAGroupOfContentLooksOutwardAndTheCataloguesPairsStayTheCatalogues() {
        XCTAssertEqual(pairs(["text.accent", "text.onAccent", "accent"]), ["text.onAccent on accent"],
                       "text.accent is accent-colored text, not a background")
        XCTAssertEqual(pairs(["brand.button.onFill", "brand.fill"]), ["brand.button.onFill on brand.fill"])
        XCTAssertEqual(pairs(["icon.info.onPrimary", "icon.info.primary", "text.onPrimary.body", "primary"]), [],
                       "the catalogue pairs these with the primary background")
        XCTAssertEqual(pairs(["onAccent"]), [], "nothing named accent")
    }

    private func generate(_ config: String, light: String, dark: String) -> Generator.Result {
        Generator.generate(configPath: "colorgen.json", loader: InMemorySourceLoader(texts: [
            "colorgen.json": config, "light.tokens.json": light, "dark.tokens.json": dark,
        ]))
    }

    private static func tokens(onPrimary: String, primary: String) -> String {
        """
        {
          "color": {
            "primary": { "$type": "color", "$value": { "colorSpace": "srgb", "hex": "\(primary)" } },
            "onPrimary": { "$type": "color", "$value": { "colorSpace": "srgb", "hex": "\(onPrimary)" } }
          }
        }
        """
    }

    func testAFailingPairByNameIsAWarningAtTheRoleInEachSchemeUnlessTurnedOffOrDeclared() {
        let schemes = #""schemes": {"light": ["light.tokens.json"], "dark": ["dark.tokens.json"]}"#
        let light = Self.tokens(onPrimary: "#ffffff", primary: "#7fa7e0"), dark = Self.tokens(onPrimary: "#000000", primary: "#7fa7e0")
        let result = generate("{\(schemes), \"outputs\": []}", light: light, dark: dark)
        XCTAssertEqual(result.diagnostics.map(\.description), [
            "light.tokens.json:4:5: warning: color.onPrimary on color.primary in scheme \"light\" reaches 2.46:1, below 4.5:1 "
                + "for text (paired by the name onPrimary; declare the pair in \"contrast\" to choose its minimum, or set "
                + "\"contrastByName\": false); #3b3b3b (same hue, darker) reaches 4.53:1",
        ], "dark passes: black on the blue reaches 8.5:1")
        XCTAssertEqual(generate("{\(schemes), \"contrastByName\": false, \"outputs\": []}", light: light, dark: dark)
            .diagnostics.map(\.description), [])
        let declared = generate("""
            {\(schemes), "contrast": [{"foreground": "color.onPrimary", "background": "color.primary", "minimum": 2}], "outputs": []}
            """, light: light, dark: dark)
        XCTAssertEqual(declared.diagnostics.map(\.description), [], "a declared pair replaces the one by name")
        let elsewhere = generate("""
            {\(schemes), "contrast": [{"foreground": "color.*", "background": "color.onPrimary", "minimum": 1}], "outputs": []}
            """, light: light, dark: dark)
        XCTAssertEqual(elsewhere.diagnostics.map(\.location?.description), ["light.tokens.json:4:5"],
                       "an entry on another background leaves the pair by name in place")
        XCTAssertEqual(generate("{\(schemes), \"contrastByName\": 1, \"outputs\": []}", light: light, dark: dark)
            .diagnostics.map(\.description), [
            "colorgen.json:1:95: error: \"contrastByName\" must be true (measure each role named on<Name> on the role <name>) "
                + "or false, not 1",
        ])
    }

    func testThePreviewMeasuresAPairByNameInItsRowAndListsItAsByName() throws {
        let light = Self.tokens(onPrimary: "#ffffff", primary: "#7fa7e0"), dark = Self.tokens(onPrimary: "#000000", primary: "#7fa7e0")
        let result = Generator.preview(configPath: "colorgen.json", loader: InMemorySourceLoader(texts: [
            "colorgen.json": #"{"schemes": {"light": ["light.tokens.json"], "dark": ["dark.tokens.json"]}, "outputs": []}"#,
            "light.tokens.json": light, "dark.tokens.json": dark,
        ]), outputPath: "preview.html")
        let page = String(decoding: try XCTUnwrap(result.files.first).bytes, as: UTF8.self)
        // The pair × scheme matrix: a failing cell with its suggestion, a passing one with its mark.
        XCTAssertTrue(page.contains("<tr><th>foreground</th><th>background</th><th>light</th><th>dark</th></tr>\n"
                                    + "<tr><td>color.onPrimary (by name)</td><td>color.primary</td>"
                                    + "<td class=\"contrast fail\">2.46:1 &#10007; needs 4.5:1 (warning)<br>#3b3b3b (same hue, darker) "
                                    + "reaches 4.53:1</td><td class=\"contrast pass\">8."), page)
        XCTAssertTrue(page.contains("as a screen shows them: the background composited over white"), "what was measured and how")
        XCTAssertTrue(page.contains(##"<li><a href="#role-color.onPrimary">color.onPrimary</a> in light: 2.46:1, needs 4.5:1; "##
                                    + "try #3b3b3b (4.53:1)</li>"), page)
        XCTAssertTrue(page.contains("0 of 1 content roles pass"), "light")
        XCTAssertTrue(page.contains("1 of 1 content roles pass"), "dark")
        XCTAssertFalse(page.contains("No contrast pair is checked"))
    }

    func testWithNothingCheckedThePreviewSaysSoInsteadOfThatEveryRolePasses() throws {
        let tokens = ##"{"brand": {"$type": "color", "$value": {"colorSpace": "srgb", "hex": "#7fa7e0"}}}"##
        let result = Generator.preview(configPath: "colorgen.json", loader: InMemorySourceLoader(texts: [
            "colorgen.json": #"{"schemes": {"light": ["light.tokens.json"]}, "outputs": []}"#, "light.tokens.json": tokens,
        ]), outputPath: "preview.html")
        let page = String(decoding: try XCTUnwrap(result.files.first).bytes, as: UTF8.self)
        XCTAssertTrue(page.contains("<p>No contrast pair is checked: no role is content the color rules know, and colorgen.json "
                                    + "declares no pair."), page)
        XCTAssertFalse(page.contains("Every content role reaches its target"))
        XCTAssertTrue(page.contains("<small>no contrast pair checked</small>"), page)
    }

    func testAnIncreasedContrastSchemeHoldsPairsByNameTo7To1() {
        let config = """
            {"schemes": {"light": ["light.tokens.json"], "dark": ["dark.tokens.json"]},
             "appearances": {"light": "light", "lightIncreasedContrast": "dark"}, "outputs": []}
            """
        // #0a66c2 on white: 5.68:1, enough for 4.5:1, not for 7:1.
        let tokens = Self.tokens(onPrimary: "#0a66c2", primary: "#ffffff")
        let result = generate(config, light: tokens, dark: tokens)
        XCTAssertEqual(result.diagnostics.map { $0.message.prefix(while: { $0 != "(" }) }, [
            "color.onPrimary on color.primary in scheme \"dark\" reaches 5.68:1, below 7:1 for text ",
        ])
    }
}
