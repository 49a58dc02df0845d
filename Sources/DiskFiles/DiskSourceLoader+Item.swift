// What a path names on disk (canonical path, kind, device and inode) for the output-safety checks.
import Platform
import SourceDiagnostics

extension DiskSourceLoader {
    /// What `path` names on disk: its canonical path (absolute, with `.`, `..` and every symbolic
    /// link resolved as far as the path exists; the missing rest folded lexically), the kind of
    /// item it leads to and its device and inode.
    public func item(at path: String) -> FileSystemItem {
        let canonical = Self.canonicalPath(path, in: fileSystem)
        let kind: FileSystemItem.Kind
        switch fileSystem.kind(at: path, followingLinks: true) {
        case nil: return FileSystemItem(canonicalPath: canonical, kind: .nothing)
        case .regularFile?: kind = .regularFile
        case .directory?: kind = .directory
        case .other(let description)?: kind = .other(description)
        case .symbolicLink?: kind = .other("a symbolic link")
        }
        let fingerprint = fileSystem.fingerprint(of: path)
        return FileSystemItem(canonicalPath: canonical, kind: kind, fileID: "\(fingerprint.device):\(fingerprint.fileNumber)")
    }

    /// The first `count` bytes of the regular file at `path` (links followed); nil for anything
    /// else, which is never opened (a FIFO would block, a device never end).
    public func leadingBytes(of path: String, count: Int) -> [UInt8]? {
        guard fileSystem.kind(at: path, followingLinks: true) == .regularFile else { return nil }
        return try? fileSystem.read(path, limit: count)
    }

    /// `path` made absolute, resolved by `realpath(3)` up to its longest existing prefix, with the
    /// rest (which cannot hold symbolic links, since it does not exist) appended and folded.
    public static func canonicalPath(_ path: String, in fileSystem: any FileSystem = SystemFileSystem()) -> String {
        let absolute = path.hasPrefix("/") ? path : fileSystem.workingDirectory + "/" + path
        let parts = absolute.split(separator: "/", omittingEmptySubsequences: true)
        for count in stride(from: parts.count, through: 0, by: -1) {
            let prefix = "/" + parts[..<count].joined(separator: "/")
            guard let resolved = fileSystem.realPath(prefix) else { continue }
            let rest = parts[count...].joined(separator: "/")
            return SourcePath.normalize(resolved + (rest.isEmpty ? "" : "/" + rest))
        }
        return SourcePath.normalize(absolute)
    }
}
