// Tests reading Android color resources listed under a scheme: issue 50, item 3.
import XCTest
@testable import ColorGenKit
@testable import SourceDiagnostics
import TestSupport

/// `res/` folders (or resource files) listed under a scheme: `values/` for day schemes,
/// `values-night/` over it for night ones, values as Android reads them. The expected colors are
/// Android's documented meanings of the fixture's values (#ARGB and #AARRGGBB alpha first,
/// @android:color/white and transparent), written out by hand as #rrggbbaa.
final class AndroidResourcesTests: XCTestCase {
    private let light = [
        "primary": "#6200eeff", "primary_variant": "#3700b3ff",
        "accent": "#ff8800ff",  // #F80: #RGB
        "scrim": "#00000088",  // #8000: alpha 8, then red, green, blue 0
        "overlay": "#ff000080",  // #80FF0000: alpha 0x80 first
        "on_primary": "#ffffffff", "clear": "#00000000",  // @android:color/white, transparent
        "link": "#6200eeff",  // @color/primary
        "brand_text": "#018786ff", "lib_brand": "#018786ff",  // @color/lib_brand, another module's res/
        "divider": "#0000001f",  // <item type="color">
    ]

    func testDayAndNightColorsAsAndroidReadsThem() throws {
        let result = try FormFixture("android-resources").generate()
        XCTAssertEqual(result.diagnostics.map(\.description), [
            "app/src/main/res/values/colors.xml:1:1: note: read as Android resources: 10 colors in values/ and 2 colors in "
            + "values-night/, each a role of its name; a day scheme takes values/, a night scheme values-night/ over it, falling "
            + "back to the day value as Android does (light ← values, dark ← values-night); #AARRGGBB is alpha first, @color/ "
            + "references are aliases, other resources (dimen, string, style) are ignored; the folders of other configurations "
            + "(values-land) are not read",
            "lib/res/values/colors.xml:1:1: note: read as Android resources: 1 color in values/ and 0 colors in values-night/, each "
            + "a role of its name; a day scheme takes values/, a night scheme values-night/ over it, falling back to the day value "
            + "as Android does (light ← values, dark ← values-night); #AARRGGBB is alpha first, @color/ references are aliases, "
            + "other resources (dimen, string, style) are ignored",
        ])
        let colors = try FormFixture.colors(result)
        XCTAssertEqual(colors["light"], light)
        var dark = light
        dark["primary"] = "#bb86fcff"
        dark["link"] = "#bb86fcff"  // @color/primary takes the night primary, as at run time
        dark["scrim"] = "#000000cc"  // from a CDATA section
        XCTAssertEqual(colors["dark"], dark, "values-night/ over values/")
        XCTAssertTrue(result.inputFiles.contains("app/src/main/res/values/themes.xml"))
        XCTAssertFalse(result.inputFiles.contains("app/src/main/res/values-land/dimens.xml"))
    }

    /// Files listed one by one: each a tree every scheme listing it takes, later files over earlier ones.
    func testResourceFilesListedOneByOne() throws {
        let config = """
            {"rulesVersion": 3, "schemes": {
              "light": ["app/src/main/res/values/colors.xml", "lib/res/values/colors.xml"],
              "dark": ["app/src/main/res/values/colors.xml", "lib/res/values/colors.xml", "app/src/main/res/values-night/colors.xml"]},
             "outputs": [{"format": "json", "path": "Generated/colors"}]}
            """
        let result = try FormFixture("android-resources", replacing: ["colorgen.json": config]).generate()
        XCTAssertEqual(result.diagnostics.filter { $0.severity != .note }.map(\.description), [])
        XCTAssertEqual(result.diagnostics.map(\.description).first { $0.hasPrefix("app/src/main/res/values/") },
                       "app/src/main/res/values/colors.xml:1:1: note: read as an Android "
                       + "resource file: 10 colors, each a role of its name; #AARRGGBB is alpha first, @color/ references are "
                       + "aliases, other resources (dimen, string, style) are ignored; list values-night/ files after values/ ones "
                       + "for a dark scheme")
        let colors = try FormFixture.colors(result)
        XCTAssertEqual(colors["light"], light)
        XCTAssertEqual(colors["dark"]?["link"], "#bb86fcff")
    }

    /// Broken files: every problem of every file at its line and column, at once; nothing generated.
    func testBrokenResourcesReportEveryProblemAtOnce() throws {
        let day = """
            <resources>
                <color name="primary">?attr/colorPrimary</color>
                <color name="accent">#12345</color>
                <color name="hint">@android:color/holo_blue_dark</color>
                <color>#fff</color>
                <color name="accent">#fff</color>
                <color name="size">@dimen/margin</color>
            </resources>
            """
        let night = "<resources>\n    <color name=\"primary\">#000</colour>\n</resources>\n"
        let config = #"{"schemes": {"light": ["app/src/main/res"], "evening": ["app/src/main/res"]}, "outputs": [{"format": "json", "path": "Generated/colors"}]}"#
        let result = try FormFixture("android-resources", replacing: [
            "colorgen.json": config, "app/src/main/res/values/colors.xml": day, "app/src/main/res/values-night/colors.xml": night,
        ]).generate()
        let values = "app/src/main/res/values/colors.xml"
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.description), [
            "app/src/main/res/values-night/colors.xml:2:31: error: expected </color> to close the element opened at 2:5, found </colour>",
            "\(values):2:27: error: '?attr/colorPrimary' is a theme attribute, which has no fixed value (it depends on the theme an "
            + "app applies at run time); give the color a value, or an @color/ reference",
            "\(values):3:26: error: '#12345' is no color: Android reads #RGB, #ARGB, #RRGGBB or #AARRGGBB (alpha first) and @color/name",
            "\(values):4:24: error: '@android:color/holo_blue_dark' has no fixed value colorgen knows: of the platform's colors it "
            + "reads @android:color/transparent, @android:color/black, @android:color/white",
            "\(values):5:5: error: a <color> resource needs a name=\"…\"",
            "\(values):6:12: error: the color 'accent' is defined twice for one configuration (first at \(values):3:12); Android "
            + "refuses duplicate resources",
            "\(values):7:24: error: '@dimen/margin' is no color: Android reads #RGB, #ARGB, #RRGGBB or #AARRGGBB (alpha first) and @color/name",
            "colorgen.json:1:57: error: scheme \"evening\" lists the Android resources 'app/src/main/res', whose colors are per "
            + "configuration: a scheme that lists them is named for day (light) or night (dark) colors, with \"light\", \"day\", "
            + "\"dark\" or \"night\" in its name",
        ])
        XCTAssertEqual(result.files.map(\.path), [])
    }
    /// A color two files of one configuration define is an error at the later one, as Android's
    /// resource compiler makes it, whichever core read which file.
    func testAColorDefinedInTwoFilesOfAConfigurationIsAnError() throws {
        let config = #"{"schemes": {"light": ["res"]}, "outputs": [{"format": "json", "path": "Generated/colors"}]}"#
        let result = try FormFixture("android-resources", replacing: [
            "colorgen.json": config,
            "res/values/a.xml": "<resources>\n  <color name=\"brand\">#FF0000</color>\n  <color name=\"ink\">#000</color>\n</resources>\n",
            "res/values/b.xml": "<resources>\n  <color name=\"paper\">#fff</color>\n  <color name=\"brand\">#00FF00</color>\n</resources>\n",
        ]).generate()
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.description), [
            "res/values/b.xml:3:10: error: the color 'brand' is defined twice for one configuration (first at res/values/a.xml:2:10); "
            + "Android refuses duplicate resources",
        ])
        XCTAssertEqual(result.files.map(\.path), [])
    }
}
