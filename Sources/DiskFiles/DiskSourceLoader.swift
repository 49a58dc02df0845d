// The SourceLoader that reads input files from disk straight into the parser's buffer.
import Platform
import SourceDiagnostics

/// Gives the core the contents of files on disk.
///
/// Files are read with `read(2)` straight into the byte array the core parses (through
/// ``FileSystem/read(_:limit:)``): going through `Data` would hold a second copy of every file
/// (tens of megabytes for large token exports) and copy it once more.
public struct DiskSourceLoader: SourceLoader {
    /// The file system read from.
    public var fileSystem: any FileSystem

    /// A loader reading `fileSystem`: the real disk, or a test's.
    public init(fileSystem: any FileSystem = SystemFileSystem()) {
        self.fileSystem = fileSystem
    }

    /// `; did you mean 'high-contrast.tokens.json' beside it?` when the folder of the missing
    /// `path` holds a file of nearly the same name: the same but for case and the separators
    /// `-`, `_` and space, or one typo away from it; else nothing.
    func similarFileHint(for path: String) -> String {
        let folder = SourcePath.directory(of: path)
        guard let name = SourcePath.fileName(of: path),
              let entries = try? fileSystem.entries(of: folder.isEmpty ? "." : folder) else { return "" }
        func plain(_ name: String) -> String { String(name.lowercased().unicodeScalars.filter { !"-_ ".unicodeScalars.contains($0) }) }
        let wanted = plain(name)
        let similar = entries.filter { $0.kind != .directory }.map(\.name)
            .map { (file: $0, distance: Suggestion.editDistance(wanted, plain($0))) }
            .filter { $0.distance <= 1 }
            .min { $0.distance < $1.distance }
        return similar.map { "; did you mean '\($0.file)' beside it?" } ?? ""
    }

    /// The bytes of the file at `path`; a missing file's error suggests a similar name beside it.
    public func load(_ path: String) throws(SourceLoaderError) -> [UInt8] {
        switch fileSystem.kind(at: path, followingLinks: true) {
        case nil: throw SourceLoaderError(reason: "no such file" + similarFileHint(for: path))
        case .directory?: throw SourceLoaderError(reason: "is a directory, not a file")
        default: break
        }
        do {
            return try fileSystem.read(path, limit: nil)
        } catch {
            throw SourceLoaderError(reason: "cannot be read")
        }
    }
}
