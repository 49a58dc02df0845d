// Tests the `typescript` output: goldens, and the module checked by tsc --strict and run by Node, every color compared with the json output.
import Foundation
import XCTest
@testable import ColorGenKit
@testable import ColorGenModel
@testable import ColorGenRender
import OutputFiles
@testable import SourceDiagnostics
import TestSupport

/// The `typescript` format: goldens of the default roles and of the hostile names (nested, and
/// flat in a namespace); the modules checked with `tsc --strict` together with a program that
/// reaches every role through the typed tree and prints its colors in every scheme and its
/// `cssVar`, run with Node: each must be the json output's color and the css output's property.
final class TypeScriptOutputTests: XCTestCase {
    private struct Program {
        var loader: InMemorySourceLoader
        var configPath: String
        var module: String
        var json: String
        var css: String
        var schemes: [String]
        /// How the program reaches a role: through the tree, or by path in a namespace.
        var access: (RolePath) -> String
    }

    private static let defaultConfig = RepositoryFiles.defaultSchemesConfig(rulesVersion: 3, outputs: """
            { "format": "typescript", "path": "Generated/colors.ts" },
            { "format": "json", "path": "Generated/colors" },
            { "format": "css", "path": "Generated/colors.css" }
            """)

    private static let hostileOutputs = """
        { "format": "typescript", "path": "nested.ts" },
        { "format": "typescript", "path": "flat.ts", "options": { "colorMembers": "flat", "namespace": "Theme", "cssPrefix": "app" } },
        { "format": "json", "path": "colors" },
        { "format": "css", "path": "colors.css" },
        { "format": "css", "path": "app.css", "options": { "prefix": "app" } }
        """

    private func programs() throws -> [Program] {
        let defaults = try RepositoryFiles.loader(adding: ["Schemes/typescript-test.json": Self.defaultConfig])
        let hostile = try HostileNamesFixture.loader(outputs: Self.hostileOutputs)
        let tree = { (path: RolePath) in "roles" + path.segments.map(TypeScriptText.access).joined() }
        return [
            Program(loader: defaults, configPath: "Schemes/typescript-test.json", module: "Schemes/Generated/colors.ts",
                    json: "Schemes/Generated/colors", css: "Schemes/Generated/colors.css", schemes: ["light", "dark"], access: tree),
            Program(loader: hostile, configPath: HostileNamesFixture.configPath, module: "HostileNames/nested.ts",
                    json: "HostileNames/colors", css: "HostileNames/colors.css", schemes: HostileNamesFixture.schemes, access: tree),
            Program(loader: hostile, configPath: HostileNamesFixture.configPath, module: "HostileNames/flat.ts",
                    json: "HostileNames/colors", css: "HostileNames/app.css", schemes: HostileNamesFixture.schemes,
                    access: { "Theme.roles[" + JSONText.quoted($0.description) + "]" }),
        ]
    }

    private func generate(_ program: Program) -> Generator.Result {
        Generator.generate(configPath: program.configPath, loader: program.loader)
    }

    func testTheModulesMatchTheGoldens() throws {
        for (program, golden) in zip(try programs(), ["default.ts", "hostile-nested.ts", "hostile-flat.ts"]) {
            let result = generate(program)
            XCTAssertEqual(result.diagnostics.map(\.description), [])
            let file = try XCTUnwrap(result.files.first { $0.path == program.module })
            GoldenFile.assertMatches(String(decoding: file.bytes, as: UTF8.self), golden: "TypeScript/\(golden)")
        }
    }

    func testKeysAreIdentifiersOrStringsAndProtoIsComputed() {
        XCTAssertEqual(TypeScriptText.key("onPrimary"), "onPrimary")
        XCTAssertEqual(TypeScriptText.key("class"), "class")
        XCTAssertEqual(TypeScriptText.key("2xl"), #""2xl""#)
        XCTAssertEqual(TypeScriptText.key(#"say "hi""#), #""say \"hi\"""#)
        XCTAssertEqual(TypeScriptText.key("__proto__"), #"["__proto__"]"#)
        XCTAssertEqual(TypeScriptText.access("__proto__"), #"["__proto__"]"#)
        XCTAssertEqual(TypeScriptText.access("$root"), ".$root")
    }

    func testTheNamespaceAndPrefixAreChecked() throws {
        let loader = try HostileNamesFixture.loader(outputs: """
            { "format": "typescript", "path": "a.ts", "options": { "namespace": "class", "cssPrefix": "a b" } }
            """)
        XCTAssertEqual(Generator.generate(configPath: HostileNamesFixture.configPath, loader: loader).diagnostics.map(\.message), [
            #"option "namespace" must be a TypeScript identifier (ASCII letters, digits, "_" and "$", not starting with a digit, no reserved word), found "class""#,
            #"option "cssPrefix" must hold only letters, digits, "-" and "_" (the css output's "prefix"), not "a b""#,
        ])
    }

    func testTscStrictAcceptsTheModulesAndNodePrintsTheJSONColorsAndCSSProperties() throws {
        let tsc = try ExternalTool.require("tsc", install: "apt-get install -y node-typescript")
        let node = try ExternalTool.require("node", install: "apt-get install -y nodejs")
        let temporary = try TemporaryFolder()
        let folder = temporary.url
        var main = ""
        var calls = ""
        var expected: [String] = []
        var sources: [String] = []
        for (number, program) in try programs().enumerated() {
            let result = generate(program)
            XCTAssertEqual(result.diagnostics.map(\.description), [])
            let module = "module\(number).ts"
            try Data(try XCTUnwrap(result.files.first { $0.path == program.module }).bytes).write(to: folder.appendingPathComponent(module))
            sources.append(module)
            let paths = try XCTUnwrap(Generator.resolveRoles(configPath: program.configPath, loader: program.loader).roles)
                .roles.map(\.path)
            let json = try GeneratedTokenColors(result.files, base: program.json, schemes: program.schemes)
            let properties = try Self.customProperties(in: try XCTUnwrap(result.files.first { $0.path == program.css }))
            XCTAssertEqual(properties.count, paths.count)
            let namespace = program.module.hasSuffix("flat.ts") ? "Theme" : nil
            let prefix = namespace.map { "\($0)." } ?? ""
            main += "import * as m\(number) from \"./module\(number).js\";\n"
            let unpack = "  const { \(namespace ?? "roles, cssVar, roleNames, schemes") } = m\(number);\n"
                + (namespace != nil ? "  const { cssVar, roleNames, schemes } = Theme;\n" : "")
            // Functions of 100 roles each: tsc analyses control flow only in bodies of limited size.
            var body = ""
            for (index, path) in paths.enumerated() {
                if index % 100 == 0 {
                    if index > 0 { body += "}\n" }
                    body += "function check\(number)_\(index / 100)() {\n" + unpack
                    calls += "check\(number)_\(index / 100)();\n"
                }
                let role = program.access(path)
                // Each scheme by name: the Scheme union type must hold it.
                let colors = program.schemes.map { scheme in
                    "r.colors[\(JSONText.quoted(scheme))].hex + \" \" + (r.colors[\(JSONText.quoted(scheme))].displayP3 ?? \"-\")"
                }.joined(separator: " + \" \" + ")
                body += "  { const r = \(role); console.log(\"\(number) \(index) \" + cssVar(r) + \" \" + (r.name === roleNames[\(index)]) + \" \" + \(colors)); }\n"
                var line = "\(number) \(index) \(properties[index]) true"
                for scheme in program.schemes {
                    line += " " + Self.expectedText(try XCTUnwrap(json.roles[path.description]?[scheme], "\(path) \(scheme)"))
                }
                expected.append(line)
            }
            body += "}\nfunction frozen\(number)() {\n" + unpack
            calls += "frozen\(number)();\n"
            // Frozen all the way down: assigning throws in a module (strict mode).
            body += """
                  const first = \(program.access(paths[0]));
                  let threw = 0;
                  try { (first.colors as any)[schemes[0]] = null; } catch { threw += 1; }
                  try { ((first.colors as any)[schemes[0]]).hex = "#000"; } catch { threw += 1; }
                  try { (\(prefix.isEmpty ? "roles" : "Theme.roles") as any).added = 1; } catch { threw += 1; }
                  console.log("\(number) frozen " + threw + " " + roleNames.length + " " + schemes.join(","));
                }

                """
            expected.append("\(number) frozen 3 \(paths.count) \(program.schemes.joined(separator: ","))")
            main += body
        }
        try Data((main + calls).utf8).write(to: folder.appendingPathComponent("main.ts"))
        try Data(#"{"type": "module"}"#.utf8).write(to: folder.appendingPathComponent("package.json"))
        let check = try ProcessRunner.runCombined(tsc, ["--strict", "--target", "es2020", "--module", "es2020", "--moduleResolution", "node",
                                                       "--declaration", "--outDir", "js"] + sources + ["main.ts"], in: folder)
        guard check.status == 0 else { return XCTFail("tsc --strict failed:\n\(check.output.prefix(6000))") }
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("js/module0.d.ts").path), "no .d.ts")
        try Data(#"{"type": "module"}"#.utf8).write(to: folder.appendingPathComponent("js/package.json"))
        let run = try ProcessRunner.runCombined(node, ["js/main.js"], in: folder)
        XCTAssertEqual(run.status, 0, String(run.output.prefix(3000)))
        let printed = run.output.split(separator: "\n").map(String.init)
        XCTAssertEqual(printed.count, expected.count)
        var wrong = 0
        for (line, want) in zip(printed, expected) where !Self.matches(line, want) {
            wrong += 1
            if wrong <= 10 { XCTFail("printed \(line)\nexpected \(want)") }
        }
        XCTAssertEqual(wrong, 0)
        XCTAssertGreaterThan(expected.count, 500)
    }

    /// The custom property names of a css output's `:root` block, in role order.
    private static func customProperties(in file: RenderedFile) throws -> [String] {
        let text = String(decoding: file.bytes, as: UTF8.self)
        let block = try XCTUnwrap(text.components(separatedBy: ":root {").dropFirst().first?.components(separatedBy: "\n}").first)
        return block.split(separator: "\n").compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("--"), let colon = trimmed.range(of: ": ") else { return nil }
            return String(trimmed[..<colon.lowerBound])
        }
    }

    /// A json color as the program prints it: `#rrggbbaa` and `-`, or for a P3 one its fallback
    /// (not compared) and `color(display-p3 r g b)` of the authored components.
    private static func expectedText(_ color: GeneratedTokenColors.Color) -> String {
        let alpha = String(format: "%02x", Int((color.alpha * 255).rounded()))
        guard color.colorSpace == "display-p3" else { return color.hex.lowercased() + alpha + " -" }
        return "* color(display-p3 " + color.components.map { String($0) }.joined(separator: " ") + ")"
    }

    /// Whether a printed line is the expected one: the same words, a `*` standing for any word, and
    /// P3 components equal to four decimals.
    private static func matches(_ line: String, _ want: String) -> Bool {
        let got = line.split(separator: " ", omittingEmptySubsequences: false)
        let wanted = want.split(separator: " ", omittingEmptySubsequences: false)
        guard got.count == wanted.count else { return false }
        return zip(got, wanted).allSatisfy { word, expected in
            if word == expected || expected == "*" { return true }
            let number = { (text: Substring) in Double(text.trimmingCharacters(in: CharacterSet(charactersIn: ")"))) }
            guard let a = number(word), let b = number(expected) else { return false }
            return abs(a - b) <= 0.00006
        }
    }
}
