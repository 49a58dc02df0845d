// Tests the `tailwind` output: goldens, the css output's rules kept byte for byte, theme names and the warning for roles left out.
import XCTest
@testable import ColorGenKit
@testable import ColorGenModel
@testable import ColorGenRender
@testable import SourceDiagnostics
import TestSupport

/// The `tailwind` format: goldens of the default roles and of the hostile names; its stylesheet is
/// the `@theme inline` block followed by exactly the css output's rules; roles whose names no
/// utility class can hold are left out with one warning. TailwindBrowserTests builds it with the
/// Tailwind CLI and checks the colors in Chromium.
final class TailwindOutputTests: XCTestCase {
    private func defaultRoles(options: String = "{}") throws -> Generator.Result {
        let loader = try RepositoryFiles.loader(adding: [
            "Schemes/tailwind-test.json": RepositoryFiles.defaultSchemesConfig(rulesVersion: 3, outputs: """
                    { "format": "tailwind", "path": "Generated/colors.tailwind.css", "options": \(options) },
                    { "format": "css", "path": "Generated/colors.css", "options": \(options) }
                    """),
        ])
        return Generator.generate(configPath: "Schemes/tailwind-test.json", loader: loader)
    }

    private func text(_ result: Generator.Result, _ path: String) throws -> String {
        String(decoding: try XCTUnwrap(result.files.first { $0.path == path }, "no \(path)").bytes, as: UTF8.self)
    }

    func testTheStylesheetsMatchTheGoldensAndHoldTheCSSOutput() throws {
        for options in ["{}", #"{"strategy": "light-dark", "prefix": "app"}"#] {
            let result = try defaultRoles(options: options)
            XCTAssertEqual(result.diagnostics.map(\.description), [])
            let tailwind = try text(result, "Schemes/Generated/colors.tailwind.css")
            let css = try text(result, "Schemes/Generated/colors.css")
            if options == "{}" { GoldenFile.assertMatches(tailwind, golden: "Tailwind/default.css") }
            // The header, the theme, then the css output's rules unchanged.
            let theme = try XCTUnwrap(tailwind.range(of: "}\n\n"))
            XCTAssertEqual(String(tailwind[theme.upperBound...]), String(css.drop { $0 != "\n" }.dropFirst()), options)
            let prefix = options == "{}" ? "" : "app-"
            XCTAssertTrue(tailwind.contains("  --text-color-on-primary-body: var(--\(prefix)text-on-primary-body);\n"), options)
        }
        let hostile = Generator.generate(configPath: HostileNamesFixture.configPath, loader: try HostileNamesFixture.loader(outputs: """
            { "format": "tailwind", "path": "colors.css" }
            """))
        GoldenFile.assertMatches(try text(hostile, "HostileNames/colors.css"), golden: "Tailwind/hostile.css")
        XCTAssertEqual(hostile.diagnostics.map(\.message), [
            #"10 roles ("custom.say "hi" */ /* x", "custom.grün ✓", "custom.цвет фона", "custom.é", "custom.🎨", "custom.___", "#
                + #""custom.on+primary", "custom.back\slash;--x:red", "custom.</script>", "custom.__proto__") have names no Tailwind "#
                + "utility class can hold (only a-z, 0-9 and single dashes in the css name), so the theme leaves them out; the "
                + "stylesheet still defines their custom properties, for var() or an arbitrary value such as bg-(--name)",
        ])
    }

    func testThemeNamesAreKebabCaseLettersDigitsAndSingleDashes() {
        let name = { (path: String) in TailwindThemeName.name(of: RolePath(dotted: path)) }
        XCTAssertEqual(name("text.onPrimary.body"), "text-on-primary-body")
        XCTAssertEqual(name("brand.$root"), "brand")
        XCTAssertEqual(name("2xl.x"), "2xl-x")
        XCTAssertNil(name("a.b_c"))
        XCTAssertNil(name("a.grün"))
        XCTAssertNil(name("a.-x"))
        XCTAssertNil(name(#"a.say "hi""#))
    }

    func testARoleWhoseUtilityANamespacedRoleTakesIsAnError() {
        let roles: [RolesOnlyFixture.Role] = [("brand", ["#ff0000", "#ff0000"]), ("background.brand", ["#0000ff", "#0000ff"]),
                                              ("text.muted", ["#333333", "#cccccc"])]
        let namespaced = RolesOnlyFixture.run(outputs: #"{"format": "tailwind", "path": "t.css"}"#, roles: roles)
        XCTAssertEqual(namespaced.files, [])
        XCTAssertEqual(namespaced.diagnostics.filter { $0.severity == .error }.map(\.message), [
            "roles background.brand and brand would both be the Tailwind utility bg-brand (Tailwind reads "
                + #"--background-color-brand first); rename one of them, or write "utilities": "colors""#,
        ])
        let colors = RolesOnlyFixture.run(outputs: #"{"format": "tailwind", "path": "t.css", "options": {"utilities": "colors"}}"#,
                                          roles: roles)
        XCTAssertEqual(colors.diagnostics.filter { $0.severity == .error }, [], "in --color-* the two names differ")
        XCTAssertEqual(colors.files.count, 1)
    }
}
