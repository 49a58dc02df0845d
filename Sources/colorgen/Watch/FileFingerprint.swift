// A file's existence, size, modification time and inode, compared by polling to detect changes.
// Darwin first, so that the stub Darwin of Tests/Stubs/DarwinC type-checks the macOS path on Linux.
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// What polling compares to see that a file changed: whether it exists, its size, modification
/// time and file number (an editor that saves by renaming a new file over the old changes it).
struct FileFingerprint: Equatable {
    var exists: Bool
    var size: Int64 = 0
    /// The modification time, in nanoseconds since 1970.
    var modified: Int64 = 0
    var fileNumber: UInt64 = 0

    /// The file at `path` as it is now (`stat(2)`, following a symbolic link).
    init(of path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else {
            exists = false
            return
        }
        exists = true
        size = Int64(status.st_size)
        // Apple's `stat` names its times `st_…timespec`, glibc's `st_…tim`.
        #if canImport(Darwin)
        modified = Int64(status.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(status.st_mtimespec.tv_nsec)
        #else
        modified = Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
        #endif
        fileNumber = UInt64(status.st_ino)
    }

    /// The fingerprints of `paths`.
    static func of(_ paths: [String]) -> [String: FileFingerprint] {
        Dictionary(paths.map { ($0, FileFingerprint(of: $0)) }, uniquingKeysWith: { first, _ in first })
    }
}
