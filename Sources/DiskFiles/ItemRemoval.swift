// Deletes a file, link or whole folder (`rm -rf` of one path), never following a symbolic link.
import Platform

/// Deletes what is at a path: a file or a symbolic link itself, or a folder with everything in
/// it. A link inside the folder is deleted, never followed, so nothing outside is touched.
enum ItemRemoval {
    /// Deletes the item at `path` in `fileSystem`; true when it existed and is gone, false when
    /// nothing was there. When something cannot be deleted, everything else that can be still
    /// is, and the first item that could not is thrown with its reason (e.g. "Operation not
    /// permitted").
    @discardableResult
    static func remove(_ path: String, in fileSystem: any FileSystem) throws(FileSystemError) -> Bool {
        guard let kind = fileSystem.kind(at: path, followingLinks: false) else { return false }
        guard kind == .directory else {
            try fileSystem.removeFile(path)
            return true
        }
        let contents = try DirectoryContents(listing: path, in: fileSystem)
        var firstFailure: FileSystemError?
        func attempt(_ remove: () throws(FileSystemError) -> Void) {
            do throws(FileSystemError) { try remove() } catch { firstFailure = firstFailure ?? error }
        }
        for item in contents.files + contents.others {
            attempt { () throws(FileSystemError) in try fileSystem.removeFile(path + "/" + item) }
        }
        // Listed parents first, so emptied in reverse: every folder after the folders inside it.
        for folder in contents.folders.reversed() {
            attempt { () throws(FileSystemError) in try fileSystem.removeFolder(path + "/" + folder) }
        }
        if let firstFailure { throw firstFailure }
        try fileSystem.removeFolder(path)
        return true
    }
}
