/// A place in a named source file: what a diagnostic points at.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file's path as the user named it (never made absolute by the core).
    public var path: String
    /// The line and column inside the file.
    public var position: TextPosition

    /// Creates a location.
    public init(path: String, position: TextPosition) {
        self.path = path
        self.position = position
    }

    /// Creates a location from a line and column.
    public init(path: String, line: Int, column: Int) {
        self.init(path: path, position: TextPosition(line: line, column: column))
    }

    /// `path:line:column`.
    public var description: String { "\(path):\(position.line):\(position.column)" }
}
