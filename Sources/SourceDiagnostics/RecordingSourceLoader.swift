// A SourceLoader that records every path requested and loaded, for generation's inputs and --watch.
import Dispatch

/// A ``SourceLoader`` that passes every request on and remembers each path it was asked to load,
/// in first-asked order: the ones it loaded, so that generation knows every input it read
/// (config, token and resolver files, templates, partials) however deep in the pipeline it was
/// read, and all of them, found or not, which `generate --watch` watches (a file named but
/// missing may appear later). Asking what a path names (``item(at:)``) or how a file starts
/// (``leadingBytes(of:count:)``) is not a request to load it. Safe to use from several threads at once (outputs render concurrently).
package final class RecordingSourceLoader: SourceLoader, @unchecked Sendable {
    private let base: any SourceLoader
    /// Serializes access to the records: loads may come from several threads at once.
    private let records = DispatchQueue(label: "colorgen.recording-source-loader")
    private var requested: [String] = []
    private var loaded: [String] = []
    private var seenRequested: Set<String> = []
    private var seenLoaded: Set<String> = []

    /// Records what is loaded through `base`.
    package init(_ base: any SourceLoader) {
        self.base = base
    }

    package func load(_ path: String) throws(SourceLoaderError) -> [UInt8] {
        let loading = Result { () throws(SourceLoaderError) in try base.load(path) }
        // Recorded once the load is over, in one turn of the queue: loads on several threads
        // (an asset catalog's color sets) wait on each other only that long.
        records.sync {
            if seenRequested.insert(path).inserted { requested.append(path) }
            if case .success = loading, seenLoaded.insert(path).inserted { loaded.append(path) }
        }
        return try loading.get()
    }

    /// Lists through the base loader. A listing is a request for the folder (so that `--watch`
    /// sees a file added to or taken from it), not a load (the files read from the folder are).
    package func entries(ofFolder path: String) throws(SourceLoaderError) -> [SourceFolderEntry] {
        records.sync { if seenRequested.insert(path).inserted { requested.append(path) } }
        return try base.entries(ofFolder: path)
    }

    package func item(at path: String) -> FileSystemItem {
        base.item(at: path)
    }

    package func items(at paths: [String]) -> [FileSystemItem] {
        base.items(at: paths)
    }

    package func leadingBytes(of path: String, count: Int) -> [UInt8]? {
        base.leadingBytes(of: path, count: count)
    }

    /// Every path loaded successfully so far, in the order first loaded.
    package var loadedPaths: [String] {
        records.sync { loaded }
    }

    /// Every path asked for so far, found or not, each once, in the order first asked for: the
    /// files loaded or tried and the folders listed or tried.
    package var requestedPaths: [String] {
        records.sync { requested }
    }
}
