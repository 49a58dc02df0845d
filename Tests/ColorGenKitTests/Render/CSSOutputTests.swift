@testable import ColorGenKit
import XCTest

final class CSSOutputTests: XCTestCase {
    private let none = OptionLocations(nil, path: "colorgen.json", entry: nil)

    func testCustomPropertyNamesAreKebabCaseWithOptionalPrefix() throws {
        let roles = [SchemeRole(path: RolePath("text", "onPrimary", "body"), colors: [RGBA(red: 1, green: 1, blue: 1)]),
                     SchemeRole(path: RolePath("button", "highContrastUI", "onBackground"), colors: [RGBA(red: 0, green: 0, blue: 0)])]
        XCTAssertEqual(try CSSPropertyNames(roles: roles, prefix: "", locations: none).names,
                       ["--text-on-primary-body", "--button-high-contrast-ui-on-background"])
        XCTAssertEqual(try CSSPropertyNames(roles: roles, prefix: "app", locations: none).names,
                       ["--app-text-on-primary-body", "--app-button-high-contrast-ui-on-background"])
    }

    func testNamesThatWouldCoincideAreAnError() {
        let white = RGBA(red: 1, green: 1, blue: 1)
        let roles = [SchemeRole(path: RolePath("a", "bC"), colors: [white]), SchemeRole(path: RolePath("a", "b-c"), colors: [white])]
        XCTAssertThrowsError(try CSSPropertyNames(roles: roles, prefix: "", locations: none)) { error in
            XCTAssertEqual((error as? Diagnostic)?.message,
                           "roles a.bC and a.b-c would both be the CSS custom property --a-b-c; rename one of them")
        }
    }

    func testPrefixMustBeAnIdentifier() {
        let result = RolesOnlyFixture.run(outputs: #"{"format": "css", "path": "c.css", "options": {"prefix": "a b"}}"#)
        XCTAssertEqual(result.diagnostics.map(\.message), [#"option "prefix" must hold only letters, digits, "-" and "_", not "a b""#])
        XCTAssertEqual(result.files, [])
    }

    func testEscapingKeepsEveryCharacterOutsideIdentifiersOutOfTheText() {
        XCTAssertEqual(CSSText.identifier("on-primary_2"), "on-primary_2")
        XCTAssertEqual(CSSText.identifier("say \"hi\""), #"say\20 \22 hi\22 "#)
        XCTAssertEqual(CSSText.identifier("</style>"), #"\3c \2f style\3e "#)
        XCTAssertEqual(CSSText.identifier("*/x"), #"\2a \2f x"#)
        XCTAssertEqual(CSSText.identifier("grün"), #"gr\fc n"#)
        XCTAssertEqual(CSSText.quoted("high contrast\""), #""high contrast\22 ""#)
        XCTAssertEqual(CSSText.comment("a */ b </style>"), "a * / b &lt;/style>")
    }

    func testColorsAreHexWhenOpaqueAndSpaceSeparatedRGBWithAlphaOtherwise() {
        XCTAssertEqual(CSSColor.value(RGBA(hex: "#3e7293")!), "#3e7293")
        XCTAssertEqual(CSSColor.value(RGBA(red: 62 / 255, green: 114 / 255, blue: 147 / 255, alpha: 0.35)), "rgb(62 114 147 / 0.35)")
        XCTAssertEqual(CSSColor.value(RGBA(red: 0, green: 0, blue: 0, alpha: 0)), "rgb(0 0 0 / 0)")
        XCTAssertEqual(CSSColor.value(RGBA(red: 1, green: 1, blue: 1, alpha: 1 / 3)), "rgb(255 255 255 / 0.3333)")
        XCTAssertEqual(CSSColor.decimal(0.5), "0.5")
        XCTAssertEqual(CSSColor.decimal(0.05), "0.05")
    }

    func testDarkSchemeIsTheOneNamedDarkElseTheSecondElseTheOption() throws {
        XCTAssertEqual(try CSSSchemePlan(schemes: ["day", "dark", "night"], options: TemplateMap(), locations: none).darkScheme, 1)
        XCTAssertEqual(try CSSSchemePlan(schemes: ["day", "night", "dark"], options: TemplateMap(), locations: none).darkScheme, 2)
        XCTAssertEqual(try CSSSchemePlan(schemes: ["day", "night"], options: TemplateMap(), locations: none).darkScheme, 1)
        XCTAssertNil(try CSSSchemePlan(schemes: ["day"], options: TemplateMap(), locations: none).darkScheme)
        XCTAssertNil(try CSSSchemePlan(schemes: ["dark", "light"], options: TemplateMap(), locations: none).darkScheme)
        let chosen = try CSSSchemePlan(schemes: ["day", "dark", "dusk"], options: TemplateMap([("darkScheme", "dusk")]), locations: none)
        XCTAssertEqual(chosen.darkScheme, 2)
        XCTAssertEqual(chosen.rootColorScheme, "light dark")
        XCTAssertEqual(chosen.isDark(1), true, "named dark")
        XCTAssertEqual(chosen.isDark(2), true, "chosen as the dark scheme")
        XCTAssertEqual(chosen.isDark(0), false)
        XCTAssertEqual(try CSSSchemePlan(schemes: ["dark", "light"], options: TemplateMap(), locations: none).rootColorScheme, "dark")
        XCTAssertEqual(try CSSSchemePlan(schemes: ["day"], options: TemplateMap(), locations: none).rootColorScheme, "light")
    }

    func testContrastMediaQueriesDependOnWhetherThereIsADarkScheme() throws {
        let both = try CSSSchemePlan(schemes: ["light", "dark", "hcLight", "hcDark"],
                                     options: TemplateMap([("contrastScheme", "hcLight"), ("darkContrastScheme", "hcDark")]), locations: none)
        XCTAssertEqual(both.mediaRules.map(\.query), ["(prefers-color-scheme: dark)",
                                                      "(prefers-contrast: more) and (prefers-color-scheme: light)",
                                                      "(prefers-contrast: more) and (prefers-color-scheme: dark)"])
        XCTAssertEqual(both.mediaRules.map(\.scheme), [1, 2, 3])
        let lightOnly = try CSSSchemePlan(schemes: ["light", "hcLight"],
                                          options: TemplateMap([("darkScheme", "light"), ("contrastScheme", "hcLight")]), locations: none)
        XCTAssertEqual(lightOnly.mediaRules.map(\.query), ["(prefers-contrast: more)"])
    }

    func testAnUnknownSchemeInAnOptionIsAnErrorAtTheOutput() {
        let result = RolesOnlyFixture.run(outputs: #"{"format": "css", "path": "c.css", "options": {"contrastScheme": "highContrastLite"}}"#,
                                          schemeCount: 3)
        XCTAssertEqual(result.diagnostics.map(\.description), [
            #"colorgen.json:1:210: error: option "contrastScheme" names the scheme "highContrastLite", but the schemes are "#
                + #""light", "dark", "highContrastLight"; did you mean 'highContrastLight'?"#,
        ])
    }

    func testGoldenMediaStrategy() {
        let files = RolesOnlyFixture.generate(outputs: #"{"format": "css", "path": "colors.css"}"#)
        GoldenFile.assertMatches(files["colors.css"] ?? "", golden: "CSS/media.css")
    }

    func testGoldenLightDarkStrategyWithPrefix() {
        let files = RolesOnlyFixture.generate(
            outputs: #"{"format": "css", "path": "colors.css", "options": {"strategy": "light-dark", "prefix": "app"}}"#)
        GoldenFile.assertMatches(files["colors.css"] ?? "", golden: "CSS/light-dark-prefix.css")
    }

    func testGoldenContrastSchemes() {
        let files = RolesOnlyFixture.generate(
            outputs: #"{"format": "css", "path": "colors.css", "options": {"contrastScheme": "highContrastLight", "#
                + #""darkContrastScheme": "highContrastDark"}}"#, schemeCount: 4)
        GoldenFile.assertMatches(files["colors.css"] ?? "", golden: "CSS/contrast.css")
    }

    func testGoldenLightDarkStrategyWithContrastScheme() {
        let files = RolesOnlyFixture.generate(
            outputs: #"{"format": "css", "path": "colors.css", "options": {"strategy": "light-dark", "contrastScheme": "highContrastLight"}}"#,
            schemeCount: 3)
        GoldenFile.assertMatches(files["colors.css"] ?? "", golden: "CSS/light-dark-contrast.css")
    }

    func testSameInputGivesTheSameBytes() {
        let outputs = #"{"format": "css", "path": "colors.css", "options": {"strategy": "light-dark"}}"#
        XCTAssertEqual(RolesOnlyFixture.generate(outputs: outputs), RolesOnlyFixture.generate(outputs: outputs))
    }
}
