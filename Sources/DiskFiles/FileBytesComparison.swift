// Whether a file on disk already holds given bytes: the check that leaves unchanged outputs untouched.
import Platform

/// Compares a file's contents with bytes, reading no more of it than needed.
enum FileBytesComparison {
    /// Whether the file at `path` in `fileSystem` exists and holds exactly `bytes`.
    static func file(at path: String, holds bytes: [UInt8], in fileSystem: any FileSystem) -> Bool {
        // One byte more than expected, so that a longer file shows as a read past the end.
        guard let stored = try? fileSystem.read(path, limit: bytes.count + 1) else { return false }
        return stored == bytes
    }
}
