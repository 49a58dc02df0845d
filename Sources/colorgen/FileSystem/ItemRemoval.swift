// Deletes a file, link or whole folder (`rm -rf` of one path), never following a symbolic link.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Deletes what is at a path: a file or a symbolic link itself, or a folder with everything in
/// it. A link inside the folder is deleted, never followed, so nothing outside is touched.
enum ItemRemoval {
    /// An item that could not be deleted, and the operating system's reason.
    struct Failure: Error, Equatable {
        var path: String
        var reason: String
    }

    /// Deletes the item at `path`; true when it existed and is gone, false when nothing was
    /// there. When something cannot be deleted, everything else that can be still is, and the
    /// first item that could not is thrown with its reason (e.g. "Operation not permitted").
    @discardableResult
    static func remove(_ path: String) throws(Failure) -> Bool {
        guard let kind = DirectoryContents.kind(at: path) else { return false }
        guard kind == .directory else {
            try removeItem(path, with: unlink)
            return true
        }
        let contents: DirectoryContents
        do {
            contents = try DirectoryContents(listing: path)
        } catch {
            throw Failure(path: error.path, reason: error.reason)
        }
        var firstFailure: Failure?
        func attempt(_ item: String, with call: (UnsafePointer<CChar>) -> Int32) {
            do throws(Failure) { try removeItem(item, with: call) } catch { firstFailure = firstFailure ?? error }
        }
        for item in contents.files + contents.others { attempt(path + "/" + item, with: unlink) }
        // Listed parents first, so emptied in reverse: every folder after the folders inside it.
        for folder in contents.folders.reversed() { attempt(path + "/" + folder, with: rmdir) }
        if let firstFailure { throw firstFailure }
        try removeItem(path, with: rmdir)
        return true
    }

    /// `call` (`unlink` or `rmdir`) on `path`, its failure thrown with `errno`'s text.
    private static func removeItem(_ path: String, with call: (UnsafePointer<CChar>) -> Int32) throws(Failure) {
        guard call(path) == 0 else { throw Failure(path: path, reason: String(cString: strerror(errno))) }
    }
}
