import ColorGenKit
import Foundation

/// Gives the core the contents of files on disk.
struct DiskSourceLoader: SourceLoader {
    func load(_ path: String) throws(SourceLoaderError) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw SourceLoaderError(reason: "no such file")
        }
        guard !isDirectory.boolValue else {
            throw SourceLoaderError(reason: "is a directory, not a file")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SourceLoaderError(reason: "cannot be read")
        }
        return [UInt8](data)
    }
}
