// Turns the byte offsets a flat JSON storage keeps for its nodes back into lines and columns.
import SourceDiagnostics

/// The line and column of every node of a ``JSONStorage``, kept as few checkpoints rather than one
/// position per node.
///
/// Positions are recorded in increasing offset order. A checkpoint is an offset with its line and
/// column; a later offset on the same line with no multi-byte character in between is the
/// checkpoint's column plus the distance, so only the first node of each line, and the first after
/// a multi-byte character, needs a checkpoint of its own. Finding a position is a binary search.
struct PositionIndex: Sendable {
    private var offsets: [UInt32] = []
    private var lines: [UInt32] = []
    private var columns: [UInt32] = []

    /// Records that `offset` (no smaller than any offset recorded before) is at `position`.
    @inline(__always)
    mutating func record(_ offset: UInt32, at position: TextPosition) {
        if let last = offsets.last, lines[lines.count - 1] == UInt32(position.line),
           Int(columns[columns.count - 1]) + Int(offset - last) == position.column {
            return
        }
        offsets.append(offset)
        lines.append(UInt32(position.line))
        columns.append(UInt32(position.column))
    }

    /// The position of a recorded `offset`.
    func position(of offset: UInt32) -> TextPosition {
        var low = 0
        var high = offsets.count
        // The last checkpoint at or before `offset`.
        while high - low > 1 {
            let middle = (low + high) / 2
            if offsets[middle] <= offset { low = middle } else { high = middle }
        }
        guard low < offsets.count else { return .start }
        return TextPosition(line: Int(lines[low]), column: Int(columns[low]) + Int(offset - offsets[low]))
    }
}
