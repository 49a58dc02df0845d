// Tests the `xcassets` output: goldens, file order and ownership, Contents.json colors, names, options.
import XCTest
@testable import ColorGenKit
@testable import ColorGenModel
@testable import ColorGenRender
@testable import ColorMath
import OutputFiles
@testable import PositionalJSON
@testable import SourceDiagnostics
import TestSupport

final class XCAssetsOutputTests: XCTestCase {
    private static let fourSchemes = ["light", "dark", "highContrastLight", "highContrastDark"]

    /// A few roles at several depths, one translucent and one not on the 8-bit grid.
    private static let roles = ColorRoleSet(schemes: fourSchemes, roles: [
        role("separator", "#e0e0e0", "#3a3a3c", "#8e8e93", "#aeaeb2"),
        role("background.primary", "#ffffff", "#000000", "#ffffff", "#000000"),
        role("text.onPrimary.body", "#1c1c1e", "#f2f2f7", "#000000", "#ffffff"),
        role("text.onPrimary.header", "#2c2c2e", "#e5e5ea", "#000000", "#ffffff"),
        role("text.onBackground.body", "#3c3c43", "#ebebf5", "#000000", "#ffffff"),
        SchemeRole(path: RolePath(dotted: "button.primary.onBackground.background.disabled"), colors: [
            RGBA(red: 0.1234, green: 0.5, blue: 0.998, alpha: 0.35), RGBA(red: 0.9, green: 0.2, blue: 0.3, alpha: 0.25),
            RGBA(red: 0, green: 0, blue: 1, alpha: 0.5), RGBA(red: 1, green: 1, blue: 0, alpha: 0.9996),
        ]),
    ], rulesVersion: .version2)

    private static func role(_ path: String, _ hexes: String...) -> SchemeRole {
        SchemeRole(path: RolePath(dotted: path), colors: hexes.map { RGBA(hex: $0)! })
    }

    /// Renders one output entry (`outputJSON`, the text of an `"outputs"` element) of a config
    /// at `app/colorgen.json` whose schemes are `roles.schemes`.
    private func render(_ outputJSON: String, roles: ColorRoleSet = roles) throws -> (files: [RenderedFile], messages: [String]) {
        let schemes = roles.schemes.map { "\"\($0)\": [\"\($0).tokens.json\"]" }.joined(separator: ", ")
        let text = "{\"schemes\": {\(schemes)},\n\"outputs\": [\n\(outputJSON)\n]}"
        let (config, outputs, diagnostics) = Generator.readConfig(Array(text.utf8), path: "app/colorgen.json")
        // A bad option is an error of the config, found before anything is rendered.
        guard let config else { return ([], diagnostics.map(\.description)) }
        // The role set brings its own appearances; the config's schemes only name them.
        XCTAssertEqual(diagnostics.filter { !$0.isUnservedSchemeWarning }.map(\.description), [])
        let output = try XCTUnwrap(outputs.first)
        let prepared = OutputRenderer.prepare(output, roles: roles,
                                              info: GenerationInfo(configName: "colorgen.json", rulesVersion: .version2),
                                              path: config.resolve(output.spec.path.value), configPath: "app/colorgen.json",
                                              loader: InMemorySourceLoader(files: [:]))
        let rendered = prepared.finished(prepared.renderings.map { $0.run() })
        return (rendered.files, rendered.diagnostics.map(\.description))
    }

    private static let highContrastOutput = #"{"format": "xcassets", "path": "Generated/Colors"}"#

    /// ``roles`` with all four appearances declared.
    private static let fourAppearanceRoles: ColorRoleSet = {
        var declared = XCAssetsOutputTests.roles
        declared.appearances = AppearanceSchemes(light: 0, dark: 1, lightIncreasedContrast: 2, darkIncreasedContrast: 3)
        return declared
    }()

    private func text(_ file: RenderedFile) -> String { String(decoding: file.bytes, as: UTF8.self) }

    func testSmallCatalogMatchesTheGoldenFiles() throws {
        let (files, messages) = try render(Self.highContrastOutput, roles: Self.fourAppearanceRoles)
        XCTAssertEqual(messages, [])
        let prefix = "app/Generated/Colors.xcassets/"
        let relative = files.map { String($0.path.dropFirst(prefix.count)) }
        XCTAssertTrue(files.allSatisfy { $0.path.hasPrefix(prefix) })
        GoldenFile.assertMatches(relative.sorted().joined(separator: "\n") + "\n", golden: "XCAssets/Colors-tree.txt")
        for (file, path) in zip(files, relative) {
            GoldenFile.assertMatches(text(file), golden: "XCAssets/Colors.xcassets/" + path)
        }
    }

    func testFilesComeInTreeOrderAndTheCatalogOwnsThem() throws {
        let (files, _) = try render(Self.highContrastOutput, roles: Self.fourAppearanceRoles)
        let owner = OwnedDirectory(path: "app/Generated/Colors.xcassets", marker: ".generated-by-colorgen")
        XCTAssertTrue(files.allSatisfy { $0.ownedDirectory == owner })
        XCTAssertEqual(Array(files.map(\.path).prefix(6)), [
            "app/Generated/Colors.xcassets/Contents.json", "app/Generated/Colors.xcassets/.generated-by-colorgen",
            "app/Generated/Colors.xcassets/separator.colorset/Contents.json",
            "app/Generated/Colors.xcassets/background/Contents.json",
            "app/Generated/Colors.xcassets/background/primary.colorset/Contents.json",
            "app/Generated/Colors.xcassets/text/Contents.json",
        ])
        XCTAssertEqual(files.count, 2 + 6 + 8, "root and marker, six color sets, eight group folders")
        let result = Generator.Result(files: files, inputFiles: [], diagnostics: [])
        XCTAssertEqual(result.ownedDirectories, [owner])
        XCTAssertTrue(text(files[1]).hasPrefix("Generated by colorgen \(ColorGenVersion.current) from colorgen.json with rules version 2."))
    }

    func testRolesWithTheSameColorsInEverySlotShareTheirContentsJSON() throws {
        let roles = ColorRoleSet(schemes: ["light", "dark"], roles: [
            Self.role("a.x", "#112233", "#445566"), Self.role("b.y", "#112233", "#445566"),
            Self.role("c", "#112233", "#445567"), Self.role("d", "#112234", "#445566"),
            Self.role("e", "#112233", "#445566"),
        ], rulesVersion: .version2)
        let (files, messages) = try render(#"{"format": "xcassets", "path": "C"}"#, roles: roles)
        XCTAssertEqual(messages, [])
        var colorSets: [String: String] = [:]
        for file in files where file.path.hasSuffix(".colorset/Contents.json") {
            colorSets[String(file.path.dropFirst("app/C.xcassets/".count).prefix { $0 != "." })] = text(file)
        }
        XCTAssertEqual(colorSets.keys.sorted(), ["a/x", "b/y", "c", "d", "e"])
        XCTAssertEqual(colorSets["a/x"], colorSets["b/y"])
        XCTAssertEqual(colorSets["a/x"], colorSets["e"])
        for other in ["c", "d"] { XCTAssertNotEqual(colorSets["a/x"], colorSets[other], other) }
        XCTAssertEqual(colorSets["c"]?.contains(#""blue" : "0x67""#), true, colorSets["c"] ?? "")
        XCTAssertEqual(colorSets["d"]?.contains(#""blue" : "0x34""#), true, colorSets["d"] ?? "")
    }

    func testAGroupComesOnceBeforeItsFirstColorSetWhenItsRolesAreApart() throws {
        let roles = ColorRoleSet(schemes: ["light"], roles: ["text.a.x", "button.y", "text.a.z", "text.b.w", "text.a.v"]
            .map { Self.role($0, "#000000") }, rulesVersion: .version2)
        let (files, messages) = try render(#"{"format": "xcassets", "path": "C"}"#, roles: roles)
        XCTAssertEqual(messages, [])
        XCTAssertEqual(files.map { String($0.path.dropFirst("app/C.xcassets/".count)) }.dropFirst(2), [
            "text/Contents.json", "text/a/Contents.json", "text/a/x.colorset/Contents.json",
            "button/Contents.json", "button/y.colorset/Contents.json", "text/a/z.colorset/Contents.json",
            "text/b/Contents.json", "text/b/w.colorset/Contents.json", "text/a/v.colorset/Contents.json",
        ])
    }

    func testEveryContentsJSONParsesAndMatchesTheJSONOutputsHex() throws {
        let (files, _) = try render(Self.highContrastOutput, roles: Self.fourAppearanceRoles)
        let (tokenFiles, messages) = try render(#"{"format": "json", "path": "Generated/colors"}"#)
        XCTAssertEqual(messages, [])
        // The hex of each role in each scheme, from the json format's token files.
        var tokenHex: [String: [String]] = [:]
        for (index, scheme) in Self.fourSchemes.enumerated() {
            let file = try XCTUnwrap(tokenFiles.first { $0.path == "app/Generated/colors.\(scheme).tokens.json" })
            let document = try JSONParser.parse(file.bytes, path: file.path)
            for role in Self.roles.roles {
                var node = document.root
                for segment in role.path.segments { node = try XCTUnwrap(node.objectValue?[segment]) }
                let hex = try XCTUnwrap(node.objectValue?["$value"]?.objectValue?["hex"]?.stringValue)
                tokenHex[role.path.description, default: Array(repeating: "", count: 4)][index] = hex
            }
        }
        var colorSets = 0
        for file in files where file.path.hasSuffix("Contents.json") {
            let document = try JSONParser.parse(file.bytes, path: file.path)
            XCTAssertEqual(document.warnings, [])
            let info = try XCTUnwrap(document.root.objectValue?["info"]?.objectValue)
            XCTAssertEqual(info["author"]?.stringValue, "xcode")
            XCTAssertEqual(info["version"]?.numberValue?.int, 1)
            guard let colors = document.root.objectValue?["colors"]?.arrayValue else { continue }
            colorSets += 1
            let rolePath = file.path.dropFirst("app/Generated/Colors.xcassets/".count)
                .dropLast(".colorset/Contents.json".count).replacingOccurrences(of: "/", with: ".")
            let expected = try XCTUnwrap(tokenHex[rolePath], rolePath)
            let appearances = colors.map { entry in
                (entry.objectValue?["appearances"]?.arrayValue ?? []).map {
                    ($0.objectValue?["appearance"]?.stringValue ?? "") + "=" + ($0.objectValue?["value"]?.stringValue ?? "")
                }
            }
            XCTAssertEqual(appearances, [[], ["luminosity=dark"], ["contrast=high"], ["luminosity=dark", "contrast=high"]])
            for (entry, hex) in zip(colors, expected) {
                let color = try XCTUnwrap(entry.objectValue?["color"]?.objectValue)
                XCTAssertEqual(color["color-space"]?.stringValue, "srgb")
                XCTAssertEqual(entry.objectValue?["idiom"]?.stringValue, "universal")
                let components = try XCTUnwrap(color["components"]?.objectValue)
                let channels = try ["red", "green", "blue"].map { key in
                    let text = try XCTUnwrap(components[key]?.stringValue)
                    XCTAssertTrue(text.hasPrefix("0x"), text)
                    return text.dropFirst(2).lowercased()
                }
                XCTAssertEqual("#" + channels.joined(), hex, rolePath)
            }
        }
        XCTAssertEqual(colorSets, Self.roles.roles.count)
    }

    func testAlphaIsWrittenWithThreeDecimals() throws {
        let (files, _) = try render(Self.highContrastOutput, roles: Self.fourAppearanceRoles)
        let file = try XCTUnwrap(files.first { $0.path.hasSuffix("disabled.colorset/Contents.json") })
        let document = try JSONParser.parse(file.bytes, path: file.path)
        let alphas = document.root.objectValue?["colors"]?.arrayValue?.map {
            $0.objectValue?["color"]?.objectValue?["components"]?.objectValue?["alpha"]?.stringValue ?? ""
        }
        XCTAssertEqual(alphas, ["0.350", "0.250", "0.500", "1.000"])
        XCTAssertEqual(XCAssetsComponents.alpha(0), "0.000")
        XCTAssertEqual(XCAssetsComponents.alpha(0.0004), "0.000")
        XCTAssertEqual(XCAssetsComponents.alpha(0.0005), "0.001")
        XCTAssertEqual(XCAssetsComponents.alpha(1.5), "1.000")
        XCTAssertEqual(XCAssetsComponents.channel(0), "0x00")
        XCTAssertEqual(XCAssetsComponents.channel(31), "0x1F")
        XCTAssertEqual(XCAssetsComponents.channel(255), "0xFF")
    }

    func testPathEndingInXCAssetsIsKeptAndAPathMustNameTheCatalog() throws {
        let (files, _) = try render(#"{"format": "xcassets", "path": "Resources/Theme.xcassets"}"#)
        XCTAssertEqual(files.first?.path, "app/Resources/Theme.xcassets/Contents.json")
        for path in [".", "..", "Generated/..", ".xcassets"] {
            let (none, messages) = try render("{\"format\": \"xcassets\", \"path\": \"\(path)\"}")
            XCTAssertEqual(none.count, 0, path)
            XCTAssertEqual(messages, ["app/colorgen.json:3:32: error: an xcassets output's path must name the catalog, "
                                      + "e.g. \"Generated/Colors\" or \"Generated/Colors.xcassets\""], path)
        }
    }

    private func slots(_ schemes: [String], _ appearances: AppearanceSchemes? = nil) -> [String] {
        XCAssetsAppearanceSlots(appearances: appearances ?? .automatic(schemes)).slots.map { slot in
            (slot.appearances.map(\.value) + [schemes[slot.scheme]]).joined(separator: ":")
        }
    }

    func testTheDarkSchemeIsTheOneNamedDarkElseTheSecondElseTheDeclaredOne() {
        XCTAssertEqual(slots(["light"]), ["light"])
        XCTAssertEqual(slots(["light", "dark"]), ["light", "dark:dark"])
        XCTAssertEqual(slots(["day", "night"]), ["day", "dark:night"])
        XCTAssertEqual(slots(["light", "sepia", "dark"]), ["light", "dark:dark"])
        XCTAssertEqual(slots(["dark", "light"]), ["light", "dark:dark"], "the scheme named light is Any")
        XCTAssertEqual(slots(["light", "sepia", "dark"], AppearanceSchemes(light: 0, dark: 1)), ["light", "dark:sepia"])
        XCTAssertEqual(slots(["light", "contrast"], AppearanceSchemes(light: 0, lightIncreasedContrast: 1)),
                       ["light", "high:contrast"], "no Dark entry when the declaration names no dark scheme")
        XCTAssertEqual(slots(["light", "dark"], AppearanceSchemes(light: 0, dark: 0)), ["light", "dark:light"],
                       "a dark appearance named after the light scheme repeats Any")
        XCTAssertEqual(slots(Self.fourSchemes, AppearanceSchemes(light: 0, dark: 1, lightIncreasedContrast: 2, darkIncreasedContrast: 3)),
                       ["light", "dark:dark", "high:highContrastLight", "dark:high:highContrastDark"])
    }

    func testTheRetiredSchemeOptionsSayWhatToWriteInstead() throws {
        let (files, messages) = try render(#"{"format": "xcassets", "path": "C", "options": {"darkHighContrastScheme": "highContrastDark"}}"#)
        XCTAssertEqual(files.count, 0)
        XCTAssertEqual(messages, ["app/colorgen.json:3:49: error: option \"darkHighContrastScheme\" of the xcassets format is replaced "
                                  + "by \"appearances\", which every output follows: remove it and write \"appearances\": "
                                  + "{\"light\": \"<scheme>\", \"darkIncreasedContrast\": \"highContrastDark\"} at the top level of the config"])
        let (_, unknown) = try render(#"{"format": "xcassets", "path": "C", "options": {"highContrast": "x"}}"#)
        XCTAssertEqual(unknown.first?.hasPrefix("app/colorgen.json:3:49: error: unknown option \"highContrast\" for the xcassets format"),
                       true, unknown.first ?? "")
    }

    /// Names as design tools write them: a group's own token (`$root`) is the color set named by
    /// its group, beside the group's folder, and a `/` inside a name (Figma's `Beam Blue/0`) is `-`.
    func testGroupTokensAndSlashesBecomeReadableAssetNames() throws {
        let roles = ColorRoleSet(schemes: ["light"], roles: [Self.role("color.brand.$root", "#112233"),
                                                             Self.role("color.brand.hover", "#223344"),
                                                             Self.role("Beam Blue/0", "#334455")], rulesVersion: .version2)
        let (files, messages) = try render(#"{"format": "xcassets", "path": "C"}"#, roles: roles)
        XCTAssertEqual(messages, [])
        let paths = Set(files.map { String($0.path.dropFirst("app/C.xcassets/".count)) })
        XCTAssertTrue(paths.isSuperset(of: ["color/brand.colorset/Contents.json", "color/brand/hover.colorset/Contents.json",
                                            "Beam Blue-0.colorset/Contents.json"]), "\(paths.sorted())")
        XCTAssertFalse(paths.contains { $0.contains("$root") }, "\(paths.sorted())")
    }

    func testRoleNamesMustBeAssetNames() throws {
        func messages(_ paths: [String]) throws -> [String] {
            let roles = ColorRoleSet(schemes: ["light"], roles: paths.map { Self.role($0, "#000000") }, rulesVersion: .version2)
            return try render(#"{"format": "xcassets", "path": "C"}"#, roles: roles).messages
        }
        XCTAssertEqual(try messages(["custom.a/b"]), [], "a '/' inside a name becomes '-'")
        XCTAssertEqual(try messages(["custom...x"]).first?.contains("its name '' is not a valid asset name (it is empty)"), true)
        XCTAssertEqual(try messages(["custom.Brand", "custom.brand"]),
                       ["app/colorgen.json:3:1: error: the asset catalog cannot hold both 'custom/Brand.colorset' and "
                        + "'custom/brand.colorset': the names differ only in letter case, and macOS file systems ignore case"])
        XCTAssertEqual(try messages(["Custom.x", "custom.y"]).first?.contains("both 'Custom' and 'custom'"), true)
        XCTAssertEqual(try messages(["custom.brand", "custom.brand.light"]), [], "a color set and a group may share a name")
        // Folders a role shares with the role before it were checked with that role; the rest are checked.
        XCTAssertEqual(try messages(["custom.a.x", "custom.a.y", "other.z", "custom.A.w"]).first?
            .contains("both 'custom/a' and 'custom/A'"), true)
        XCTAssertEqual(try messages(["custom.ok.x", "custom.ok...y"]).first?.contains("its name '' is not a valid asset name"),
                       true)
        XCTAssertEqual(XCAssetsNames.problem(with: ".."), "it starts with '.'")
        XCTAssertEqual(XCAssetsNames.problem(with: "tab\there"), "it contains a control character")
    }

    func testTheDefaultSchemesGiveOneColorSetPerRoleWithTheJSONOutputsHex() throws {
        var texts = ["app/colorgen.json": """
            {"rulesVersion": 2,
             "layout": "palette", "schemes": {"light": ["sage/sage-v2.tokens.json", "default/light.tokens.json"], "dark": ["default/dark.tokens.json"]},
             "outputs": [{"format": "xcassets", "path": "Colors"}, {"format": "json", "path": "colors"}]}
            """]
        for name in ["sage/sage-v2", "default/light", "default/dark"] {
            let url = PackageRoot.url.appendingPathComponent("Schemes/\(name).tokens.json")
            texts["app/\(name).tokens.json"] = try String(contentsOf: url, encoding: .utf8)
        }
        let result = Generator.generate(configPath: "app/colorgen.json", loader: InMemorySourceLoader(texts: texts))
        XCTAssertEqual(result.diagnostics.map(\.description), [])
        XCTAssertEqual(result.ownedDirectories.map(\.path), ["app/Colors.xcassets"])
        let tokens = try ["light", "dark"].map { scheme in
            let file = try XCTUnwrap(result.files.first { $0.path == "app/colors.\(scheme).tokens.json" })
            return try JSONParser.parse(file.bytes, path: file.path).root
        }
        var colorSets = 0
        for file in result.files where file.path.hasSuffix(".colorset/Contents.json") {
            colorSets += 1
            let segments = file.path.dropFirst("app/Colors.xcassets/".count).dropLast(".colorset/Contents.json".count)
                .split(separator: "/").map(String.init)
            let entries = try XCTUnwrap(JSONParser.parse(file.bytes, path: file.path).root.objectValue?["colors"]?.arrayValue)
            XCTAssertEqual(entries.count, 2, file.path)
            for (entry, root) in zip(entries, tokens) {
                var node = root
                for segment in segments { node = try XCTUnwrap(node.objectValue?[segment], file.path) }
                let value = try XCTUnwrap(node.objectValue?["$value"]?.objectValue)
                let components = try XCTUnwrap(entry.objectValue?["color"]?.objectValue?["components"]?.objectValue)
                let hex = ["red", "green", "blue"].map { components[$0]?.stringValue?.dropFirst(2).lowercased() ?? "?" }
                XCTAssertEqual("#" + hex.joined(), value["hex"]?.stringValue, file.path)
                let alpha = try XCTUnwrap(value["alpha"]?.numberValue?.double)
                XCTAssertEqual(components["alpha"]?.stringValue, XCAssetsComponents.alpha(alpha), file.path)
            }
        }
        XCTAssertGreaterThan(colorSets, 500)
        XCTAssertEqual(colorSets, tokenCount(in: tokens[0]), "one color set per role")
    }

    /// How many tokens (objects with `$value`) a token tree holds.
    private func tokenCount(in node: JSONValue) -> Int {
        guard let object = node.objectValue else { return 0 }
        if object["$value"] != nil { return 1 }
        return object.members.reduce(0) { $0 + tokenCount(in: $1.value) }
    }
}
