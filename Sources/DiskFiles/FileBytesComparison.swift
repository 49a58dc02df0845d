// Whether a file on disk already holds given bytes: the check that leaves unchanged outputs untouched.
import Platform

/// Compares a file's contents with bytes, reading no more of it than needed.
enum FileBytesComparison {
    /// Whether the regular file at `path` in `fileSystem` exists and holds exactly `bytes`
    /// (anything else, a FIFO or a device, is never opened: it would block or never end).
    static func file(at path: String, holds bytes: [UInt8], in fileSystem: any FileSystem) -> Bool {
        guard fileSystem.kind(at: path, followingLinks: true) == .regularFile else { return false }
        // One byte more than expected, so that a longer file shows as a read past the end.
        guard let stored = try? fileSystem.read(path, limit: bytes.count + 1) else { return false }
        return stored == bytes
    }
}
