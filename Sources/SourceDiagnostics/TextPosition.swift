/// A 1-based line and column in a source text.
///
/// Columns count Unicode scalars from the start of the line, so a position points at the same
/// character in every editor whatever the text's script. Stored as 32-bit values to keep
/// parsed documents small.
public struct TextPosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    private let storedLine: UInt32
    private let storedColumn: UInt32

    /// The 1-based line number.
    public var line: Int { Int(storedLine) }
    /// The 1-based column, in Unicode scalars.
    public var column: Int { Int(storedColumn) }

    /// Creates a position; values are clamped to the representable range.
    public init(line: Int, column: Int) {
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
    }

    /// The start of a text.
    public static let start = TextPosition(line: 1, column: 1)

    public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
        (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}
