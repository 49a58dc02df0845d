// Compares the swift output for each option variation with its golden file in Tests/Golden/Swift.
import Foundation
import XCTest
@testable import ColorGenKit
@testable import ColorGenModel
import TestSupport

/// The swift format's output for each option variation, compared with Tests/Golden/Swift/
/// (`COLORGEN_UPDATE_GOLDEN=1` rewrites them). SwiftCompileTests compiles the same variations.
final class SwiftGoldenTests: XCTestCase {
    /// One config and options to render, with its golden file.
    enum Variation: CaseIterable {
        /// The default schemes with the swift format's default options.
        case defaultOptions
        /// Three schemes and awkward role names, public, with a registry.
        case publicRegistry
        /// No support types and a renamed registry: a second file sharing the public-registry
        /// variation's support types in one module.
        case sharedModule
        /// Every support type renamed, package access, a keyword scheme name, the system's dark
        /// scheme chosen by option.
        case renamedTypes

        var golden: String {
            switch self {
            case .defaultOptions: "Swift/default.swift"
            case .publicRegistry: "Swift/public-registry.swift"
            case .sharedModule: "Swift/no-support-types.swift"
            case .renamedTypes: "Swift/renamed-types.swift"
            }
        }
    }

    func testEveryVariationMatchesItsGoldenFile() throws {
        for variation in Variation.allCases {
            let text = try XCTUnwrap(Self.render(variation), "\(variation) did not render")
            GoldenFile.assertMatches(text, golden: variation.golden)
        }
    }

    /// The generated Swift of `variation`.
    static func render(_ variation: Variation) throws -> String? {
        let (config, files) = source(of: variation)
        let generated = SwiftTestConfigs.generate(config, loader: try RepositoryFiles.loader(adding: files))
        return SwiftTestConfigs.text(of: generated, endingWith: ".swift")
    }

    private static func source(of variation: Variation) -> (config: String, files: [String: String]) {
        switch variation {
        case .defaultOptions:
            return ("Schemes/swift-test.json", ["Schemes/swift-test.json": SwiftTestConfigs.schemesConfig(swiftOptions: "{}")])
        case .publicRegistry:
            return ("Awkward/colorgen.json", SwiftTestConfigs.awkwardFiles)
        case .sharedModule:
            return rolesOnly(schemes: ["light", "dark", "HighContrast"],
                             roles: ["chart.series.first", "chart.series.second", "chart.grid", "badge"],
                             options: #"{ "accessLevel": "public", "emitSupportTypes": false, "registry": true, "registryType": "ChartColorRoles" }"#)
        case .renamedTypes:
            return rolesOnly(schemes: ["day", "default", "night"],
                             roles: ["surface.raised", "surface.sunken", "accent", "state.is", "state.where"],
                             options: """
                                 { "accessLevel": "package", "registry": true, "schemeColorType": "PaletteColor",
                                   "schemeOptionType": "Palette", "schemeType": "PaletteChoice",
                                   "registryType": "PaletteRegistry" }
                                 """, appearances: #"{ "light": "day", "dark": "night" }"#)
        }
    }

    /// A config whose schemes are roles-only token files of `roles`.
    private static func rolesOnly(schemes: [String], roles: [String], options: String,
                                  appearances: String? = nil) -> (String, [String: String]) {
        var files: [String: String] = [:]
        var entries: [String] = []
        for (index, scheme) in schemes.enumerated() {
            files["Variations/\(scheme).tokens.json"] = SwiftTestConfigs.rolesOnly(roles, seed: index)
            entries.append("\"\(scheme)\": [\"\(scheme).tokens.json\"]")
        }
        files["Variations/colorgen.json"] = """
            {
              "schemes": { \(entries.joined(separator: ", ")) },\(appearances.map { "\n  \"appearances\": \($0)," } ?? "")
              "outputs": [{ "format": "swift", "path": "Generated/Colors.swift", "options": \(options) }]
            }
            """
        return ("Variations/colorgen.json", files)
    }
}
