/// One file an output produces: where it goes and its exact bytes.
public struct RenderedFile: Hashable, Sendable {
    /// The file's path, resolved against the config's folder (or the output folder override).
    public var path: String
    /// The file's contents.
    public var bytes: [UInt8]

    /// Creates a rendered file.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// Creates a rendered file from text, written as UTF-8.
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}
