/// One file an output produces: where it goes and its exact bytes.
public struct RenderedFile: Hashable, Sendable {
    /// The file's path, resolved against the config's folder (or the output folder override).
    public var path: String
    /// The file's contents.
    public var bytes: [UInt8]
    /// The folder the file's output owns entirely, when the file lies in one (the files of an
    /// asset catalog); `nil` for a file written on its own.
    public var ownedDirectory: OwnedDirectory?

    /// Creates a rendered file.
    public init(path: String, bytes: [UInt8], ownedDirectory: OwnedDirectory? = nil) {
        self.path = path
        self.bytes = bytes
        self.ownedDirectory = ownedDirectory
    }

    /// Creates a rendered file from text, written as UTF-8.
    public init(path: String, text: String, ownedDirectory: OwnedDirectory? = nil) {
        self.init(path: path, bytes: Array(text.utf8), ownedDirectory: ownedDirectory)
    }
}
