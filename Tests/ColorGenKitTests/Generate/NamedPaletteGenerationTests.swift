// Tests that the Schemes/ token files reproduce every named palette's golden roles in every rules version.
import XCTest
import ColorGenKit
import ColorGenModel
import ColorMath
import DesignTokens
import PositionalJSON
import TestSupport

/// The DTCG files in Schemes/ reproduce SageResearch's named palettes: generating through the whole
/// pipeline (token files → palette → rules) gives exactly the roles of the in-memory goldens.
final class NamedPaletteGenerationTests: XCTestCase {
    func testSchemeFilesReproduceEveryNamedPaletteUnderEveryRulesVersion() throws {
        for version in RulesVersion.allCases {
            for palette in ["wireframe", "spring", "beach", "twilight", "midnight"] {
                let config = "\(RepositoryLoader.schemes)/test-\(palette).json"
                let loader = RepositoryLoader(overlay: [config: """
                    {"rulesVersion": \(version.rawValue),
                     "layout": "palette", "schemes": {"light": ["sage/sage-v2.tokens.json", "palettes/\(palette).tokens.json"]},
                     "outputs": [{"format": "json", "path": "out/colors"}]}
                    """])
                let result = Generator.generate(configPath: config, loader: loader)
                XCTAssertEqual(result.diagnostics.map(\.description), [], "\(palette) v\(version.rawValue)")
                let light = try XCTUnwrap(result.files.first { $0.path.hasSuffix("colors.light.tokens.json") })
                let roles = try Self.roleLines(fromTokenFile: light.bytes)
                let golden = "Resolve/rules-v\(version.rawValue)/\(palette).txt"
                GoldenFile.assertMatches(roles, golden: golden)
            }
        }
    }

    /// `role.path #rrggbbaa` lines, the golden format of the resolve stage, read from a token file.
    static func roleLines(fromTokenFile bytes: [UInt8]) throws -> String {
        let document = try JSONParser.parse(bytes, path: "out.json")
        let tree = TokenTreeReader.read(document.root, path: "out.json")
        let tokens = TokenEvaluator.evaluate(tree.tree).tokens
        return tokens.compactMap { token in
            token.color.map { "\(token.path) \($0.srgb.hexWithAlpha8)" }
        }.joined(separator: "\n") + "\n"
    }
}

extension RGBA {
    /// `#rrggbbaa`, always with alpha: the golden files' spelling.
    var hexWithAlpha8: String {
        let alpha = String(alpha8Bit, radix: 16)
        return hex + (alpha.count == 1 ? "0" : "") + alpha
    }
}
