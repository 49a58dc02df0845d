// The SourceLoader that reads input files from disk straight into the parser's buffer.
import Platform
import SourceDiagnostics

/// Gives the core the contents of files on disk.
///
/// Files are read with `read(2)` straight into the byte array the core parses (through
/// ``FileSystem/read(_:limit:)``): going through `Data` would hold a second copy of every file
/// (tens of megabytes for large token exports) and copy it once more.
struct DiskSourceLoader: SourceLoader {
    /// The file system read from.
    var fileSystem: any FileSystem = SystemFileSystem()

    func load(_ path: String) throws(SourceLoaderError) -> [UInt8] {
        switch fileSystem.kind(at: path, followingLinks: true) {
        case nil: throw SourceLoaderError(reason: "no such file")
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
