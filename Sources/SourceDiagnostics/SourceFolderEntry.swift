// One entry of a folder a SourceLoader lists: its name and whether it is a folder itself.

/// One entry of a folder, as ``SourceLoader/entries(ofFolder:)`` lists it.
public struct SourceFolderEntry: Hashable, Sendable {
    /// The entry's name inside the folder (no slash).
    public var name: String
    /// Whether the entry is a folder (after following a symbolic link); otherwise a file.
    public var isFolder: Bool

    /// Creates an entry.
    public init(name: String, isFolder: Bool) {
        self.name = name
        self.isFolder = isFolder
    }
}
