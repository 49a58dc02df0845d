// Gives the scanner line:column for diagnostics cheaply: columns in scalars, O(n) even on one-line files.
import SourceDiagnostics

/// Turns byte offsets into lines and columns while a scanner moves forward through UTF-8 text.
///
/// Lines are counted as the scanner reports line feeds; columns count Unicode scalars (every
/// byte that is not a UTF-8 continuation byte), computed incrementally so that a whole document
/// costs O(n) even when it is one long line. On a line the scanner has met no multi-byte
/// character on, a column is just the distance from the line's start.
struct PositionTracker {
    private var line = 1
    private var lineStart = 0
    private var countedUpTo = 0
    private var columnAtCounted = 1
    /// Whether the scanner has reported a byte above 0x7F on the current line.
    private var lineHasNonASCII = false

    /// Starts the first line at byte `offset` (after a byte order mark, which takes no column).
    init(firstLineStart offset: Int = 0) {
        lineStart = offset
        countedUpTo = offset
    }

    /// Records a line feed at byte `offset`.
    mutating func newLine(at offset: Int) {
        line += 1
        lineStart = offset + 1
        countedUpTo = lineStart
        columnAtCounted = 1
        lineHasNonASCII = false
    }

    /// Records that the scanner has passed a byte above 0x7F (part of a multi-byte character) on
    /// the current line; it must do so before asking for any position after that byte.
    mutating func noteNonASCII() {
        lineHasNonASCII = true
    }

    /// The position of the byte at `offset` on the current line. Queries in increasing order cost
    /// only the bytes between them; an earlier offset recounts the line from its start.
    mutating func position(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> TextPosition {
        if !lineHasNonASCII {
            return TextPosition(line: line, column: offset - lineStart + 1)
        }
        if offset < countedUpTo {
            countedUpTo = lineStart
            columnAtCounted = 1
        }
        var index = countedUpTo
        var column = columnAtCounted
        if let base = bytes.baseAddress {
            // Eight bytes at a time: a continuation byte is one whose top bit is set and whose
            // next bit is clear.
            while offset - index >= 8 {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                let continuations = word & ~(word << 1) & 0x8080_8080_8080_8080
                column += 8 - continuations.nonzeroBitCount
                index += 8
            }
        }
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        countedUpTo = offset
        columnAtCounted = column
        return TextPosition(line: line, column: column)
    }
}
