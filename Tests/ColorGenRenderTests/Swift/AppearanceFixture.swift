// Test fixture: the four-appearance golden config of Tests/Golden/Appearances (P3 and rec2020 colors).
import Foundation
import XCTest
@testable import ColorGenKit
@testable import ColorGenRender
import OutputFiles
@testable import SourceDiagnostics
import TestSupport

/// The golden config of Tests/Golden/Appearances: four schemes serving the four appearances,
/// with a Display P3 brand color and a rec2020 one wider than P3.
enum AppearanceFixture {
    /// Where the config and its token files are.
    static let folder = GoldenFile.goldenRoot.appendingPathComponent("Appearances")
    /// The config's path in the loader.
    static let configPath = "Appearances/colorgen.json"
    /// The schemes, in config order.
    static let schemes = ["light", "dark", "highContrastLight", "highContrastDark"]

    /// The config and token files in memory, with `replacing` files swapped in (by name).
    static func loader(replacing: [String: String] = [:]) throws -> InMemorySourceLoader {
        var files: [String: [UInt8]] = [:]
        for name in ["colorgen.json"] + schemes.map({ "\($0).tokens.json" }) {
            files["Appearances/" + name] = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
        }
        for (name, text) in replacing {
            files["Appearances/" + name] = Array(text.utf8)
        }
        return InMemorySourceLoader(files: files)
    }

    /// Every output of the config, failing on any diagnostic.
    static func generate(replacing: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line) throws
        -> (files: [RenderedFile], diagnostics: [Diagnostic]) {
        let result = Generator.generate(configPath: configPath, loader: try loader(replacing: replacing))
        XCTAssertFalse(result.diagnostics.containsErrors, result.diagnostics.map(\.description).joined(separator: "\n"),
                       file: file, line: line)
        return (result.files, result.diagnostics)
    }
}
