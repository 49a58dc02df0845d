// Test support: a SourceLoader reading the disk with an in-memory overlay of test files.
import Foundation
import ColorGenKit
import SourceDiagnostics
import TestSupport

/// A ``SourceLoader`` for tests: files on disk, with an in-memory overlay for files a test adds.
struct RepositoryLoader: SourceLoader {
    /// Extra files by path, consulted before the disk.
    var overlay: [String: String] = [:]

    func load(_ path: String) throws(SourceLoaderError) -> [UInt8] {
        if let text = overlay[SourcePath.normalize(path)] { return Array(text.utf8) }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SourceLoaderError(reason: "no such file")
        }
        return [UInt8](data)
    }

    /// The repository's `Schemes/` folder.
    static let schemes = PackageRoot.url.appendingPathComponent("Schemes").path
}
