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
    /// `path` holds a file of nearly the same name (but not the same name: a symbolic link there
    /// leads nowhere): the same but for case and the separators `-`, `_` and space, or one typo
    /// away from it; else nothing.
    func similarFileHint(for path: String) -> String {
        let folder = SourcePath.directory(of: path)
        guard let name = SourcePath.fileName(of: path),
              let entries = try? fileSystem.entries(of: folder.isEmpty ? "." : folder) else { return "" }
        func plain(_ name: String) -> String { String(name.lowercased().unicodeScalars.filter { !"-_ ".unicodeScalars.contains($0) }) }
        let wanted = plain(name)
        let similar = entries.filter { $0.kind != .directory && $0.name != name }.map(\.name)
            .compactMap { file in Suggestion.editDistance(wanted, plain(file), atMost: 1).map { (file: file, distance: $0) } }
            .min { $0.distance < $1.distance }
        return similar.map { "; did you mean '\($0.file)' beside it?" } ?? ""
    }

    /// The bytes of the regular file at `path` (links followed). What is there is looked at
    /// before the file is opened, so that a FIFO, a device or a socket is never opened, let alone
    /// waited on or read without end; the read itself refuses anything but a regular file too,
    /// should one be put in place in between. A missing file's error suggests a similar name
    /// beside it; a loop of symbolic links is named as such.
    public func load(_ path: String) throws(SourceLoaderError) -> [UInt8] {
        if let kind = fileSystem.kind(at: path, followingLinks: true), kind != .regularFile {
            throw SourceLoaderError(reason: Self.notAFile(kind))
        }
        do {
            return try fileSystem.read(path, limit: nil)
        } catch {
            switch error.kind {
            case .notFound: throw SourceLoaderError(reason: "no such file" + similarFileHint(for: path))
            case .linkLoop: throw SourceLoaderError(reason: "is a symbolic link that leads back to itself (a loop of links)")
            case .notARegularFile(let kind): throw SourceLoaderError(reason: Self.notAFile(kind))
            default: throw SourceLoaderError(reason: "cannot be read (\(error.reason))")
            }
        }
    }

    /// Why an item of `kind`, not a regular file, is not read.
    private static func notAFile(_ kind: FileKind) -> String {
        switch kind {
        case .directory: "is a directory, not a file"
        case .other(let description): "is \(description), not a regular file: colorgen reads only regular files"
        case .regularFile, .symbolicLink: "is not a regular file: colorgen reads only regular files"
        }
    }
}
