// What a path names on disk (canonical path, kind, device and inode) for the output-safety checks.
import SourceDiagnostics
import ColorGenKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension DiskSourceLoader {
    /// What `path` names on disk: its canonical path (absolute, with `.`, `..` and every symbolic
    /// link resolved as far as the path exists; the missing rest folded lexically), the kind of
    /// item it leads to and its device and inode.
    func item(at path: String) -> FileSystemItem {
        let canonical = Self.canonicalPath(path)
        var status = stat()
        guard stat(path, &status) == 0 else {
            return FileSystemItem(canonicalPath: canonical, kind: .nothing)
        }
        let kind: FileSystemItem.Kind
        switch status.st_mode & S_IFMT {
        case S_IFREG: kind = .regularFile
        case S_IFDIR: kind = .directory
        case S_IFIFO: kind = .other("a FIFO (named pipe)")
        case S_IFSOCK: kind = .other("a socket")
        case S_IFCHR: kind = .other("a character device")
        case S_IFBLK: kind = .other("a block device")
        default: kind = .other("not a file or folder")
        }
        return FileSystemItem(canonicalPath: canonical, kind: kind, fileID: "\(status.st_dev):\(status.st_ino)")
    }

    /// `path` made absolute, resolved by `realpath(3)` up to its longest existing prefix, with the
    /// rest (which cannot hold symbolic links, since it does not exist) appended and folded.
    static func canonicalPath(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : WorkingDirectory.path + "/" + path
        let parts = absolute.split(separator: "/", omittingEmptySubsequences: true)
        for count in stride(from: parts.count, through: 0, by: -1) {
            let prefix = "/" + parts[..<count].joined(separator: "/")
            guard let resolved = realpath(prefix, nil) else { continue }
            defer { free(resolved) }
            let rest = parts[count...].joined(separator: "/")
            return SourcePath.normalize(String(cString: resolved) + (rest.isEmpty ? "" : "/" + rest))
        }
        return SourcePath.normalize(absolute)
    }
}
