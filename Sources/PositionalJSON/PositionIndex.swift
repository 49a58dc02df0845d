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
    /// An offset with its line and column.
    private struct Checkpoint {
        var offset: UInt32
        var line: UInt32
        var column: UInt32
    }

    private var checkpoints: [Checkpoint] = []
    /// The last checkpoint's line, and its column less its offset: what a later offset on the
    /// same line has when it needs no checkpoint of its own (kept apart, so that most records
    /// read no array).
    private var lastLine = -1
    private var lastColumnLessOffset = 0

    /// Makes room for `count` checkpoints.
    mutating func reserveCapacity(_ count: Int) {
        checkpoints.reserveCapacity(count)
    }

    /// Records that `offset` (no smaller than any offset recorded before) is at `position`.
    @inline(__always)
    mutating func record(_ offset: UInt32, at position: TextPosition) {
        if position.line == lastLine && position.column - Int(offset) == lastColumnLessOffset {
            return
        }
        lastLine = position.line
        lastColumnLessOffset = position.column - Int(offset)
        checkpoints.append(Checkpoint(offset: offset, line: UInt32(position.line), column: UInt32(position.column)))
    }

    /// The position of a recorded `offset`.
    func position(of offset: UInt32) -> TextPosition {
        checkpoints.withUnsafeBufferPointer { checkpoints in
            var low = 0
            var high = checkpoints.count
            // The last checkpoint at or before `offset`.
            while high - low > 1 {
                let middle = (low + high) / 2
                if checkpoints[middle].offset <= offset { low = middle } else { high = middle }
            }
            guard low < checkpoints.count else { return .start }
            let checkpoint = checkpoints[low]
            return TextPosition(line: Int(checkpoint.line), column: Int(checkpoint.column) + Int(offset - checkpoint.offset))
        }
    }
}
