/// A folder that one output owns entirely, such as an Xcode asset catalog: after writing, the
/// folder holds exactly that output's files, so files no longer generated (the color set of a
/// removed role) are deleted with the rest of the transaction.
///
/// Because a writer deletes whatever else the folder holds, it takes over an existing folder only
/// when the folder holds ``marker``, the file colorgen writes into every folder it owns; a folder
/// without it (a hand-made asset catalog, or `.` itself) is refused, never emptied.
public struct OwnedDirectory: Hashable, Sendable {
    /// The folder's path, resolved like every output path.
    public var path: String
    /// The path, relative to the folder, of the file that shows colorgen wrote it.
    public var marker: String

    /// Creates an owned folder description.
    public init(path: String, marker: String) {
        self.path = path
        self.marker = marker
    }

    /// The path of the marker file.
    public var markerPath: String {
        path + "/" + marker
    }

    /// Whether `filePath` lies inside this folder (at any depth). Paths are compared as the
    /// bytes the file system sees, not as Unicode text.
    public func contains(_ filePath: String) -> Bool {
        let folder = path.utf8
        let file = filePath.utf8
        return file.count > folder.count && file.starts(with: folder)
            && file[file.index(file.startIndex, offsetBy: folder.count)] == UInt8(ascii: "/")
    }
}
