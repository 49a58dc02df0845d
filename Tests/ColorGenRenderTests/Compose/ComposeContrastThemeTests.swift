// Tests the compose theme's contrast levels and copy() against the Compose stubs: which scheme each level provides, a role changed by copy().
@testable import ColorGenKit
import ColorGenModel
import OutputFiles
@testable import ColorGenRender
import SourceDiagnostics
import TestSupport
import XCTest

/// The compose output's `AppTheme(darkTheme, contrast)`: Android's contrast level selects the
/// medium-contrast scheme from 0.5 and the increased-contrast one at 1.0, each falling back to the
/// level below; values are data classes, so a preview changes one role with `copy()`, and a class
/// of more members than one constructor takes holds them in parts (docs/compose-output.md).
final class ComposeContrastThemeTests: XCTestCase {
    private static let tokens = """
        {
          "text": { "body": { "$type": "color", "$value": { "colorSpace": "srgb", "hex": "%TEXT%" } } },
          "background": { "base": { "$type": "color", "$value": { "colorSpace": "srgb", "hex": "%BACKGROUND%" } } },
          "brand": {
            "primary": { "$type": "color", "$value": { "colorSpace": "srgb", "hex": "#3e7293" } },
            "onPrimary": { "$type": "color", "$value": { "colorSpace": "srgb", "hex": "#ffffff" } },
            "surface": { "$type": "color", "$value": { "colorSpace": "srgb", "hex": "%BACKGROUND%" } },
            "onSurface": { "$type": "color", "$value": { "colorSpace": "srgb", "hex": "#1c1c1e" } }
          }
        }
        """

    /// What a config generated, and its resolved roles.
    private struct Generated {
        var result: Generator.Result
        var roles: ColorRoleSet?
        var diagnostics: [Diagnostic] { result.diagnostics }
        var files: [RenderedFile] { result.files }
    }

    /// A config of light and dark roles with `schemes` (JSON members) derived from them and `appearances`.
    private static func generate(schemes: String, appearances: String) -> Generated {
        let config = """
            {
              "rulesVersion": 3,
              "schemes": {
                "light": ["light.tokens.json"],
                "dark": ["dark.tokens.json"]\(schemes.isEmpty ? "" : ",\n    " + schemes)
              },
              "appearances": \(appearances),
              "contrastByName": false,
              "contrast": [
                {"foreground": "text.body", "background": "background.base", "minimum": 3, "mediumContrastMinimum": 4.5,
                 "increasedContrastMinimum": 7}
              ],
              "outputs": [ { "format": "compose", "path": "Colors.kt", "options": { "package": "com.example.colors" } } ]
            }
            """
        let token = { (text: String, background: String) in
            tokens.replacingOccurrences(of: "%TEXT%", with: text).replacingOccurrences(of: "%BACKGROUND%", with: background)
        }
        let loader = InMemorySourceLoader(texts: [
            "colorgen.json": config,
            // 3.5:1 on its background: it meets the standard minimum and moves for the medium and high ones.
            "light.tokens.json": token("#8a8a8a", "#ffffff"), "dark.tokens.json": token("#6e6e6e", "#121212"),
        ])
        return Generated(result: Generator.generate(configPath: "colorgen.json", loader: loader),
                         roles: Generator.resolveRoles(configPath: "colorgen.json", loader: loader).roles)
    }

    /// `Main.kt` printing, for each dark theme and contrast, which scheme the theme provided, its
    /// `text.body` and the Material scheme's builder and primary.
    private static func main(schemes: [String]) -> String {
        let names = schemes.map { "        colors === AppColors.\($0) -> \"\($0)\"" }.joined(separator: "\n")
        return """
            import androidx.compose.material3.MaterialTheme
            import com.example.colors.AppColors
            import com.example.colors.AppTheme
            import com.example.colors.LocalAppColors

            fun name(colors: AppColors): String = when {
            \(names)
                    else -> "another"
                }

            fun main() {
                for (dark in listOf(false, true)) {
                    for (contrast in listOf(0f, 0.4f, 0.5f, 0.9f, 1f)) {
                        AppTheme(darkTheme = dark, contrast = contrast) {
                            val colors = LocalAppColors.current
                            println("" + dark + " " + contrast + " " + name(colors) + " " + colors.text.body + " "
                                + MaterialTheme.colorScheme.builtBy + " " + (MaterialTheme.colorScheme === colors.materialColorScheme))
                        }
                    }
                }
            }

            """
    }

    /// What the theme should print for `dark` at each contrast, given the scheme each level picks.
    private static func expected(_ result: Generated, dark: Bool, levels: [String]) throws -> [String] {
        let contrasts = ["0.0", "0.4", "0.5", "0.9", "1.0"]
        let picked = [levels[0], levels[0], levels[1], levels[1], levels[2]]
        return try zip(contrasts, picked).map { contrast, scheme in
            "\(dark) \(contrast) \(scheme) \(try bodyColor(result, scheme: scheme)) \(dark ? "darkColorScheme" : "lightColorScheme") true"
        }
    }

    /// The stub's text of `text.body` in `scheme`, as the json of the roles gives it.
    private static func bodyColor(_ result: Generated, scheme: String) throws -> String {
        let roles = try XCTUnwrap(result.roles)
        let index = try XCTUnwrap(roles.schemes.firstIndex(of: scheme))
        let color = try XCTUnwrap(roles.roles.first { $0.path.description == "text.body" }).colors[index]
        let argb = AndroidOutput.argbHex(color).lowercased()  // #aarrggbb
        return "#" + argb.dropFirst(3) + argb.dropFirst().prefix(2)
    }

    func testEachContrastLevelProvidesItsSchemeFallingBackToTheLevelBelow() throws {
        let full = Self.generate(schemes: """
            "lightMedium": {"derivedFrom": "light", "counterpart": "mediumContrast"},
                "darkMedium": {"derivedFrom": "dark", "counterpart": "mediumContrast"},
                "lightHigh": {"derivedFrom": "light", "counterpart": "increasedContrast"},
                "darkHigh": {"derivedFrom": "dark", "counterpart": "increasedContrast"}
            """, appearances: #"{"light": "light", "dark": "dark", "lightIncreasedContrast": "lightHigh", "darkIncreasedContrast": "darkHigh"}"#)
        let unexpected = { (generated: Generated) in
            generated.diagnostics.filter { !$0.message.contains("stay at Material's baseline") }.map(\.description)
        }
        XCTAssertEqual(unexpected(full), [], "a medium-contrast scheme serves Android's contrast setting")
        // Only light has a medium scheme, and no level has a high one: 1.0 falls back to medium, dark to standard.
        let partial = Self.generate(schemes: #""lightMedium": {"derivedFrom": "light", "counterpart": "mediumContrast"}"#,
                                    appearances: #"{"light": "light", "dark": "dark"}"#)
        XCTAssertEqual(unexpected(partial), [])
        let cases: [(Generated, [String], light: [String], dark: [String])] = [
            (full, ["light", "dark", "lightMedium", "darkMedium", "lightHigh", "darkHigh"],
             ["light", "lightMedium", "lightHigh"], ["dark", "darkMedium", "darkHigh"]),
            (partial, ["light", "dark", "lightMedium"], ["light", "lightMedium", "lightMedium"], ["dark", "dark", "dark"]),
        ]
        for (result, schemes, light, dark) in cases {
            let file = try XCTUnwrap(result.files.first { $0.path == "Colors.kt" })
            let outcome = try ComposeKotlinProgram.run(["Colors.kt": String(decoding: file.bytes, as: UTF8.self),
                                                        "Main.kt": Self.main(schemes: schemes)])
            let printed = try XCTUnwrap(outcome.printed, outcome.compilerOutput)
            XCTAssertEqual(printed, try Self.expected(result, dark: false, levels: light) + Self.expected(result, dark: true, levels: dark))
        }
        // The levels differ where it matters: the medium and high schemes moved text.body.
        XCTAssertEqual(Set(try ["light", "lightMedium", "lightHigh"].map { try Self.bodyColor(full, scheme: $0) }).count, 3)
    }

    func testAPreviewChangesOneRoleWithCopyAndTheMaterialSchemeFollows() throws {
        let result = Self.generate(schemes: "", appearances: #"{"light": "light", "dark": "dark"}"#)
        let file = try XCTUnwrap(result.files.first { $0.path == "Colors.kt" })
        let outcome = try ComposeKotlinProgram.run(["Colors.kt": String(decoding: file.bytes, as: UTF8.self), "Main.kt": """
            import androidx.compose.ui.graphics.Color
            import com.example.colors.AppColors

            fun main() {
                val light = AppColors.light
                val preview = light.copy(brand = light.brand.copy(primary = Color(0xFFFF0000)))
                println(preview.brand.primary)
                println(preview.materialColorScheme.primary)
                println("" + (preview.text == light.text) + " " + (preview == light) + " " + (light.copy() == light))
                println(AppColors.dark.copy(text = AppColors.dark.text.copy(body = Color(0xFF00FF00))).text.body)
            }

            """])
        let printed = try XCTUnwrap(outcome.printed, outcome.compilerOutput)
        XCTAssertEqual(printed, ["#ff0000ff", "#ff0000ff", "true false true", "#00ff00ff"])
    }

    func testAClassOfManyRolesHoldsThemInPartsThatCopyReaches() throws {
        let count = 250
        let roles = (0..<count).map { index in
            (path: "role\(index)", colors: [String(format: "#%06x", index * 997), String(format: "#%06x", index * 991)])
        }
        let generated = RolesOnlyFixture.generate(
            outputs: #"{"format": "compose", "path": "Colors.kt", "options": {"package": "com.example.colors", "colorMembers": "flat"}}"#,
            roles: roles)
        let text = try XCTUnwrap(generated["Colors.kt"])
        XCTAssertTrue(text.contains("public val part3: AppColors.Part3"), "250 roles: parts of 100, 100 and 50")
        XCTAssertFalse(text.contains("part4"))
        let outcome = try ComposeKotlinProgram.run(["Colors.kt": text, "Main.kt": """
            import androidx.compose.ui.graphics.Color
            import com.example.colors.AppColors

            fun main() {
                val light = AppColors.light
                val changed = light.copy(part3 = light.part3.copy(role249 = Color(0xFF0000FF)))
                println("" + light.role0 + " " + light.role150 + " " + light.role249 + " " + changed.role249 + " " + changed.role248)
            }

            """])
        let printed = try XCTUnwrap(outcome.printed, outcome.compilerOutput)
        let hex = { (index: Int) in String(format: "#%06xff", index * 997) }
        XCTAssertEqual(printed, ["\(hex(0)) \(hex(150)) \(hex(249)) #0000ffff \(hex(248))"])
    }
}
