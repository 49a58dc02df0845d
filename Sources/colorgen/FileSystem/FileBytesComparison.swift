// Whether a file on disk already holds given bytes: the check that leaves unchanged outputs untouched.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Compares a file's contents with the bytes an output should hold, with plain system calls
/// (open, read, close) and one whole-buffer comparison: outputs that did not change are never
/// rewritten, and an asset catalog of thousands of files is checked at the file system's pace.
enum FileBytesComparison {
    /// Whether the regular file at `path` holds exactly `bytes`; false when it cannot be read
    /// (missing, a folder, no permission) or differs in length or content.
    static func file(at path: String, holds bytes: [UInt8]) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        // One byte more than expected, so that a longer file shows as a read past the end.
        var stored = [UInt8](repeating: 0, count: bytes.count + 1)
        var filled = 0
        while filled < stored.count {
            let count = stored.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return false }
            guard count > 0 else { break }
            filled += count
        }
        guard filled == bytes.count else { return false }
        return bytes.isEmpty || stored.withUnsafeBytes { stored in
            bytes.withUnsafeBytes { wanted in memcmp(stored.baseAddress!, wanted.baseAddress!, wanted.count) == 0 }
        }
    }
}
