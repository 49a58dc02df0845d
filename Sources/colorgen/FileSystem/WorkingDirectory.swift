// The process's current folder, for making relative paths absolute.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folder the process runs in.
enum WorkingDirectory {
    /// Its absolute path (`getcwd(3)`), or `.` when it cannot be told (it was deleted).
    static var path: String {
        guard let buffer = getcwd(nil, 0) else { return "." }
        defer { free(buffer) }
        return String(cString: buffer)
    }
}
