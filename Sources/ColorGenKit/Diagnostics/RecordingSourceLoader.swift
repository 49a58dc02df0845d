import Foundation

/// A ``SourceLoader`` that passes every request on and remembers each path it was asked to
/// load, in first-asked order, so that generation knows every input it read (config, token and
/// resolver files, templates, partials) however deep in the pipeline it was read. Safe to use
/// from several threads at once (outputs render concurrently).
final class RecordingSourceLoader: SourceLoader, @unchecked Sendable {
    private let base: any SourceLoader
    private let lock = NSLock()
    private var seen: Set<String> = []
    private var order: [String] = []

    /// Records what is loaded through `base`.
    init(_ base: any SourceLoader) {
        self.base = base
    }

    func load(_ path: String) throws(SourceLoaderError) -> [UInt8] {
        let bytes = try base.load(path)
        lock.lock()
        if seen.insert(path).inserted { order.append(path) }
        lock.unlock()
        return bytes
    }

    func item(at path: String) -> FileSystemItem {
        base.item(at: path)
    }

    /// Every path loaded successfully so far, in the order first loaded.
    var loadedPaths: [String] {
        lock.lock()
        defer { lock.unlock() }
        return order
    }
}
