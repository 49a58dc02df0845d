/// Supplies file contents to the core, which never touches the file system itself.
///
/// The command-line tool passes one backed by the disk; tests pass ``InMemorySourceLoader``.
public protocol SourceLoader: Sendable {
    /// The bytes of the file at `path`, whatever it holds (JSON, XML, any text). `path` is already
    /// resolved against the file that mentions it (see ``SourcePath``); throw ``SourceLoaderError``
    /// when it cannot be read.
    func load(_ path: String) throws(SourceLoaderError) -> [UInt8]

    /// The entries of the folder at `path`, sorted by name, for input forms that are folders (an
    /// asset catalog, an Android `res/`); throw ``SourceLoaderError`` when `path` is not a folder
    /// (the default: a loader without folders).
    func entries(ofFolder path: String) throws(SourceLoaderError) -> [SourceFolderEntry]

    /// What `path` names: where it leads once `.`, `..` and symbolic links are resolved, and
    /// what is there. Generation uses it so that no output overwrites an input or another output
    /// (the default folds `.` and `..` only and asks ``load(_:)``).
    func item(at path: String) -> FileSystemItem

    /// What each of `paths` names, in order, as ``item(at:)`` says: one call for many paths, which
    /// a loader on a file system answers at less cost (the default asks ``item(at:)`` for each).
    func items(at paths: [String]) -> [FileSystemItem]

    /// The first `count` bytes (or fewer, the whole file) of the regular file at `path`, without
    /// counting as reading an input; nil when no regular file is there. Generation uses it to
    /// recognise a file colorgen wrote before replacing it (the default asks ``load(_:)``).
    func leadingBytes(of path: String, count: Int) -> [UInt8]?
}

extension SourceLoader {
    /// ``item(at:)`` for each path.
    public func items(at paths: [String]) -> [FileSystemItem] {
        paths.map { item(at: $0) }
    }

    /// A loader without folders: every path is "not a folder".
    public func entries(ofFolder path: String) throws(SourceLoaderError) -> [SourceFolderEntry] {
        throw SourceLoaderError(reason: "not a folder")
    }
}

/// Why a file could not be loaded.
public struct SourceLoaderError: Error, Hashable, Sendable {
    /// A human-readable reason, e.g. "no such file".
    public var reason: String

    /// Creates an error with a reason.
    public init(reason: String) {
        self.reason = reason
    }
}

/// A ``SourceLoader`` over a fixed set of files held in memory; a folder is any path that some
/// file's path starts with, followed by a slash.
public struct InMemorySourceLoader: SourceLoader {
    /// Contents by path.
    public var files: [String: [UInt8]]

    /// Creates a loader over files given as bytes.
    public init(files: [String: [UInt8]]) {
        self.files = files
    }

    /// Creates a loader over files given as text.
    public init(texts: [String: String]) {
        self.files = texts.mapValues { Array($0.utf8) }
    }

    public func load(_ path: String) throws(SourceLoaderError) -> [UInt8] {
        guard let bytes = files[SourcePath.normalize(path)] ?? files[path] else {
            throw SourceLoaderError(reason: "no such file")
        }
        return bytes
    }

    public func entries(ofFolder path: String) throws(SourceLoaderError) -> [SourceFolderEntry] {
        let folder = SourcePath.normalize(path)
        let prefix = folder.isEmpty || folder == "." ? "" : folder.hasSuffix("/") ? folder : folder + "/"
        var entries: [String: Bool] = [:]
        for file in files.keys {
            let normalized = SourcePath.normalize(file)
            guard normalized.hasPrefix(prefix), normalized.count > prefix.count else { continue }
            let rest = normalized.dropFirst(prefix.count)
            let name = rest.prefix { $0 != "/" }
            entries[String(name), default: false] = entries[String(name)] == true || name.count < rest.count
        }
        guard !entries.isEmpty else { throw SourceLoaderError(reason: files[folder] == nil ? "no such folder" : "not a folder") }
        return entries.sorted { $0.key < $1.key }.map { SourceFolderEntry(name: $0.key, isFolder: $0.value) }
    }
}
