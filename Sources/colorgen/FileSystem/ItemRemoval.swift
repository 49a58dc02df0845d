// Deletes a file, link or whole folder (`rm -rf` of one path), never following a symbolic link.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Deletes what is at a path: a file or a symbolic link itself, or a folder with everything in
/// it. A link inside the folder is deleted, never followed, so nothing outside is touched.
enum ItemRemoval {
    /// Deletes the item at `path`; true when it existed and is gone.
    @discardableResult
    static func remove(_ path: String) -> Bool {
        guard let kind = DirectoryContents.kind(at: path) else { return false }
        guard kind == .directory else { return unlink(path) == 0 }
        guard let contents = try? DirectoryContents(listing: path) else { return false }
        for item in contents.files + contents.others {
            unlink(path + "/" + item)
        }
        // Listed parents first, so emptied in reverse: every folder after the folders inside it.
        for folder in contents.folders.reversed() {
            rmdir(path + "/" + folder)
        }
        return rmdir(path) == 0
    }
}
