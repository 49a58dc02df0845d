// Listing a folder on disk for the input forms that are folders (an asset catalog, an Android res/).
import Platform
import SourceDiagnostics

extension DiskSourceLoader {
    /// The entries of the folder at `path`, sorted by name, each a folder when it is one or a
    /// symbolic link leading to one (asked of the file system when the listing does not say); an error when `path` is not a folder or cannot be listed.
    public func entries(ofFolder path: String) throws(SourceLoaderError) -> [SourceFolderEntry] {
        switch fileSystem.kind(at: path, followingLinks: true) {
        case nil: throw SourceLoaderError(reason: "no such folder")
        case .directory?: break
        default: throw SourceLoaderError(reason: "not a folder")
        }
        let listed: [(name: String, kind: FileKind?)]
        do {
            listed = try fileSystem.entries(of: path)
        } catch {
            throw SourceLoaderError(reason: "cannot be listed")
        }
        let folder = path.hasSuffix("/") ? path : path + "/"
        return listed.map { entry in
            let kind = entry.kind == nil || entry.kind == .symbolicLink ? fileSystem.kind(at: folder + entry.name, followingLinks: true) : entry.kind
            return SourceFolderEntry(name: entry.name, isFolder: kind == .directory)
        }.sorted { $0.name < $1.name }
    }
}
