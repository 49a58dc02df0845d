// Tests the `css` output: property names, escaping, color syntax, scheme selection, media queries, goldens.
import XCTest
@testable import ColorGenKit
@testable import ColorGenModel
@testable import ColorGenRender
@testable import ColorMath
@testable import SourceDiagnostics
import TestSupport

final class CSSOutputTests: XCTestCase {
    private let entry = SourceLocation(path: "colorgen.json", line: 1, column: 1)

    func testCustomPropertyNamesAreKebabCaseWithOptionalPrefix() throws {
        let roles = [SchemeRole(path: RolePath("text", "onPrimary", "body"), colors: [RGBA(red: 1, green: 1, blue: 1)]),
                     SchemeRole(path: RolePath("button", "highContrastUI", "onBackground"), colors: [RGBA(red: 0, green: 0, blue: 0)])]
        XCTAssertEqual(try CSSPropertyNames(roles: roles, prefix: "", entry: entry).names,
                       ["--text-on-primary-body", "--button-high-contrast-ui-on-background"])
        XCTAssertEqual(try CSSPropertyNames(roles: roles, prefix: "app", entry: entry).names,
                       ["--app-text-on-primary-body", "--app-button-high-contrast-ui-on-background"])
    }

    func testNamesThatWouldCoincideAreAnError() {
        let white = RGBA(red: 1, green: 1, blue: 1)
        let roles = [SchemeRole(path: RolePath("a", "bC"), colors: [white]), SchemeRole(path: RolePath("a", "b-c"), colors: [white])]
        XCTAssertThrowsError(try CSSPropertyNames(roles: roles, prefix: "", entry: entry)) { error in
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
        XCTAssertEqual(CSSColor.decimal(0.0035), "0.0035")
        XCTAssertEqual(CSSColor.decimal(0.1204), "0.1204")
        XCTAssertEqual(CSSColor.decimal(1), "1")
        XCTAssertEqual(CSSColor.decimal(0), "0")
    }

    private func plan(_ schemes: [String], _ appearances: AppearanceSchemes? = nil) -> CSSSchemePlan {
        CSSSchemePlan(schemes: schemes, appearances: appearances ?? .automatic(schemes))
    }

    func testDarkSchemeIsTheOneNamedDarkElseTheSecondElseTheDeclaredOne() {
        XCTAssertEqual(plan(["day", "dark", "night"]).darkScheme, 1)
        XCTAssertEqual(plan(["day", "night", "dark"]).darkScheme, 2)
        XCTAssertEqual(plan(["day", "night"]).darkScheme, 1)
        XCTAssertNil(plan(["day"]).darkScheme)
        let dusk = plan(["day", "dark", "dusk"], AppearanceSchemes(light: 0, dark: 2))
        XCTAssertEqual(dusk.darkScheme, 2)
        XCTAssertEqual(dusk.rootColorScheme, "light dark")
        XCTAssertEqual(dusk.isDark(1), true, "named dark")
        XCTAssertEqual(dusk.isDark(2), true, "declared as the dark scheme")
        XCTAssertEqual(dusk.isDark(0), false)
        XCTAssertEqual(plan(["day"]).rootColorScheme, "light")
        XCTAssertEqual(plan(["night"], AppearanceSchemes(light: 0)).rootColorScheme, "light")
    }

    func testRootHoldsTheLightAppearancesScheme() {
        let swapped = plan(["dark", "light"])
        XCTAssertEqual(swapped.rootScheme, 1, "the scheme named light serves the light appearance")
        XCTAssertEqual(swapped.darkScheme, 0)
        let files = RolesOnlyFixture.generate(outputs: #"{"format": "css", "path": "c.css"}"#,
                                              appearances: #"{"light": "dark", "dark": "light"}"#)
        let css = files["c.css"] ?? ""
        let root = css.range(of: ":root {").map { String(css[$0.upperBound...].prefix(while: { $0 != "}" })) } ?? ""
        XCTAssertTrue(root.contains("--background-light: #121417;"), root)
    }

    func testContrastMediaQueriesDependOnWhetherThereIsADarkScheme() {
        let both = plan(["light", "dark", "hcLight", "hcDark"],
                        AppearanceSchemes(light: 0, dark: 1, lightIncreasedContrast: 2, darkIncreasedContrast: 3))
        XCTAssertEqual(both.mediaRules.map(\.query), ["(prefers-color-scheme: dark)",
                                                      "(prefers-contrast: more) and (prefers-color-scheme: light)",
                                                      "(prefers-contrast: more) and (prefers-color-scheme: dark)"])
        XCTAssertEqual(both.mediaRules.map(\.scheme), [1, 2, 3])
        let lightOnly = plan(["light", "hcLight"], AppearanceSchemes(light: 0, dark: 0, lightIncreasedContrast: 1))
        XCTAssertEqual(lightOnly.mediaRules.map(\.query), ["(prefers-contrast: more)"])
    }

    func testTheRetiredContrastOptionsSayWhatToWriteInstead() {
        let result = RolesOnlyFixture.run(outputs: #"{"format": "css", "path": "c.css", "options": {"contrastScheme": "highContrastLight"}}"#,
                                          schemeCount: 3)
        XCTAssertEqual(result.diagnostics.map(\.description), [
            #"colorgen.json:1:192: error: option "contrastScheme" of the css format is replaced by "appearances", which every "#
                + #"output follows: remove it and write "appearances": {"light": "<scheme>", "lightIncreasedContrast": "#
                + #""highContrastLight"} at the top level of the config"#,
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
            outputs: #"{"format": "css", "path": "colors.css"}"#, schemeCount: 4,
            appearances: #"{"light": "light", "dark": "dark", "lightIncreasedContrast": "highContrastLight", "#
                + #""darkIncreasedContrast": "highContrastDark"}"#)
        GoldenFile.assertMatches(files["colors.css"] ?? "", golden: "CSS/contrast.css")
    }

    func testGoldenLightDarkStrategyWithContrastScheme() {
        let files = RolesOnlyFixture.generate(
            outputs: #"{"format": "css", "path": "colors.css", "options": {"strategy": "light-dark"}}"#,
            schemeCount: 3, appearances: #"{"light": "light", "dark": "dark", "lightIncreasedContrast": "highContrastLight"}"#)
        GoldenFile.assertMatches(files["colors.css"] ?? "", golden: "CSS/light-dark-contrast.css")
    }

    func testSameInputGivesTheSameBytes() {
        let outputs = #"{"format": "css", "path": "colors.css", "options": {"strategy": "light-dark"}}"#
        XCTAssertEqual(RolesOnlyFixture.generate(outputs: outputs), RolesOnlyFixture.generate(outputs: outputs))
    }
}
