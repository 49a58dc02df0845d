// The SourceLoader that reads input files from disk with read(2) straight into the parser's buffer.
import SourceDiagnostics
import ColorGenKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Gives the core the contents of files on disk.
///
/// Files are read with `read(2)` straight into the byte array the core parses: going through
/// `Data` would hold a second copy of every file (tens of megabytes for large token exports)
/// and copy it once more.
struct DiskSourceLoader: SourceLoader {
    /// `; did you mean 'high-contrast.tokens.json' beside it?` when the folder of the missing
    /// `path` holds a file of nearly the same name: the same but for case and the separators
    /// `-`, `_` and space, or one typo away from it; else nothing.
    static func similarFileHint(for path: String) -> String {
        let folder = SourcePath.directory(of: path)
        guard let name = SourcePath.fileName(of: path),
              let entries = try? DirectoryContents.entries(of: folder.isEmpty ? "." : folder) else { return "" }
        func plain(_ name: String) -> String { String(name.lowercased().unicodeScalars.filter { !"-_ ".unicodeScalars.contains($0) }) }
        let wanted = plain(name)
        let similar = entries.filter { $0.1 != .directory }.map(\.0)
            .map { (file: $0, distance: Suggestion.editDistance(wanted, plain($0))) }
            .filter { $0.distance <= 1 }
            .min { $0.distance < $1.distance }
        return similar.map { "; did you mean '\($0.file)' beside it?" } ?? ""
    }

    func load(_ path: String) throws(SourceLoaderError) -> [UInt8] {
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw SourceLoaderError(reason: "no such file" + Self.similarFileHint(for: path))
        }
        guard status.st_mode & S_IFMT != S_IFDIR else {
            throw SourceLoaderError(reason: "is a directory, not a file")
        }
        guard let bytes = Self.readContents(atPath: path) else {
            throw SourceLoaderError(reason: "cannot be read")
        }
        return bytes
    }

    /// The whole file at `path`, or `nil` when it cannot be opened or read. The size the file
    /// has when opened is only a first guess: a file that grows meanwhile is read to its end.
    private static func readContents(atPath path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        var contents: [UInt8] = []
        // One byte more than the file's size, so that the normal case meets the end in one pass.
        var chunkSize = max(Int(status.st_size), 0) + 1
        while true {
            var outcome = ReadOutcome.filled
            let chunk = [UInt8](unsafeUninitializedCapacity: chunkSize) { buffer, count in
                outcome = fill(buffer, from: descriptor, count: &count)
            }
            if case .failed = outcome { return nil }
            if contents.isEmpty {
                contents = chunk
            } else {
                contents += chunk
            }
            if case .reachedEnd = outcome { return contents }
            chunkSize = max(chunkSize, 1 << 16)
        }
    }

    private enum ReadOutcome {
        case filled
        case reachedEnd
        case failed
    }

    /// Reads from `descriptor` until `buffer` is full or the file ends, counting the bytes read.
    private static func fill(_ buffer: UnsafeMutableBufferPointer<UInt8>, from descriptor: Int32,
                             count: inout Int) -> ReadOutcome {
        count = 0
        while count < buffer.count {
            let result = read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            if result == 0 { return .reachedEnd }
            if result < 0 {
                if errno == EINTR { continue }
                return .failed
            }
            count += result
        }
        return .filled
    }
}
