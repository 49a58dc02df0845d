// Tests the `compose` output: goldens, and the Kotlin compiled by kotlinc against Compose stubs and run, every color compared with the json output.
import Foundation
import XCTest
@testable import ColorGenKit
@testable import ColorGenModel
@testable import ColorGenRender
import OutputFiles
@testable import SourceDiagnostics
import TestSupport

/// The `compose` format: goldens of the default roles and of the hostile names; both files (and
/// the hostile roles flat) compiled with `kotlinc` against `Tests/Stubs/Compose` (Compose's
/// signatures) with a `main` that prints every role in every scheme, which must be the json
/// output's colors; the accessor's pick per appearance and the Material `ColorScheme` checked too.
final class ComposeOutputTests: XCTestCase {
    /// A config, and what generating it gave.
    private struct Generated {
        var configPath: String
        var loader: InMemorySourceLoader
        var result: Generator.Result
        var diagnostics: [Diagnostic] { result.diagnostics }
        var files: [RenderedFile] { result.files }

        init(configPath: String, loader: InMemorySourceLoader) {
            self.configPath = configPath
            self.loader = loader
            result = Generator.generate(configPath: configPath, loader: loader)
        }

        /// The resolved roles and the config's compose outputs.
        func resolved() throws -> (roles: ColorRoleSet, compose: [ComposeOutputOptions]) {
            let resolved = Generator.resolveRoles(configPath: configPath, loader: loader)
            let outputs = Generator.readConfig(try loader.load(configPath), path: configPath).outputs
            let options = outputs.compactMap { output -> ComposeOutputOptions? in
                if case .compose(let options) = output.options.format { options } else { nil }
            }
            return (try XCTUnwrap(resolved.roles), options)
        }
    }

    private func defaultRoles() throws -> Generated {
        let loader = try RepositoryFiles.loader(adding: [
            "Schemes/compose-test.json": RepositoryFiles.defaultSchemesConfig(rulesVersion: 3, outputs: """
                    { "format": "compose", "path": "Generated/Colors.kt", "options": { "package": "com.example.colors" } },
                    { "format": "json", "path": "Generated/colors" }
                    """),
        ])
        return Generated(configPath: "Schemes/compose-test.json", loader: loader)
    }

    private func hostileRoles() throws -> Generated {
        Generated(configPath: HostileNamesFixture.configPath, loader: try HostileNamesFixture.loader(outputs: """
            { "format": "compose", "path": "Nested.kt", "options": { "package": "hostile.nested" } },
            { "format": "compose", "path": "Flat.kt", "options": { "package": "hostile.flat", "colorMembers": "flat",
              "accessLevel": "internal", "className": "Palette" } },
            { "format": "json", "path": "colors" }
            """))
    }

    private func text(_ result: Generated, _ path: String) throws -> String {
        String(decoding: try XCTUnwrap(result.files.first { $0.path == path }, "no \(path)").bytes, as: UTF8.self)
    }

    func testTheFilesMatchTheGoldens() throws {
        let defaults = try defaultRoles()
        XCTAssertEqual(defaults.diagnostics.map(\.description), [])
        GoldenFile.assertMatches(try text(defaults, "Schemes/Generated/Colors.kt"), golden: "Compose/default.kt")
        let hostile = try hostileRoles()
        GoldenFile.assertMatches(try text(hostile, "HostileNames/Nested.kt"), golden: "Compose/hostile-nested.kt")
        GoldenFile.assertMatches(try text(hostile, "HostileNames/Flat.kt"), golden: "Compose/hostile-flat.kt")
    }

    func testClashesAreRenamedWithAWarningAndKeywordsEscaped() throws {
        let result = try hostileRoles()
        let warnings = result.diagnostics.filter { $0.severity == .warning }.map(\.message)
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.description), [])
        for expected in [
            #"role "custom.___" would be the Kotlin property unnamed in the class of role group "custom", a name taken by role "custom.🎨"; it is named unnamed2"#,
            #"role "custom.on+primary" would be the Kotlin property onPrimary in the class of role group "custom", a name taken by role "custom.on-primary"; it is named onPrimary2"#,
            #"role group "custom.Color" would be the Kotlin class Color in the class of role group "custom", a name taken by the generated file; it is named Color2"#,
            #"role "materialColorScheme" would be the Kotlin property materialColorScheme in class AppColors, a name taken by the generated file; it is named materialColorScheme2"#,
            #"role "custom.on+primary" would be the Kotlin property customOnPrimary in class Palette, a name taken by role "custom.on-primary"; it is named customOnPrimary2"#,
        ] {
            XCTAssertTrue(warnings.contains(expected), "missing warning: \(expected)\namong: \(warnings.joined(separator: "\n"))")
        }
        let model = try XCTUnwrap(Self.names(result, output: 0))
        let paths = try Self.rolePaths(result)
        let expected: [String: String] = [
            "custom.class": "custom.`class`", "custom.in": "custom.`in`", "custom.2xl": "custom._2xl",
            #"custom.say "hi" */ /* x"#: "custom.sayHiX", "custom.цвет фона": "custom.цветФона",
            "custom.e\u{301}": "custom.`e\u{301}`", "custom.🎨": "custom.unnamed", "custom.Companion.x": "custom.companion.x",
            "2d.value": "_2d.value", "material.onPrimary": "material.onPrimary",
        ]
        for (path, access) in expected {
            let index = try XCTUnwrap(paths.firstIndex(of: path), path)
            XCTAssertEqual(model.accessPaths[index], access, path)
        }
    }

    func testThePackageIsRequiredAndNamesAreChecked() throws {
        let result = try HostileNamesFixture.loader(outputs: """
            { "format": "compose", "path": "A.kt" },
            { "format": "compose", "path": "B.kt", "options": { "package": "com.2x.class", "className": "Color" } },
            { "format": "compose", "path": "C.kt", "options": { "package": "ok", "className": "my colors" } }
            """)
        let messages = Generator.generate(configPath: HostileNamesFixture.configPath, loader: result).diagnostics.map(\.description)
        XCTAssertEqual(messages, [
            #"HostileNames/colorgen.json:5:15: error: the compose format needs option "package", the Kotlin package of the file (e.g. "com.example.app.ui.theme")"#,
            #"HostileNames/colorgen.json:6:64: error: option "package" must be Kotlin names joined by dots (each a letter or "_" and then letters, digits or "_", no keyword), found "com.2x.class""#,
            #"HostileNames/colorgen.json:6:93: error: option "className" names Color, which the generated file imports; choose another name"#,
            #"HostileNames/colorgen.json:7:83: error: option "className" must be a Kotlin type name (a letter or "_" and then letters, digits or "_", no keyword), found "my colors""#,
        ])
    }

    func testMaterialRolesAreFoundByTheirNamesWhereverTheySit() {
        let paths = ["text.primary", "material.primary", "material.on-primary", "material.surface", "material.onSurface",
                     "material.scrim", "other.primary"].map { RolePath(dotted: $0) }
        let found = MaterialColorRoles.find(in: paths)
        XCTAssertEqual(found?.map(\.name), ["primary", "onPrimary", "surface", "onSurface", "scrim"])
        XCTAssertEqual(found?.map(\.role), [1, 2, 3, 4, 5])
        XCTAssertNil(MaterialColorRoles.find(in: ["background.primary", "text.onPrimary.body", "surface"].map { RolePath(dotted: $0) }))
        // Spread over groups, each name still gives its Material role.
        let spread = ["brand.primary", "brand.on-primary", "layer.surface", "layer.onSurface", "status.error", "text.body"]
        XCTAssertEqual(MaterialColorRoles.find(in: spread.map { RolePath(dotted: $0) })?.map(\.name),
                       ["primary", "onPrimary", "surface", "onSurface", "error"])
        XCTAssertEqual(MaterialColorRoles.find(in: spread.map { RolePath(dotted: $0) })?.map(\.role), [0, 1, 2, 3, 4])
        // A Material Theme Builder export's roles sit at the top level.
        let topLevel = ["primary", "onPrimary", "surface", "onSurface", "surfaceContainerHighest", "inverseSurface", "fixed"]
        XCTAssertEqual(MaterialColorRoles.find(in: topLevel.map { RolePath(dotted: $0) })?.map(\.name),
                       ["primary", "onPrimary", "surface", "onSurface", "inverseSurface", "surfaceContainerHighest"])
    }

    func testTheKotlinCompilesAgainstComposeStubsAndPrintsTheJSONColors() throws {
        let defaults = try defaultRoles(), hostile = try hostileRoles()
        XCTAssertEqual(defaults.diagnostics.filter { $0.severity == .error }.map(\.description), [])
        let programs: [(result: Generated, output: Int, file: String, package: String, root: String, schemes: [String],
                        json: String)] = [
            (defaults, 0, "Schemes/Generated/Colors.kt", "com.example.colors", "AppColors", ["light", "dark"], "Schemes/Generated/colors"),
            (hostile, 0, "HostileNames/Nested.kt", "hostile.nested", "AppColors", HostileNamesFixture.schemes, "HostileNames/colors"),
            (hostile, 1, "HostileNames/Flat.kt", "hostile.flat", "Palette", HostileNamesFixture.schemes, "HostileNames/colors"),
        ]
        var sources: [String: String] = [:]
        var main = "import androidx.compose.foundation.systemIsDark\nimport androidx.compose.runtime.defaultValue\n\nfun main() {\n"
        var expected: [String] = []
        for (number, program) in programs.enumerated() {
            sources["Program\(number).kt"] = String(decoding: try XCTUnwrap(program.result.files.first { $0.path == program.file }).bytes,
                                                     as: UTF8.self)
            let names = try XCTUnwrap(Self.names(program.result, output: program.output))
            let paths = try Self.rolePaths(program.result)
            let json = try GeneratedTokenColors(program.result.files, base: program.json, schemes: program.schemes)
            // One function per scheme, so that no JVM method grows past its size limit.
            for (scheme, schemeName) in program.schemes.enumerated() {
                let instance = try XCTUnwrap(Self.instanceName(schemeName))
                main += "    print\(number)_\(scheme)()\n"
                var function = "fun print\(number)_\(scheme)() {\n    val colors = \(program.package).\(program.root).\(instance)\n"
                for (index, path) in paths.enumerated() {
                    function += "    println(\"\(number) \(index) \(scheme) \" + colors.\(names.accessPaths[index]))\n"
                    let color = try XCTUnwrap(json.roles[path]?[schemeName], "\(path) in \(schemeName)")
                    expected.append("\(number) \(index) \(scheme) " + Self.expectedText(color))
                }
                sources["Print\(number)_\(scheme).kt"] = function + "}\n"
            }
            // The accessor picks the appearances' schemes; the local provides the light one.
            let accessor = program.root == "AppColors" ? "appColors" : "palette"
            let theme = program.root == "AppColors" ? "AppTheme" : "PaletteTheme"
            let local = "\(program.package).Local\(program.root)"
            let instances = program.schemes.map { "\(program.package).\(program.root).\(Self.instanceName($0)!)" }
            let dark = instances[1], darkContrast = program.schemes.count > 2 ? instances[2] : instances[1]
            main += """
                    systemIsDark = false
                    println("\(number) accessor " + (\(program.package).\(accessor)() === \(instances[0]))
                        + " " + (\(program.package).\(accessor)(contrast = 1f) === \(instances[0]))
                        + " " + (\(program.package).\(accessor)(darkTheme = true) === \(dark))
                        + " " + (\(local).defaultValue() === \(instances[0])))
                    systemIsDark = true
                    println("\(number) accessor " + (\(program.package).\(accessor)() === \(dark))
                        + " " + (\(program.package).\(accessor)(contrast = 1f) === \(darkContrast)))
                    \(program.package).\(theme)(darkTheme = false) {
                        println("\(number) theme " + (\(local).current === \(instances[0])))
                    }
                    \(program.package).\(theme)(contrast = 1f) {
                        println("\(number) theme " + (\(local).current === \(darkContrast)))
                    }

                """
            expected.append("\(number) accessor true true true true")
            expected.append("\(number) accessor true true")
            expected.append("\(number) theme true")
            expected.append("\(number) theme true")
        }
        // The hostile roles are Material's: each scheme's ColorScheme holds them, built light or dark.
        for (scheme, builder) in [("light", "lightColorScheme"), ("dark", "darkColorScheme"), ("`in`", "darkColorScheme")] {
            main += """
                    hostile.nested.AppColors.\(scheme).materialColorScheme.let {
                        println("material \(scheme) " + it.builtBy + " " + (it.onPrimary === hostile.nested.AppColors.\(scheme).material.onPrimary)
                            + " " + (it.scrim === hostile.nested.AppColors.\(scheme).material.scrim) + " " + (it.error === androidx.compose.material3.unsetRole))
                    }

                """
            expected.append("material \(scheme) \(builder) true true true")
        }
        // The theme gives Material's components the roles' color scheme.
        main += """
                hostile.nested.AppTheme(darkTheme = false) {
                    println("material theme " + (androidx.compose.material3.MaterialTheme.colorScheme === hostile.nested.AppColors.light.materialColorScheme))
                }

            """
        expected.append("material theme true")
        sources["Main.kt"] = main + "}\n"
        let outcome = try ComposeKotlinProgram.run(sources)
        guard let printed = outcome.printed else { return XCTFail("kotlinc failed:\n\(outcome.compilerOutput.prefix(6000))") }
        XCTAssertEqual(printed.count, expected.count)
        var wrong = 0
        for (line, want) in zip(printed, expected) where !Self.matches(line, want) {
            wrong += 1
            if wrong <= 10 { XCTFail("printed \(line), expected \(want)") }
        }
        XCTAssertEqual(wrong, 0)
        XCTAssertGreaterThan(expected.count, 1_000)
    }

    /// The names of the compose output at position `output` among the config's compose outputs.
    private static func names(_ result: Generated, output: Int) throws -> ComposeNames? {
        let resolved = try result.resolved()
        guard output < resolved.compose.count else { return nil }
        let options = resolved.compose[output]
        return ComposeNames(resolved.roles.roles.map(\.path), className: options.className.value,
                            nested: options.colorMembers.value == .nested)
    }

    private static func rolePaths(_ result: Generated) throws -> [String] {
        try result.resolved().roles.roles.map(\.path.description)
    }

    /// The companion property of a scheme in the test's configs.
    private static func instanceName(_ scheme: String) -> String? {
        ["light": "light", "dark": "dark", "in": "`in`"][scheme]
    }

    /// What the stub prints for a json color: `#rrggbbaa`, or `display-p3 r g b a` for a P3 one.
    private static func expectedText(_ color: GeneratedTokenColors.Color) -> String {
        if color.colorSpace == "display-p3" {
            return "display-p3 " + (color.components + [color.alpha]).map { String($0) }.joined(separator: " ")
        }
        return color.hex.lowercased() + String(format: "%02x", Int((color.alpha * 255).rounded()))
    }

    /// Whether a printed line is the expected one: the same text, or P3 components within rounding.
    private static func matches(_ line: String, _ want: String) -> Bool {
        guard line != want else { return true }
        let got = line.split(separator: " "), wanted = want.split(separator: " ")
        guard got.count == 8, wanted.count == 8, got[3] == "display-p3", got[..<4] == wanted[..<4] else { return false }
        return zip(got[4...], wanted[4...]).allSatisfy { abs((Double($0) ?? -9) - (Double($1) ?? 9)) <= 0.00006 }
    }
}
