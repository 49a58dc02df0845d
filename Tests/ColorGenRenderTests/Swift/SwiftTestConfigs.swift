// Test fixture: the configs the Swift output tests generate from, and helpers to read their output.
import Foundation
import XCTest
@testable import ColorGenKit
@testable import ColorGenRender
import OutputFiles
@testable import SourceDiagnostics
import TestSupport

/// Configs the Swift output tests generate from, and helpers to read what they produce.
enum SwiftTestConfigs {
    /// One role path and how the generated Swift must spell it, written out by hand.
    struct ExpectedName {
        var path: String
        var swift: String
    }

    /// The default config with the options of its swift output replaced, and json kept.
    static func schemesConfig(swiftOptions: String) -> String {
        RepositoryFiles.defaultSchemesConfig(rulesVersion: 2, outputs: """
            { "format": "swift", "path": "Generated/Colors.swift", "options": \(swiftOptions) },
            { "format": "json", "path": "Generated/colors" }
            """)
    }

    /// Three schemes (one whose Swift case needs a raw value) over the catalogue on two
    /// backgrounds, plus custom roles with awkward names, public and with a registry.
    static let awkwardFiles: [String: String] = [
        "Awkward/colorgen.json": """
            {
              "rulesVersion": 2,
              "layout": "palette", "schemes": {
                "light": ["../Schemes/sage/sage-v2.tokens.json", "../Schemes/default/light.tokens.json", "roles-light.tokens.json"],
                "dark": ["../Schemes/default/dark.tokens.json", "roles-dark.tokens.json"],
                "HighContrast": ["../Schemes/sage/sage-v2.tokens.json", "../Schemes/palettes/beach.tokens.json", "roles-contrast.tokens.json"]
              },
              "backgrounds": ["background", "primary"],
              "outputs": [
                { "format": "swift", "path": "Generated/Colors.swift", "options": { "accessLevel": "public", "registry": true } },
                { "format": "json", "path": "Generated/colors" }
              ]
            }
            """,
        "Awkward/roles-light.tokens.json": awkwardRoles(seed: 1),
        "Awkward/roles-dark.tokens.json": awkwardRoles(seed: 2),
        "Awkward/roles-contrast.tokens.json": awkwardRoles(seed: 3),
    ]

    /// The awkward roles' Swift names, and some catalogue roles', as a user would write them.
    static let awkwardNames: [ExpectedName] = [
        ExpectedName(path: "text.onPrimary.body", swift: "TextAppearance.OnPrimary.body"),
        ExpectedName(path: "button.primary.onBackground.background.highlighted",
                     swift: "ButtonAppearance.Primary.OnBackground.Background.highlighted"),
        ExpectedName(path: "progress.dial.default.filled", swift: "ProgressAppearance.Dial.Default.filled"),
        ExpectedName(path: "separator", swift: "SchemeColor.separator"),
        ExpectedName(path: "text.onPrimary.2xl", swift: "TextAppearance.OnPrimary._2xl"),
        ExpectedName(path: "custom.default", swift: "CustomAppearance.`default`"),
        ExpectedName(path: "custom.class", swift: "CustomAppearance.`class`"),
        ExpectedName(path: "custom.self", swift: "CustomAppearance.`self`"),
        ExpectedName(path: "custom.init", swift: "CustomAppearance.`init`"),
        ExpectedName(path: "custom.Type.x", swift: "CustomAppearance.Type_.x"),
        ExpectedName(path: "custom.high contrast", swift: "CustomAppearance.highContrast"),
        ExpectedName(path: "custom.on-surface-variant", swift: "CustomAppearance.onSurfaceVariant"),
        ExpectedName(path: "custom.цвет фона", swift: "CustomAppearance.цветФона"),
        ExpectedName(path: "custom.é", swift: "CustomAppearance.é"),
        ExpectedName(path: "custom.URLColor", swift: "CustomAppearance.urlColor"),
        ExpectedName(path: "custom.🎨", swift: "CustomAppearance.`_`"),
        ExpectedName(path: "custom.3d.inner", swift: "CustomAppearance._3d.inner"),
        ExpectedName(path: "single", swift: "SchemeColor.single"),
        ExpectedName(path: "default.case", swift: "DefaultAppearance.`case`"),
    ]

    /// Custom roles with awkward names; `seed` varies the colors (and alphas) between schemes.
    static func awkwardRoles(seed: Int) -> String {
        var counter = 0
        func color() -> String {
            counter += 1
            let k = counter * 37 + seed * 101
            let components = [k % 97, k * 7 % 89, k * 13 % 83].map { String(format: "%.4f", Double($0) / 100) }
            let alpha = ["1", "0.5", "0.35", "0.25"][k % 4]
            return #"{"$value": {"colorSpace": "srgb", "components": [\#(components.joined(separator: ", "))], "alpha": \#(alpha)}}"#
        }
        return """
            {
              "roles": {
                "$type": "color",
                "text": { "onPrimary": { "2xl": \(color()) } },
                "custom": {
                  "default": \(color()), "class": \(color()), "self": \(color()), "init": \(color()),
                  "Type": { "x": \(color()) },
                  "high contrast": \(color()), "on-surface-variant": \(color()), "цвет фона": \(color()),
                  "é": \(color()), "URLColor": \(color()), "🎨": \(color()),
                  "3d": { "inner": \(color()) }
                },
                "single": \(color()),
                "default": { "case": \(color()) }
              }
            }
            """
    }

    /// A roles-only token file: each path gets a color derived from `seed`.
    static func rolesOnly(_ paths: [String], seed: Int) -> String {
        var root: [String: Any] = [:]
        for (index, path) in paths.enumerated() {
            let k = index * 53 + seed * 29
            let token: [String: Any] = ["$type": "color", "$value": [
                "colorSpace": "srgb", "components": [Double(k % 11) / 10, Double(k % 7) / 6, Double(k % 5) / 4],
                "alpha": k % 3 == 0 ? 0.5 : 1,
            ] as [String: Any]]
            insert(token, at: path.split(separator: ".").map(String.init), into: &root)
        }
        let data = try! JSONSerialization.data(withJSONObject: root, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    private static func insert(_ token: [String: Any], at segments: [String], into group: inout [String: Any]) {
        guard segments.count > 1 else {
            group[segments[0]] = token
            return
        }
        var child = group[segments[0]] as? [String: Any] ?? [:]
        insert(token, at: Array(segments.dropFirst()), into: &child)
        group[segments[0]] = child
    }

    /// Generates `configPath` (swift and json outputs only) and fails on any error.
    static func generate(_ configPath: String, loader: InMemorySourceLoader,
                         file: StaticString = #filePath, line: UInt = #line) -> [RenderedFile] {
        let result = Generator.generate(configPath: configPath, loader: loader, formats: [.swift, .json])
        // The variations' third schemes serve no appearance on purpose: their Swift has them as choices only.
        XCTAssertEqual(result.diagnostics.filter { !$0.isUnservedSchemeWarning }.map(\.description), [], file: file, line: line)
        return result.files
    }

    /// The text of the generated file whose path ends with `suffix`.
    static func text(of files: [RenderedFile], endingWith suffix: String) -> String? {
        files.first { $0.path.hasSuffix(suffix) }.map { String(decoding: $0.bytes, as: UTF8.self) }
    }
}
