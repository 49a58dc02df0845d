/// What a path names on disk, as far as checking outputs against inputs needs to know: where it
/// really leads once `.`, `..` and symbolic links are resolved, and what kind of item is there.
///
/// The core never asks the file system itself; a ``SourceLoader`` answers through
/// ``SourceLoader/item(at:)``.
public struct FileSystemItem: Hashable, Sendable {
    /// What kind of item a path leads to, after following symbolic links.
    public enum Kind: Hashable, Sendable {
        /// Nothing is there (or a symbolic link leads nowhere).
        case nothing
        /// A regular file.
        case regularFile
        /// A folder.
        case directory
        /// Anything else, named for messages: "a FIFO", "a socket", "a character device", ...
        case other(String)
    }

    /// The path with `.`, `..` and every symbolic link resolved (as far as the path exists);
    /// two paths that lead to one place have the same canonical path.
    public var canonicalPath: String
    /// What is there.
    public var kind: Kind
    /// An identity of the existing item independent of its path (device and inode), so that
    /// hard links to one file are recognised as one; nil when nothing is there or unknown.
    public var fileID: String?

    /// Creates a description of what a path names.
    public init(canonicalPath: String, kind: Kind, fileID: String? = nil) {
        self.canonicalPath = canonicalPath
        self.kind = kind
        self.fileID = fileID
    }

    /// Whether `other` is the same place on disk.
    func isSame(as other: FileSystemItem) -> Bool {
        if let fileID, let otherID = other.fileID, fileID == otherID { return true }
        return canonicalPath == other.canonicalPath
    }

    /// Whether `other` lies inside this item's path (at any depth). The relative folder `.` (a
    /// loader without a file system) holds every relative path that does not climb out of it.
    package func contains(_ other: FileSystemItem) -> Bool {
        if canonicalPath == "." {
            return !other.canonicalPath.hasPrefix("/") && other.canonicalPath != ".." && !other.canonicalPath.hasPrefix("../")
        }
        let prefix = canonicalPath.hasSuffix("/") ? canonicalPath : canonicalPath + "/"
        return other.canonicalPath.hasPrefix(prefix)
    }
}

extension SourceLoader {
    /// Without a file system: the path with `.` and `..` folded, a regular file when it loads.
    public func item(at path: String) -> FileSystemItem {
        let normalized = SourcePath.normalize(path)
        return FileSystemItem(canonicalPath: normalized, kind: (try? load(normalized)) == nil ? .nothing : .regularFile)
    }

    /// Without a file system: the start of what ``load(_:)`` gives.
    public func leadingBytes(of path: String, count: Int) -> [UInt8]? {
        (try? load(SourcePath.normalize(path))).map { Array($0.prefix(count)) }
    }
}
