// Lists everything inside a folder at any depth without following symbolic links.
import Platform

/// Everything inside a folder, at any depth, by path relative to it, in no particular order.
/// Symbolic links are listed, never followed, so nothing outside the folder is ever looked at
/// through one.
///
/// Read through ``FileSystem/entries(of:)``, whose entries carry their kind where the system's
/// listing gives it: an asset catalog of thousands of folders is listed with a few system calls
/// per folder.
public struct DirectoryContents {
    /// Regular files.
    public private(set) var files: [String] = []
    /// The folder each of ``files`` lies in: its index in ``folders``, nil for the listed folder itself.
    private(set) var fileFolders: [Int?] = []
    /// Folders.
    public private(set) var folders: [String] = []
    /// The folder each of ``folders`` lies in: its index in ``folders``, nil for the listed folder itself.
    private(set) var folderParents: [Int?] = []
    /// Anything else: symbolic links, sockets, devices.
    public private(set) var others: [String] = []

    /// Lists the folder at `path` in `fileSystem`.
    public init(listing path: String, in fileSystem: any FileSystem) throws(FileSystemError) {
        var pending: [(relative: String, index: Int?)] = [("", nil)]
        while let (relative, index) = pending.popLast() {
            let folder = relative.isEmpty ? path : path + "/" + relative
            for (name, listedKind) in try fileSystem.entries(of: folder) {
                let entry = relative.isEmpty ? name : relative + "/" + name
                switch listedKind ?? fileSystem.kind(at: path + "/" + entry, followingLinks: false) {
                case .directory?:
                    pending.append((entry, folders.count))
                    folders.append(entry)
                    folderParents.append(index)
                case .regularFile?:
                    files.append(entry)
                    fileFolders.append(index)
                default:
                    others.append(entry)
                }
            }
        }
    }
}
