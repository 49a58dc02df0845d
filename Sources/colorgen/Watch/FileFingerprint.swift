// A file's existence, size, modification time and inode, compared by polling to detect changes.
import Foundation

/// What polling compares to see that a file changed: whether it exists, its size, modification
/// time and file number (an editor that saves by renaming a new file over the old changes it).
struct FileFingerprint: Equatable {
    var exists: Bool
    var size: UInt64 = 0
    var modified: Date?
    var fileNumber: UInt64 = 0

    /// The file at `path` as it is now.
    init(of path: String) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
            exists = false
            return
        }
        exists = true
        size = (attributes[.size] as? NSNumber)?.uint64Value ?? 0
        modified = attributes[.modificationDate] as? Date
        fileNumber = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0
    }

    /// The fingerprints of `paths`.
    static func of(_ paths: [String]) -> [String: FileFingerprint] {
        Dictionary(paths.map { ($0, FileFingerprint(of: $0)) }, uniquingKeysWith: { first, _ in first })
    }
}
