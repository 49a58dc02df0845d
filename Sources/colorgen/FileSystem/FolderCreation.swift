// `mkdir -p` for output folders, whose failure names the operating system's reason.
import SourceDiagnostics
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `mkdir -p` whose failure names the operating system's reason.
enum FolderCreation {
    /// Creates `folder` and the folders above it; a failure is reported for `target`.
    ///
    /// Tries `mkdir` first and looks further only when it fails, so that a folder whose parent
    /// exists (each folder of a catalog written parents first) costs one system call.
    static func create(_ folder: String, for target: String) throws(OutputWriter.Failure) {
        guard !folder.isEmpty, folder != "." else { return }
        if mkdir(folder, 0o755) == 0 { return }
        if errno == ENOENT || errno == ENOTDIR {
            let parent = SourcePath.directory(of: folder)
            if !parent.isEmpty && parent != folder { try create(parent, for: target) }
            if mkdir(folder, 0o755) == 0 { return }
        }
        guard errno == EEXIST else {
            throw OutputWriter.Failure(path: target, reason: "cannot create folder '\(folder)': \(String(cString: strerror(errno)))")
        }
        var status = stat()
        guard stat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            throw OutputWriter.Failure(path: target, reason: "cannot create folder '\(folder)': \(String(cString: strerror(ENOTDIR)))")
        }
    }
}
