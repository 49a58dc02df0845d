// Test support: the repository's Schemes/ folder as an in-memory SourceLoader.
import Foundation
@testable import ColorGenKit
@testable import SourceDiagnostics
import TestSupport

/// The repository's `Schemes/` folder in memory, so tests can generate from the real scheme
/// files through the core's ``SourceLoader`` (the core never reads the disk itself).
enum RepositoryFiles {
    /// Every file below `Schemes/`, keyed `Schemes/<relative path>`, plus `extra` files.
    static func loader(adding extra: [String: String] = [:]) throws -> InMemorySourceLoader {
        let schemes = PackageRoot.url.appendingPathComponent("Schemes")
        var files: [String: [UInt8]] = [:]
        let enumerator = FileManager.default.enumerator(at: schemes, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "json", !url.path.contains("/Generated/") else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(schemes.standardizedFileURL.path.count + 1))
            files["Schemes/" + relative] = Array(try Data(contentsOf: url))
        }
        for (path, text) in extra {
            files[path] = Array(text.utf8)
        }
        return InMemorySourceLoader(files: files)
    }
}
