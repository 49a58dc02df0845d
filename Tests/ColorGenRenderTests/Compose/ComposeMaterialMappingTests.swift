// Tests the compose output's "material" option: the team's roles given to Material 3's roles, its errors at their positions.
@testable import ColorGenKit
@testable import ColorGenRender
import XCTest

/// `"material": {"primary": "background.primary", ...}` gives Material's `ColorScheme` the roles
/// it names; an unknown Material role name is an error at its key, an unknown role path at its
/// value, each with the nearest name (docs/compose-output.md).
final class ComposeMaterialMappingTests: XCTestCase {
    private static func output(_ material: String) -> String {
        #"{"format": "compose", "path": "Colors.kt", "options": {"package": "com.example.colors", "material": "#
            + material + "}}"
    }

    func testTheMappedRolesReachMaterialThemeAndTheOthersStayAtBaselineWithOneWarning() throws {
        let mapping = #"{"primary": "background.primary", "onPrimary": "text.onPrimary.body", "surface": "background.light", "#
            + #""onSurface": "text.onBackground.body", "outline": "separator"}"#
        let result = RolesOnlyFixture.run(outputs: Self.output(mapping))
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.description), [])
        XCTAssertEqual(result.diagnostics.filter { $0.message.contains("Material") }.map { String($0.message.prefix(80)) },
                       ["the Material ColorScheme takes 5 of Material 3's 36 color roles from the roles; "])
        let text = String(decoding: try XCTUnwrap(result.files.first { $0.path == "Colors.kt" }).bytes, as: UTF8.self)
        let outcome = try ComposeKotlinProgram.run(["Colors.kt": text, "Main.kt": """
            import androidx.compose.material3.MaterialTheme
            import androidx.compose.material3.unsetRole
            import com.example.colors.AppColors
            import com.example.colors.AppTheme

            fun main() {
                for (dark in listOf(false, true)) {
                    AppTheme(darkTheme = dark) {
                        val material = MaterialTheme.colorScheme
                        val colors = if (dark) AppColors.dark else AppColors.light
                        println("" + material.builtBy + " " + (material.primary === colors.background.primary)
                            + " " + (material.onPrimary === colors.text.onPrimary.body) + " " + (material.surface === colors.background.light)
                            + " " + (material.onSurface === colors.text.onBackground.body) + " " + (material.outline === colors.separator)
                            + " " + (material.error === unsetRole))
                    }
                }
            }

            """])
        XCTAssertEqual(try XCTUnwrap(outcome.printed, outcome.compilerOutput),
                       ["lightColorScheme true true true true true true", "darkColorScheme true true true true true true"])
    }

    func testUnknownMaterialNamesAreErrorsAtTheirKeysWithTheNearestName() {
        let result = RolesOnlyFixture.run(outputs: Self.output(#"{"primry": "background.primary", "onSurface": 3, "brand": "separator"}"#))
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.description), [
            #"colorgen.json:1:190: error: option "material" names "primry", which is not a color role of Material 3's ColorScheme; did you mean 'primary'?"#,
            #"colorgen.json:1:235: error: option "material" must map each key to a string; "onSurface" is not one"#,
            #"colorgen.json:1:238: error: option "material" names "brand", which is not a color role of Material 3's ColorScheme"#,
        ])
        XCTAssertTrue(result.files.isEmpty)
    }

    func testUnknownRolePathsAreErrorsAtTheirValuesWithTheNearestPath() {
        let result = RolesOnlyFixture.run(outputs: Self.output(
            #"{"primary": "background.primry", "onPrimary": "text.onPrimary.body", "surface": "nothing.like.it"}"#))
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.description), [
            #"colorgen.json:1:201: error: option "material" gives primary the role "background.primry", which is not one of the roles; did you mean 'background.primary'?"#,
            #"colorgen.json:1:269: error: option "material" gives surface the role "nothing.like.it", which is not one of the roles"#,
        ])
        XCTAssertTrue(result.files.isEmpty)
    }
}
