// Tests reading "appearances" from colorgen.json and every way it can be wrong.
import XCTest
@testable import ColorGenKit
@testable import ColorGenModel
@testable import SourceDiagnostics

/// `"appearances"` in colorgen.json: what it says and every way it can be wrong.
final class AppearancesConfigTests: XCTestCase {
    private func read(_ appearances: String, schemes: [String] = ["light", "dark", "hcLight", "hcDark"])
        -> (config: ColorGenConfig?, messages: [String]) {
        let map = schemes.map { "\"\($0)\": [\"\($0).tokens.json\"]" }.joined(separator: ", ")
        let text = "{\n\"schemes\": {\(map)},\n\"appearances\": \(appearances),\n\"outputs\": []\n}"
        let (config, _, diagnostics) = Generator.readConfig(Array(text.utf8), path: "colorgen.json")
        return (config, diagnostics.map(\.description))
    }

    func testAllFourAppearancesAreRead() throws {
        let (config, messages) = read(#"{"light": "light", "dark": "dark", "lightIncreasedContrast": "hcLight", "darkIncreasedContrast": "hcDark"}"#)
        XCTAssertEqual(messages, [])
        let declaration = try XCTUnwrap(config?.appearances)
        XCTAssertEqual(declaration.schemes.mapValues(\.value),
                       [.light: "light", .dark: "dark", .lightIncreasedContrast: "hcLight", .darkIncreasedContrast: "hcDark"])
        XCTAssertEqual(declaration.schemes[.darkIncreasedContrast]?.location.description, "colorgen.json:3:113")
        let (resolved, problems) = AppearanceSchemes.resolve(declaration, schemes: ["light", "dark", "hcLight", "hcDark"])
        XCTAssertEqual(problems, [])
        // The medium appearances, not named, fall back to light and dark.
        XCTAssertEqual(Appearance.allCases.map { resolved?.scheme(for: $0) }, [0, 1, 2, 3, 0, 1])
    }

    func testTheMediumContrastAppearancesAreReadAsTheMediumLevel() throws {
        let (config, messages) = read(#"{"light": "l", "dark": "d", "lightMediumContrast": "lm", "darkMediumContrast": "dm", "darkIncreasedContrast": "dh"}"#,
                                      schemes: ["l", "d", "lm", "dm", "dh"])
        XCTAssertEqual(messages, [])
        let declaration = try XCTUnwrap(config?.appearances)
        let (resolved, problems) = AppearanceSchemes.resolve(declaration, schemes: ["l", "d", "lm", "dm", "dh"])
        XCTAssertEqual(problems, [])
        XCTAssertEqual(Appearance.allCases.map { resolved?.scheme(for: $0) }, [0, 1, 0, 4, 2, 3])
        XCTAssertEqual(Appearance.allCases.map(\.contrastLevel), [.standard, .standard, .increased, .increased, .medium, .medium])
        XCTAssertEqual(config?.mediumContrastSchemes, ["lm", "dm"])
        XCTAssertEqual(config?.increasedContrastSchemes, ["dh"])
        XCTAssertEqual(["l", "lm", "dh"].map { config?.contrastLevel(ofScheme: $0) }, [.standard, .medium, .increased])
    }

    func testMissingAppearancesFallBackAsAssetCatalogsDo() throws {
        let onlyLight = AppearanceSchemes(light: 2)
        XCTAssertEqual(Appearance.allCases.map(onlyLight.scheme(for:)), [2, 2, 2, 2, 2, 2])
        let noDarkContrast = AppearanceSchemes(light: 0, dark: 1, lightIncreasedContrast: 2)
        XCTAssertEqual(Appearance.allCases.map(noDarkContrast.scheme(for:)), [0, 1, 2, 1, 0, 1], "dark + contrast falls back to dark")
        XCTAssertNil(AppearanceSchemes(light: 0, dark: 0).distinctDark)
        XCTAssertEqual(AppearanceSchemes.automatic(["day", "night", "hc"]), AppearanceSchemes(light: 0, dark: 1))
        XCTAssertEqual(AppearanceSchemes.automatic(["only"]), AppearanceSchemes(light: 0))
    }

    func testWithoutTheKeyTheAutomaticChoiceStays() throws {
        let text = #"{"schemes": {"light": ["l.json"], "dark": ["d.json"]}, "outputs": []}"#
        let (config, _, _) = Generator.readConfig(Array(text.utf8), path: "colorgen.json")
        XCTAssertNil(try XCTUnwrap(config).appearances)
    }

    func testAnAppearanceDeclaredTwiceIsAnErrorAtTheRepeat() {
        let (config, messages) = read(#"{"light": "light", "dark": "dark", "dark": "hcDark"}"#)
        XCTAssertNil(config)
        XCTAssertEqual(messages, [#"colorgen.json:3:51: error: appearance "dark" is declared twice; give each appearance one scheme"#])
    }

    func testAnUnknownAppearanceIsAnErrorWithAHint() {
        let (_, messages) = read(#"{"light": "light", "dark": "dark", "darkIncreasedContast": "hcDark"}"#)
        XCTAssertEqual(messages, [
            #"colorgen.json:3:51: error: unknown appearance "darkIncreasedContast"; the appearances are "light", "dark", "#
                + #""lightIncreasedContrast", "darkIncreasedContrast", "lightMediumContrast", "darkMediumContrast"; did you mean 'darkIncreasedContrast'?"#,
        ])
    }

    func testAContrastAppearanceNeedsItsBase() {
        let (_, messages) = read(#"{"light": "light", "darkIncreasedContrast": "hcDark"}"#)
        XCTAssertEqual(messages, [
            #"colorgen.json:3:35: error: appearance "darkIncreasedContrast" needs its base appearance "dark"; name the "#
                + #"scheme for "dark" too"#,
        ])
        let (_, lightless) = read(#"{"lightIncreasedContrast": "hcLight"}"#)
        XCTAssertEqual(lightless, [
            #"colorgen.json:3:17: error: appearance "lightIncreasedContrast" needs its base appearance "light"; name the "#
                + #"scheme for "light" too"#,
        ])
        let (_, empty) = read("{}")
        XCTAssertEqual(empty, [#"colorgen.json:3:16: error: "appearances" must name the scheme for "light""#])
    }

    func testSchemeNamesAreChecked() {
        let (_, messages) = read(#"{"light": "light", "dark": "drak", "lightIncreasedContrast": 3}"#)
        XCTAssertEqual(messages, [
            #"colorgen.json:3:77: error: appearance "lightIncreasedContrast" must name a scheme, not 3"#,
        ])
        let (_, unknown) = read(#"{"light": "light", "dark": "drak"}"#)
        XCTAssertEqual(unknown, [
            #"colorgen.json:3:43: error: appearance "dark" names the scheme "drak", which the config does not define; "#
                + #"its schemes are light, dark, hcLight, hcDark; did you mean 'dark'?"#,
        ])
        let (_, notObject) = read(#"["light"]"#)
        XCTAssertEqual(notObject.first?.hasPrefix(#"colorgen.json:3:16: error: "appearances" must be an object"#), true)
    }

    func testWithAResolverTheNamesAreCheckedOnceTheContextsAreKnown() {
        let declaration = AppearanceDeclaration(
            schemes: [.light: Located("light", at: SourceLocation(path: "c.json", position: TextPosition(line: 1, column: 2)))],
            location: SourceLocation(path: "c.json", position: TextPosition(line: 1, column: 1)))
        let (resolved, messages) = AppearanceSchemes.resolve(declaration, schemes: ["day", "night"])
        XCTAssertNil(resolved)
        XCTAssertEqual(messages.map(\.description), [
            #"c.json:1:2: error: appearance "light" names the scheme "light", which the config does not define; its schemes are day, night; did you mean 'night'?"#,
        ])
    }
}

/// A scheme that serves no appearance and that no scheme is derived from is a warning at its name.
final class UnservedSchemeTests: XCTestCase {
    private func messages(_ text: String) -> [String] {
        Generator.readConfig(Array(text.utf8), path: "colorgen.json").diagnostics.map(\.description)
    }

    func testAnUnservedSchemeNamesTheAppearancesEntryItsNameSuggests() {
        XCTAssertEqual(messages("""
            {"schemes": {"light": ["l.json"], "dark": ["d.json"],
              "highContrast": ["hc.json"]}, "outputs": []}
            """), [
            "colorgen.json:2:3: warning: scheme \"highContrast\" serves no appearance: the outputs include it, but no system "
                + "setting selects it (light: \"light\", dark: \"dark\"); to serve Increase Contrast in light mode with it, add "
                + "\"appearances\": {\"light\": \"light\", \"dark\": \"dark\", \"lightIncreasedContrast\": \"highContrast\"} "
                + "(docs/appearances.md)",
        ])
        XCTAssertEqual(messages("""
            {"schemes": {"light": ["l.json"], "dark": ["d.json"], "hcLight": ["a.json"], "darkHighContrast": ["b.json"]},
             "appearances": {"light": "light", "dark": "dark", "lightIncreasedContrast": "hcLight"}, "outputs": []}
            """), [
            "colorgen.json:1:78: warning: scheme \"darkHighContrast\" serves no appearance: the outputs include it, but no "
                + "system setting selects it (light: \"light\", dark: \"dark\", lightIncreasedContrast: \"hcLight\"); to serve "
                + "Increase Contrast in dark mode with it, add \"darkIncreasedContrast\": \"darkHighContrast\" to "
                + "\"appearances\" (docs/appearances.md)",
        ])
    }

    func testServedAndSourceSchemesAreUsed() {
        XCTAssertEqual(messages(#"{"schemes": {"light": ["l.json"], "dark": ["d.json"]}, "outputs": []}"#), [])
        XCTAssertEqual(messages(#"{"schemes": {"only": ["l.json"]}, "outputs": []}"#), [])
        XCTAssertEqual(messages("""
            {"schemes": {"base": ["l.json"], "light": {"derivedFrom": "base", "counterpart": "increasedContrast"},
              "dark": {"derivedFrom": "base", "counterpart": "dark"}}, "outputs": []}
            """), [], "base is the source of derived schemes")
    }

    func testASchemeWhoseAppearanceAnotherServesIsAnExplicitAlternative() {
        // Material's six schemes: the high-contrast pair serves Increase Contrast, the medium pair
        // Android's medium level; a second high-contrast scheme is chosen by the app; a plain name
        // still gets the warning.
        XCTAssertEqual(messages("""
            {"schemes": {"light": ["l.json"], "dark": ["d.json"], "lightMediumContrast": ["a.json"],
              "lightHighContrast": ["b.json"], "darkMediumContrast": ["c.json"], "darkHighContrast": ["d2.json"],
              "lightHigherContrast": ["f.json"], "sepia": ["e.json"]},
             "appearances": {"light": "light", "dark": "dark", "lightIncreasedContrast": "lightHighContrast",
               "darkIncreasedContrast": "darkHighContrast", "lightMediumContrast": "lightMediumContrast",
               "darkMediumContrast": "darkMediumContrast"}, "outputs": []}
            """).map { $0.hasPrefix("colorgen.json:3:38: warning: scheme \"sepia\" serves no appearance: ") }, [true])
    }

    func testAMediumContrastSchemeNoAppearanceNamesIsToldWhichToAdd() {
        XCTAssertEqual(messages("""
            {"schemes": {"light": ["l.json"], "dark": ["d.json"], "darkMediumContrast": ["c.json"]},
             "appearances": {"light": "light", "dark": "dark"}, "outputs": []}
            """), [
            "colorgen.json:1:55: warning: scheme \"darkMediumContrast\" serves no appearance: the outputs include it, but no "
            + "system setting selects it (light: \"light\", dark: \"dark\"); to serve Android's medium contrast in dark mode "
            + "with it, add \"darkMediumContrast\": \"darkMediumContrast\" to \"appearances\" (docs/appearances.md)",
        ])
    }

    func testAMediumContrastAppearanceNeedsItsBase() {
        XCTAssertEqual(messages("""
            {"schemes": {"light": ["l.json"], "dm": ["c.json"]},
             "appearances": {"light": "light", "darkMediumContrast": "dm"}, "outputs": []}
            """), [
            #"colorgen.json:2:36: error: appearance "darkMediumContrast" needs its base appearance "dark"; name the scheme for "dark" too"#,
        ])
    }
}
