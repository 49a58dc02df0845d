// What a path names on disk (canonical path, kind, device and inode) for the output-safety checks.
import Platform
import SourceDiagnostics

extension DiskSourceLoader {
    /// What `path` names on disk: its canonical path (absolute, with `.`, `..` and every symbolic
    /// link resolved as far as the path exists; the missing rest folded lexically), the kind of
    /// item it leads to and its device and inode.
    public func item(at path: String) -> FileSystemItem {
        let canonical = Self.canonicalPath(path, in: fileSystem)
        guard let found = fileSystem.kind(at: path, followingLinks: true) else {
            return FileSystemItem(canonicalPath: canonical, kind: .nothing)
        }
        let fingerprint = fileSystem.fingerprint(of: path)
        return FileSystemItem(canonicalPath: canonical, kind: FileSystemItem.Kind(found), fileID: "\(fingerprint.device):\(fingerprint.fileNumber)")
    }

    /// What each of `paths` names, as ``item(at:)`` says, for many paths at once: a path whose
    /// last part is no symbolic link costs one `lstat`, and its folders one each the first
    /// time a path in them is met (an asset catalog's thousands of `Contents.json` lie in folders
    /// of a few groups); any other path is answered by ``item(at:)``.
    public func items(at paths: [String]) -> [FileSystemItem] {
        let workingDirectory = fileSystem.workingDirectory
        var canonicalFolders: [String: String] = [:]
        return paths.map { path in
            let absolute = path.hasPrefix("/") ? path : workingDirectory + "/" + path
            guard let (folder, name) = Self.split(absolute), let status = fileSystem.status(at: absolute),
                  status.kind != .symbolicLink else {
                return item(at: path)
            }
            let canonicalFolder = canonical(folder: folder, known: &canonicalFolders)
            return FileSystemItem(canonicalPath: (canonicalFolder == "/" ? "" : canonicalFolder) + "/" + name,
                                  kind: FileSystemItem.Kind(status.kind),
                                  fileID: "\(status.fingerprint.device):\(status.fingerprint.fileNumber)")
        }
    }

    /// The canonical path of the absolute `folder`: its parent's and its name when it is a folder
    /// and no symbolic link, else ``canonicalPath(_:in:)``; `known` keeps every folder resolved.
    private func canonical(folder: String, known: inout [String: String]) -> String {
        if let resolved = known[folder] { return resolved }
        let resolved: String
        if let (parent, name) = Self.split(folder), parent != "/", fileSystem.kind(at: folder, followingLinks: false) == .directory {
            let canonicalParent = canonical(folder: parent, known: &known)
            resolved = (canonicalParent == "/" ? "" : canonicalParent) + "/" + name
        } else {
            resolved = Self.canonicalPath(folder, in: fileSystem)
        }
        known[folder] = resolved
        return resolved
    }

    /// The folder and last part of the absolute `path`; nil when the last part is empty, `.` or `..`.
    private static func split(_ path: String) -> (folder: String, name: Substring)? {
        guard let slash = path.lastIndex(of: "/") else { return nil }
        let name = path[path.index(after: slash)...]
        guard !name.isEmpty, name != ".", name != ".." else { return nil }
        return (slash == path.startIndex ? "/" : String(path[..<slash]), name)
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

extension FileSystemItem.Kind {
    /// The kind of an item the file system found (a symbolic link only where links are not followed).
    init(_ kind: FileKind) {
        switch kind {
        case .regularFile: self = .regularFile
        case .directory: self = .directory
        case .other(let description): self = .other(description)
        case .symbolicLink: self = .other("a symbolic link")
        }
    }
}
