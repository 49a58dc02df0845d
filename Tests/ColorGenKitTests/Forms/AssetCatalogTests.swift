// Tests reading an Xcode asset catalog listed under a scheme: issue 50, item 2.
import Foundation
import XCTest
@testable import ColorGenKit
@testable import SourceDiagnostics
import TestSupport

/// An `.xcassets` folder listed under a scheme: every color set a role named by its folders, each
/// scheme the appearance of its name, components in each form Xcode writes. The expected colors are
/// what Xcode's documented components mean (floats 0…1, 8-bit integers and hexadecimal /255, gray
/// on a 2.2 curve, linear sRGB encoded with the sRGB curve), written out by hand.
final class AssetCatalogTests: XCTestCase {
    func testEverySchemeTakesTheAppearanceOfItsName() throws {
        let result = try FormFixture("asset-catalog").generate()
        XCTAssertEqual(result.diagnostics.map(\.description), [
            "Colors.xcassets/Contents.json:1:1: note: read as an Xcode asset catalog: each of its 7 color sets is a role named by "
            + "its folders (Brand/Primary.colorset → brand.primary), and each scheme takes the appearance of its name (light ← Any, "
            + "dark ← Dark, lightHighContrast ← High Contrast, darkHighContrast ← Dark High Contrast); a color set without that "
            + "appearance falls back as in Xcode (a Light entry comes before Any, Dark falls back to Any, High Contrast to the "
            + "standard entry); color sets without a universal entry take their first idiom's (iphone: 1)",
            "Colors.xcassets/Label.colorset/Contents.json:4:17: warning: the color set 'Label' names the system color 'labelColor', "
            + "which has no fixed value, so its role is left out; give the set a color, or define the role in a token file "
            + "listed after the catalog",
        ])
        let colors = try FormFixture.colors(result)
        XCTAssertEqual(colors["light"], [
            "brand.primary": "#007affff",  // "0.000", "0.478", "1.000": 0.478 × 255 = 121.9
            "brand.secondary": "#996633ff",
            "surface.background": "#f3f3f3ff",  // gray 0.95 on the 2.2 curve is linear 0.893, sRGB 0.9515
            "accentColor": "#ff0b0cff",  // Display P3 red, kept as P3 (below); this is its sRGB fallback
            "glow": "#336699ff",  // extended-srgb inside 0…1
            "tint": "#ff8000ff",  // the iphone entry, 8-bit "255", "128", "0"
        ])
        XCTAssertEqual(colors["dark"], [
            "brand.primary": "#0a84ffff",  // 8-bit "10", "132", "255"
            "brand.secondary": "#112233ff",
            "surface.background": "#f3f3f3ff",  // no Dark entry: Any
            "accentColor": "#ff0b0cff",
            "glow": "#bcbcbcff",  // extended-linear-srgb 0.5 is sRGB 0.7354
            "tint": "#ff8000ff",
        ])
        XCTAssertEqual(colors["lightHighContrast"]?["brand.primary"], "#0040ddff", "hexadecimal \"0x00\", \"0x40\", \"0xDD\"")
        XCTAssertEqual(colors["lightHighContrast"]?["brand.secondary"], "#996633ff", "no High Contrast entry: Any")
        XCTAssertEqual(colors["darkHighContrast"]?["brand.primary"], "#409cffcc", "alpha \"0.800\"")
        XCTAssertEqual(colors["darkHighContrast"]?["brand.secondary"], "#112233ff", "no Dark High Contrast entry: Dark")
        XCTAssertEqual(colors["darkHighContrast"]?["glow"], "#bcbcbcff")
        let light = try XCTUnwrap(result.files.first { $0.path == "Generated/colors.light.tokens.json" })
        XCTAssertTrue(String(decoding: light.bytes, as: UTF8.self).contains(
            #""accentColor": {"$type": "color", "$value": {"colorSpace": "display-p3", "components": [1, 0, 0]"#))
        XCTAssertEqual(Set(result.inputFiles.filter { $0.hasSuffix("Contents.json") }.map { String($0.dropFirst("Colors.xcassets/".count)) }), [
            "AccentColor.colorset/Contents.json", "Brand/Primary.colorset/Contents.json", "Brand/Secondary.colorset/Contents.json",
            "Glow.colorset/Contents.json", "Label.colorset/Contents.json", "Surface/Background.colorset/Contents.json",
            "Tint.colorset/Contents.json",
        ], "every color set read is an input")
    }

    /// A folder inside a catalog lists its own color sets, named from there.
    func testAFolderInsideACatalogGivesItsColorSets() throws {
        let config = #"{"rulesVersion": 3, "schemes": {"light": ["Colors.xcassets/Brand"], "dark": ["Colors.xcassets/Brand"]}, "#
            + #""outputs": [{"format": "json", "path": "Generated/colors"}]}"#
        let result = try FormFixture("asset-catalog", replacing: ["colorgen.json": config]).generate()
        XCTAssertEqual(result.diagnostics.filter { $0.severity != .note }.map(\.description), [])
        XCTAssertEqual(try FormFixture.colors(result)["dark"], ["primary": "#0a84ffff", "secondary": "#112233ff"])
    }

    /// A broken color set and a scheme named after no appearance: every problem at its place, at once
    /// (a set with errors is not reported again for lacking the scheme's entry); nothing generated.
    func testABrokenCatalogReportsEveryProblemAtOnce() throws {
        let broken = """
            {
              "colors" : [
                {
                  "color" : {
                    "color-space" : "srgb",
                    "components" : { "alpha" : "1.000", "blue" : "0.5x", "green" : "1.500", "red" : "0x1G" }
                  },
                  "idiom" : "universal"
                },
                {
                  "appearances" : [ { "appearance" : "luminosity", "value" : "dim" } ],
                  "color" : { "color-space" : "cmyk", "components" : { } },
                  "idiom" : "universal"
                },
                {
                  "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                  "color" : { "color-space" : "cmyk", "components" : { } },
                  "idiom" : "universal"
                }
              ]
            }
            """
        let config = """
            {"rulesVersion": 3, "schemes": {"light": ["Colors.xcassets"], "midnight": ["Colors.xcassets"]},
             "outputs": [{"format": "json", "path": "Generated/colors"}]}
            """
        let result = try FormFixture("asset-catalog", replacing: [
            "colorgen.json": config, "Colors.xcassets/Brand/Secondary.colorset/Contents.json": broken,
            "Colors.xcassets/Tint.colorset/Contents.json": #"{"colors": [{"appearances": [{"appearance": "luminosity", "value": "dark"}], "#
                + #""color": {"color-space": "srgb", "components": {"red": "1.000", "green": "0.000", "blue": "0.000"}}, "idiom": "universal"}]}"#,
        ]).generate()
        let set = "Colors.xcassets/Brand/Secondary.colorset/Contents.json"
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.description), [
            "\(set):6:54: error: \"blue\" must be a number as Xcode writes one: \"0.500\", \"128\" or \"0x80\"",
            "\(set):6:72: error: \"green\" is outside 0…1 (255, 0xFF), which srgb does not allow; use extended-srgb",
            "\(set):6:89: error: \"red\" must be a number as Xcode writes one: \"0.500\", \"128\" or \"0x80\"",
            "\(set):11:25: error: an appearance is {\"appearance\": \"luminosity\", \"value\": \"light\" or \"dark\"} or "
            + "{\"appearance\": \"contrast\", \"value\": \"high\"}, as Xcode writes them",
            "\(set):17:35: error: unknown color space 'cmyk'; Xcode writes srgb, display-p3, extended-srgb, extended-linear-srgb, "
            + "gray-gamma-22, extended-gray",
            "Colors.xcassets/Tint.colorset/Contents.json:1:1: error: the color set 'Tint' has no entry that scheme \"light\" can take "
            + "(Light, then Any); add an Any appearance",
            "colorgen.json:1:76: error: scheme \"midnight\" lists the Xcode asset catalog 'Colors.xcassets', whose colors are per "
            + "appearance: a scheme that lists it is named after the appearance it takes (light, dark, lightHighContrast, "
            + "darkHighContrast, lightIncreasedContrast, darkIncreasedContrast)",
        ])
        XCTAssertEqual(result.files.map(\.path), [])
    }

    /// A color set's Contents.json listed instead of its catalog: one error naming the form.
    func testAColorSetFileListedOnItsOwnSaysToListTheCatalog() throws {
        let config = #"{"schemes": {"light": ["Colors.xcassets/Brand/Primary.colorset/Contents.json"]}, "outputs": []}"#
        let result = try FormFixture("asset-catalog", replacing: ["colorgen.json": config]).generate()
        XCTAssertEqual(result.diagnostics.map(\.description), [
            "Colors.xcassets/Brand/Primary.colorset/Contents.json:1:1: error: this file is part of an Xcode asset catalog, which "
            + "colorgen reads as a whole: list the catalog folder under a scheme instead, as \"light\": [\"Colors.xcassets\"] "
            + "(each scheme takes the appearance of its name)",
        ])
    }

    /// The catalog colorgen's own xcassets output writes reads back to the same roles and colors.
    func testTheXcassetsOutputReadsBackToTheSameRoles() throws {
        let outputs = #"{"format": "xcassets", "path": "Generated/Colors"}, {"format": "json", "path": "Generated/colors"}"#
        var files = try RepositoryFiles.loader(adding: [
            "Schemes/generate.json": RepositoryFiles.defaultSchemesConfig(rulesVersion: 3, outputs: outputs),
        ]).files
        let original = Generator.generate(configPath: "Schemes/generate.json", loader: InMemorySourceLoader(files: files))
        XCTAssertFalse(original.diagnostics.containsErrors, original.diagnostics.map(\.description).joined(separator: "\n"))
        let catalog = original.files.filter { $0.path.contains("Colors.xcassets/") }
        XCTAssertGreaterThan(catalog.count, 100)
        files = Dictionary(uniqueKeysWithValues: catalog.map { ($0.path, $0.bytes) })
        files["readback.json"] = Array(#"""
            {"rulesVersion": 3, "schemes": {"light": ["Schemes/Generated/Colors.xcassets"], "dark": ["Schemes/Generated/Colors.xcassets"]},
             "outputs": [{"format": "json", "path": "Readback/colors"}]}
            """#.utf8)
        let readBack = Generator.generate(configPath: "readback.json", loader: InMemorySourceLoader(files: files))
        XCTAssertEqual(readBack.diagnostics.filter { $0.severity != .note }.map(\.description), [])
        let expected = try FormFixture.colors(original)
        let found = try FormFixture.colors(readBack)
        XCTAssertEqual(Set(found.keys), ["light", "dark"])
        for scheme in ["light", "dark"] {
            XCTAssertEqual(found[scheme]?.count, expected[scheme]?.count, scheme)
            for (role, color) in expected[scheme] ?? [:] where found[scheme]?[role] != color {
                XCTFail("\(scheme) \(role): \(found[scheme]?[role] ?? "missing"), expected \(color)")
            }
        }
    }
}
