// `mkdir -p` for output folders, whose failure names the operating system's reason.
import Platform
import SourceDiagnostics

/// Creates a folder and any missing parents.
enum FolderCreation {
    /// Creates `folder` and its missing parents in `fileSystem`; an existing folder is fine.
    /// Failures name `target`, the output the folder is for.
    static func create(_ folder: String, for target: String, in fileSystem: any FileSystem) throws(OutputWriter.Failure) {
        do {
            try createFolders(folder, in: fileSystem)
        } catch {
            throw OutputWriter.Failure(path: target, reason: "cannot create folder '\(error.path)': \(error.reason)")
        }
    }

    private static func createFolders(_ folder: String, in fileSystem: any FileSystem) throws(FileSystemError) {
        guard !folder.isEmpty, folder != "." else { return }
        do {
            try createFolder(folder, in: fileSystem)
        } catch where error.kind == .notFound || error.kind == .notAFolder {
            let parent = SourcePath.directory(of: folder)
            guard !parent.isEmpty && parent != folder else { throw error }
            try createFolders(parent, in: fileSystem)
            try createFolder(folder, in: fileSystem)
        }
    }

    /// Creates `folder`, whose parent exists; a folder already there (made by another run
    /// meanwhile, say) is fine, anything else there is not.
    private static func createFolder(_ folder: String, in fileSystem: any FileSystem) throws(FileSystemError) {
        do {
            try fileSystem.createFolder(folder)
        } catch where error.kind == .alreadyExists {
            guard fileSystem.kind(at: folder, followingLinks: true) == .directory else {
                throw FileSystemError(path: folder, kind: .notAFolder, reason: "Not a directory")
            }
        }
    }
}
