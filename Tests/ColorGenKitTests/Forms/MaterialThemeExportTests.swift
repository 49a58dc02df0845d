// Tests reading a Material Theme Builder export (material-theme.json) as a scheme's file: issue 33, item 1.
import XCTest
@testable import ColorGenKit
@testable import DesignTokens
@testable import PositionalJSON
@testable import SourceDiagnostics

/// A `material-theme.json` listed under a scheme: recognised by its shape, the scheme of the
/// config's name taken from the export, its roles under their Material names, `palettes` and
/// `coreColors` reference-only, extended colors roles when the export carries their per-scheme values.
final class MaterialThemeExportTests: XCTestCase {
    /// The six schemes of the fixture (Tests/Fixtures/Forms/material-theme), with Increase Contrast
    /// served by the high-contrast pair. The expected colors are the hex strings the fixture's
    /// export writes for the role (or, for `brand.*`, for the palette tone or core color it aliases).
    func testEverySchemeTakesTheExportsSchemeOfItsName() throws {
        let result = try FormFixture("material-theme").generate()
        XCTAssertEqual(result.diagnostics.map(\.description), [
            "material-theme.json:1:1: note: read as a Material Theme Builder export: each scheme takes the export's scheme of its "
            + "name (light, lightMediumContrast ← light-medium-contrast, lightHighContrast ← light-high-contrast, dark, "
            + "darkMediumContrast ← dark-medium-contrast, darkHighContrast ← dark-high-contrast), whose Material roles "
            + "(primary, onPrimary, …) are its roles; palettes and coreColors are reference-only tokens, aliased as {palettes.primary.40}",
        ])
        let colors = try FormFixture.colors(result)
        XCTAssertEqual(Set(colors.keys), ["light", "lightMediumContrast", "lightHighContrast", "dark", "darkMediumContrast",
                                          "darkHighContrast"])
        let light = try XCTUnwrap(colors["light"])
        XCTAssertEqual(light.keys.sorted(), [
            "brand.hairline", "brand.link", "brand.seed", "brandGold", "brandGoldContainer", "inverseSurface", "onBrandGold",
            "onBrandGoldContainer", "onPrimary", "onPrimaryContainer", "onSurface", "outline", "primary", "primaryContainer",
            "scrim", "surface", "surfaceContainerHighest",
        ], "palettes and coreColors are not roles")
        XCTAssertEqual(light["primary"], "#1f6a70ff")
        XCTAssertEqual(light["onSurface"], "#171d1dff")
        XCTAssertEqual(light["surfaceContainerHighest"], "#dee4e4ff")
        XCTAssertEqual(light["brandGold"], "#7a5900ff")
        XCTAssertEqual(light["onBrandGoldContainer"], "#261900ff")
        XCTAssertEqual(light["brand.link"], "#1f6a70ff", "{palettes.primary.40}")
        XCTAssertEqual(light["brand.seed"], "#2b7a80ff", "{coreColors.primary}")
        XCTAssertEqual(light["brand.hairline"], "#6f7979ff", "{palettes.neutral-variant.50}")
        XCTAssertEqual(colors["lightMediumContrast"]?["primaryContainer"], "#2f8087ff")
        XCTAssertEqual(colors["lightHighContrast"]?["primary"], "#00272aff")
        XCTAssertEqual(colors["lightHighContrast"]?["outline"], "#323b3bff")
        XCTAssertEqual(colors["lightHighContrast"]?["brandGoldContainer"], "#574000ff")
        XCTAssertEqual(colors["dark"]?["inverseSurface"], "#dde4e3ff")
        XCTAssertEqual(colors["dark"]?["onBrandGold"], "#402d00ff")
        XCTAssertEqual(colors["darkMediumContrast"]?["primaryContainer"], "#559a9fff")
        XCTAssertEqual(colors["darkHighContrast"]?["primary"], "#f0feffff")
        XCTAssertEqual(colors["darkHighContrast"]?["brand.link"], "#1f6a70ff")
    }

    /// The export's medium-contrast schemes, named for Android's medium level in `"appearances"`,
    /// are the medium level: a declared pair is held to its `mediumContrastMinimum` there (and
    /// only there), on the colors the export writes. `outline` on `surface` reaches 4.25:1 in
    /// light (#6F7979 on #F5FAFA), 6.54:1 in lightMediumContrast (#525C5C), 10.92:1 in
    /// lightHighContrast (#323B3B), 5.85:1, 8.03:1 and 13.85:1 in the dark three
    /// (#899393, #A3ADAD, #D7E1E1 on #0E1515).
    func testTheMediumContrastSchemesAreTheMediumLevel() throws {
        func config(medium: Bool) -> String {
            """
            {
              "rulesVersion": 3,
              "schemes": {
                "light": ["material-theme.json"], "lightMediumContrast": ["material-theme.json"],
                "lightHighContrast": ["material-theme.json"], "dark": ["material-theme.json"],
                "darkMediumContrast": ["material-theme.json"], "darkHighContrast": ["material-theme.json"]
              },
              "appearances": {"light": "light", "dark": "dark", "lightIncreasedContrast": "lightHighContrast",
                "darkIncreasedContrast": "darkHighContrast"\(medium ? #", "lightMediumContrast": "lightMediumContrast", "darkMediumContrast": "darkMediumContrast""# : "")},
              "contrast": [{"foreground": "outline", "background": "surface", "minimum": 3, "mediumContrastMinimum": 7,
                            "increasedContrastMinimum": 10}],
              "outputs": [{"format": "json", "path": "Generated/colors"}]
            }
            """
        }
        let result = try FormFixture("material-theme", replacing: ["colorgen.json": config(medium: true)]).generate()
        let configured = try XCTUnwrap(Generator.readConfig(Array(config(medium: true).utf8), path: "colorgen.json").config)
        XCTAssertEqual(configured.mediumContrastSchemes, ["lightMediumContrast", "darkMediumContrast"])
        XCTAssertEqual(configured.contrastLevel(ofScheme: "darkMediumContrast"), .medium)
        XCTAssertEqual(configured.contrastLevel(ofScheme: "darkHighContrast"), .increased)
        XCTAssertEqual(configured.contrastLevel(ofScheme: "dark"), .standard)
        let errors = result.diagnostics.filter { $0.severity == .error }.map(\.description)
        XCTAssertEqual(errors.count, 1, "\(result.diagnostics)")
        XCTAssertTrue(errors.first?.contains(#"outline on surface in scheme "lightMediumContrast" reaches 6.54:1, below the declared minimum 7:1"#)
                      ?? false, "\(errors)")
        XCTAssertEqual(result.files, [], "nothing is written when a pair fails")
        // Read from the export as written: the medium schemes' colors are its medium-contrast ones.
        let passing = config(medium: true).replacingOccurrences(of: #""mediumContrastMinimum": 7"#, with: #""mediumContrastMinimum": 6.5"#)
        let colors = try FormFixture.colors(try FormFixture("material-theme", replacing: ["colorgen.json": passing]).generate())
        XCTAssertEqual(colors["lightMediumContrast"]?["outline"], "#525c5cff")
        XCTAssertEqual(colors["lightMediumContrast"]?["primary"], "#004a4fff")
        XCTAssertEqual(colors["darkMediumContrast"]?["outline"], "#a3adadff")
        XCTAssertEqual(colors["darkMediumContrast"]?["onPrimary"], "#001a1cff")
        // Without the medium appearances the same schemes are of the standard level, held to 3:1.
        let unnamed = try FormFixture("material-theme", replacing: ["colorgen.json": config(medium: false)]).generate()
        XCTAssertEqual(unnamed.diagnostics.filter { $0.severity == .error }.map(\.description), [])
    }

    /// A broken export: every problem at its line and column, together with the scheme of the config
    /// the export lacks; nothing is generated.
    func testABrokenExportReportsEveryProblemAtOnce() throws {
        let export = """
            {
              "seed": "#6750A4",
              "coreColors": {"primary": "#6750A4"},
              "extendedColors": [{"color": "#FF0000"}],
              "schemes": {
                "light": {"primary": 42, "onPrimary": "#FFFFFF"},
                "dark": "#000000"
              },
              "palettes": {"primary": {"40": "#12"}, "neutral": {"10": "oops"}},
              "version": 2
            }
            """
        let result = Generator.generate(configPath: "colorgen.json", loader: InMemorySourceLoader(texts: [
            "colorgen.json": #"{"schemes": {"light": ["m.json", "app.json"], "sepia": ["m.json"]}, "outputs": [{"format": "json", "path": "out/c"}]}"#,
            "m.json": export,
            "app.json": #"{"link": {"$type": "color", "$value": "{palettes.primary.40}"}}"#,
        ]))
        XCTAssertEqual(result.files, [])
        XCTAssertEqual(result.diagnostics.map(\.description), [
            "app.json:1:39: note: '{palettes.primary.40}' is not resolved because token 'palettes.primary.40' has errors",
            #"colorgen.json:1:57: error: scheme "sepia" takes the scheme of its name from the Material Theme Builder export "#
            + #"'m.json', which has no such scheme; its schemes are light"#,
            "m.json:1:1: note: read as a Material Theme Builder export: each scheme takes the export's scheme of its name (light), "
            + "whose Material roles (primary, onPrimary, …) are its roles; palettes and coreColors are reference-only tokens, "
            + "aliased as {palettes.primary.40}",
            #"m.json:4:22: error: an extended color needs a "name" with a letter or digit, which names its roles; it has none"#,
            "m.json:6:26: error: the color value must be a color object with 'colorSpace' and 'components', found number 42",
            "m.json:7:13: error: scheme 'dark' must be an object of Material roles (\"primary\": \"#6750A4\", …), found string",
            "m.json:9:34: error: the value must be a color object with 'colorSpace' and 'components', found string \"#12\"",
            // A tone no role uses is only a warning.
            "m.json:9:60: warning: the value must be a color object with 'colorSpace' and 'components', found string \"oops\"; "
            + "generation ignores 'palettes.neutral.10': no role uses it",
            "m.json:10:3: warning: 'version' is not a member of a Material Theme Builder export; ignored",
        ])
    }

    /// Extended colors with only their source color are explained in one warning, and are not roles.
    func testExtendedColorsWithoutPerSchemeValuesGetOneWarning() throws {
        let export = """
            {"seed": "#6750A4", "coreColors": {"primary": "#6750A4"},
             "extendedColors": [{"name": "Brand", "color": "#FF6B6B", "description": "", "harmonized": true},
                                {"name": "sale-red", "color": "#D00000", "harmonized": false}],
             "schemes": {"light": {"primary": "#6750A4", "onPrimary": "#FFFFFF"}}}
            """
        let result = Generator.generate(configPath: "colorgen.json", loader: InMemorySourceLoader(texts: [
            "colorgen.json": #"{"schemes": {"light": ["m.json"]}, "outputs": [{"format": "json", "path": "Generated/colors"}]}"#,
            "m.json": export,
        ]))
        XCTAssertEqual(result.diagnostics.filter { $0.severity != .note }.map(\.description), [
            #"m.json:2:30: warning: extended colors 'Brand' (#FF6B6B), 'sale-red' (#D00000) have only a source color here: the "#
            + #"export carries no per-scheme values (no "light": {"color": …, "onColor": …} in the entry, no 'brand' in its "#
            + #"schemes), so they are not roles; define their roles in a token file listed after the export"#,
        ])
        XCTAssertEqual(try FormFixture.colors(result)["light"], ["primary": "#6750a4ff", "onPrimary": "#ffffffff"])
    }

    /// An extended color with values for some schemes but not one the config reads is an error, and
    /// so is one whose role the scheme already has.
    func testAnExtendedColorLackingASchemesValuesIsAnError() {
        let export = """
            {"seed": "#6750A4",
             "extendedColors": [{"name": "Brand", "color": "#FF6B6B", "light": {"color": "#AA0000", "onColor": "#FFFFFF"}},
                                {"name": "Primary", "light": {"color": "#00AA00"}, "dark": {"color": "#00AA00"}}],
             "schemes": {"light": {"primary": "#6750A4"}, "dark": {"primary": "#D0BCFF"}}}
            """
        let result = Generator.generate(configPath: "colorgen.json", loader: InMemorySourceLoader(texts: [
            "colorgen.json": #"{"schemes": {"light": ["m.json"], "dark": ["m.json"]}, "outputs": [{"format": "json", "path": "o/c"}]}"#,
            "m.json": export,
        ]))
        XCTAssertEqual(result.files, [])
        XCTAssertTrue(result.diagnostics.map(\.description).contains(
            "m.json:2:30: error: extended color 'Brand' has values for the schemes light but none for 'dark', whose roles need them"),
            "\(result.diagnostics)")
        XCTAssertTrue(result.diagnostics.map(\.description).contains(
            "m.json:3:51: error: extended color 'Primary' gives the role 'primary', which the export already has; rename the color"),
            "\(result.diagnostics)")
    }

    /// Only an object with `schemes` and a string `seed` (or `coreColors` of strings) is an export:
    /// a DTCG file with groups named `schemes` and `palettes` keeps today's reading.
    func testAFileThatIsNotShapedAsAnExportIsReadAsTokens() throws {
        let tokens = ##"{"schemes": {"light": {"primary": {"$type": "color", "$value": "#336699"}}}, "palettes": {"seed": {"$type": "color", "$value": "#000000"}}}"##
        XCTAssertFalse(MaterialThemeExport.recognise(try JSONParser.parse(Array(tokens.utf8), path: "t.json").root))
        let notAnExport = Generator.generate(configPath: "colorgen.json", loader: InMemorySourceLoader(texts: [
            "colorgen.json": #"{"schemes": {"light": ["t.json"]}, "outputs": [{"format": "json", "path": "Generated/colors"}]}"#,
            "t.json": ##"{"description": "x", "schemes": {"light": {"primary": "#336699"}}}"##,
        ]))
        XCTAssertEqual(notAnExport.diagnostics.map(\.description), [
            "t.json:1:17: error: 'description' must be a token (an object with $value) or a group (an object), found string",
            "t.json:1:55: error: 'schemes.light.primary' must be a token (an object with $value) or a group (an object), found string",
        ])
    }

    /// `colorgen validate` checks DTCG files, so an export is one error saying what it is.
    func testValidateNamesTheFormatOnce() throws {
        let fixture = try FormFixture("material-theme")
        let diagnostics = TokenValidator.validate(try XCTUnwrap(fixture.files["material-theme.json"]), path: "material-theme.json")
        XCTAssertEqual(diagnostics.map(\.description), [
            "material-theme.json:1:1: error: this is a Material Theme Builder export (material-theme.json), not a DTCG 2025.10 "
            + "token file; colorgen generate reads it listed under a scheme (docs/real-world-files.md)",
        ])
    }

    /// Scheme names of the config read the export's dashed names in camel case.
    func testSchemeNamesMatchTheExportsInCamelCase() throws {
        let export = MaterialThemeExport(try JSONParser.parse(Array(##"{"seed": "#000000", "schemes": {"light": {}, "light-high-contrast": {}, "dark-medium-contrast": {}}}"##.utf8), path: "m.json").root, path: "m.json")
        XCTAssertEqual(export.scheme(for: "light"), "light")
        XCTAssertEqual(export.scheme(for: "lightHighContrast"), "light-high-contrast")
        XCTAssertEqual(export.scheme(for: "darkMediumContrast"), "dark-medium-contrast")
        XCTAssertNil(export.scheme(for: "dark"))
        XCTAssertEqual(export.diagnostics, [])
    }
}
