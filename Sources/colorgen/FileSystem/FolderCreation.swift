// `mkdir -p` for output folders, whose failure names the operating system's reason.
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `mkdir -p` whose failure names the operating system's reason.
enum FolderCreation {
    /// Creates `folder` and the folders above it; a failure is reported for `target`.
    static func create(_ folder: String, for target: String) throws(OutputWriter.Failure) {
        guard !folder.isEmpty, folder != "." else { return }
        var status = stat()
        if stat(folder, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else {
                throw OutputWriter.Failure(path: target, reason: "cannot create folder '\(folder)': \(String(cString: strerror(ENOTDIR)))")
            }
            return
        }
        let parent = (folder as NSString).deletingLastPathComponent
        if !parent.isEmpty && parent != folder { try create(parent, for: target) }
        guard mkdir(folder, 0o755) == 0 || errno == EEXIST else {
            throw OutputWriter.Failure(path: target, reason: "cannot create folder '\(folder)': \(String(cString: strerror(errno)))")
        }
    }
}
