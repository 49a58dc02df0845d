import ColorGenKit
import Foundation

/// A loader that reads from another one and remembers every path asked for, found or not: what
/// `generate --watch` watches (the config, scheme and resolver files, templates and their
/// partials, and files named but missing, which may appear later).
final class RecordingSourceLoader: SourceLoader, @unchecked Sendable {
    private let base: any SourceLoader
    private let lock = NSLock()
    private var paths: [String] = []

    init(_ base: any SourceLoader) {
        self.base = base
    }

    func load(_ path: String) throws(SourceLoaderError) -> [UInt8] {
        lock.withLock { paths.append(path) }
        return try base.load(path)
    }

    /// Every path asked for so far, each once, in the order first asked for.
    var requestedPaths: [String] {
        var seen = Set<String>()
        return lock.withLock { paths }.filter { seen.insert($0).inserted }
    }
}
