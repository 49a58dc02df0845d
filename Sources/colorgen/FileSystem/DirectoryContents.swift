// Lists everything inside a folder at any depth without following symbolic links.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Everything inside a folder, at any depth, by path relative to it, in no particular order.
/// Symbolic links are listed, never followed, so nothing outside the folder is ever looked at
/// through one.
///
/// Read with `opendir`/`readdir`, whose entries carry their kind, and `lstat`: an asset catalog
/// of thousands of folders is listed with a few system calls per folder, where Foundation's
/// listing and attributes take several per entry.
struct DirectoryContents {
    /// Regular files.
    var files: [String] = []
    /// The folder each of ``files`` lies in: its index in ``folders``, nil for the listed folder itself.
    var fileFolders: [Int?] = []
    /// Folders.
    var folders: [String] = []
    /// The folder each of ``folders`` lies in: its index in ``folders``, nil for the listed folder itself.
    var folderParents: [Int?] = []
    /// Anything else: symbolic links, sockets, devices.
    var others: [String] = []

    /// What an item of a folder is.
    enum Kind {
        case directory
        case regular
        case symbolicLink
        /// Sockets, devices, pipes.
        case other
    }

    /// The kind of item at `path` without following a final symbolic link, or nil when nothing is there.
    static func kind(at path: String) -> Kind? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .regular
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    /// Lists the folder at `path`.
    init(listing path: String) throws(OutputWriter.Failure) {
        var pending: [(relative: String, index: Int?)] = [("", nil)]
        while let (relative, index) = pending.popLast() {
            let folder = relative.isEmpty ? path : path + "/" + relative
            for (name, listedKind) in try Self.entries(of: folder) {
                let entry = relative.isEmpty ? name : relative + "/" + name
                switch listedKind ?? Self.kind(at: path + "/" + entry) {
                case .directory?:
                    pending.append((entry, folders.count))
                    folders.append(entry)
                    folderParents.append(index)
                case .regular?:
                    files.append(entry)
                    fileFolders.append(index)
                default:
                    others.append(entry)
                }
            }
        }
    }

    /// Whether the folder at `path` holds nothing at all; reads only its first entries.
    static func isEmpty(_ path: String) throws(OutputWriter.Failure) -> Bool {
        var isEmpty = true
        try forEachEntry(of: path) { _ in
            isEmpty = false
            return false
        }
        return isEmpty
    }

    /// The names of the items directly in `folder` (without `.` and `..`), in no particular order.
    static func names(in folder: String) throws(OutputWriter.Failure) -> [String] {
        try entries(of: folder).map(\.0)
    }

    /// The names in `folder` (without `.` and `..`), in the order the file system lists them,
    /// each with its kind when the file system reports it in the listing (nil: ask ``kind(at:)``).
    /// The names and kinds (when the listing says) of the items directly inside `folder`.
    static func entries(of folder: String) throws(OutputWriter.Failure) -> [(String, Kind?)] {
        var entries: [(String, Kind?)] = []
        try forEachEntry(of: folder) { entry in
            let name = withUnsafePointer(to: entry.pointee.d_name) { field in
                String(cString: UnsafeRawPointer(field).assumingMemoryBound(to: CChar.self))
            }
            let kind: Kind? = switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): .directory
            case Int32(DT_REG): .regular
            case Int32(DT_LNK): .symbolicLink
            case Int32(DT_UNKNOWN): nil
            default: .other
            }
            entries.append((name, kind))
            return true
        }
        return entries
    }

    /// Calls `body` with each entry of `folder` but `.` and `..` while it returns true.
    private static func forEachEntry(of folder: String, _ body: (UnsafeMutablePointer<dirent>) -> Bool)
        throws(OutputWriter.Failure) {
        guard let stream = opendir(folder) else {
            throw OutputWriter.Failure(path: folder, reason: "cannot list the folder: \(String(cString: strerror(errno)))")
        }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let isDotOrDotDot = withUnsafeBytes(of: entry.pointee.d_name) { name in
                name[0] == UInt8(ascii: ".") && (name[1] == 0 || (name[1] == UInt8(ascii: ".") && name[2] == 0))
            }
            if !isDotOrDotDot && !body(entry) { return }
        }
    }
}
