// Test fixture: Tests/Fixtures/HostileNames in memory, with a config of three schemes and the outputs a test asks for.
import Foundation
@testable import ColorGenKit
@testable import SourceDiagnostics
import TestSupport

/// The roles of `Tests/Fixtures/HostileNames` (keywords, leading digits, quotes, `*/`, non-ASCII,
/// clashing spellings, Material roles, a Display P3 color) in three schemes: `light`, `dark` and
/// `in` (a keyword, serving the dark increased-contrast appearance). The fixture is about names,
/// not legibility: its Material roles' colors are arbitrary, so pairs by name are off.
enum HostileNamesFixture {
    static let schemes = ["light", "dark", "in"]
    /// The config's path in ``loader(outputs:)``.
    static let configPath = "HostileNames/colorgen.json"

    /// The fixture's files and `HostileNames/colorgen.json` with `outputs` (JSON text of the entries).
    static func loader(outputs: String) throws -> InMemorySourceLoader {
        let folder = PackageRoot.url.appendingPathComponent("Tests/Fixtures/HostileNames")
        var files: [String: [UInt8]] = [:]
        for name in ["light", "dark", "contrast"] {
            files["HostileNames/\(name).tokens.json"] = Array(try Data(contentsOf: folder.appendingPathComponent("\(name).tokens.json")))
        }
        files["HostileNames/colorgen.json"] = Array("""
            {
              "rulesVersion": 3,
              "schemes": { "light": ["light.tokens.json"], "dark": ["dark.tokens.json"], "in": ["contrast.tokens.json"] },
              "appearances": { "light": "light", "dark": "dark", "darkIncreasedContrast": "in" }, "contrastByName": false,
              "outputs": [\(outputs)]
            }
            """.utf8)
        return InMemorySourceLoader(files: files)
    }

}
