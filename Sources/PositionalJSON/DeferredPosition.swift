// A node's line and column, looked up in its storage's position index only when asked for.
import SourceDiagnostics

/// Where a value or key of a JSON document is, kept as its node until a line and column are
/// needed: readers keep the positions of many keys and values that only a diagnostic would ever
/// read, and finding one is a search of the storage's ``PositionIndex``.
///
/// Holds the storage (a reference count) and the node's index, or a position given as such.
package struct DeferredPosition: Sendable {
    /// The storage the node is in; `nil` when the position was given.
    private let storage: JSONStorage?
    /// The node's index, or the given position's line (high half) and column (low half).
    private let bits: UInt64

    /// A position known already.
    package init(_ position: TextPosition) {
        storage = nil
        bits = UInt64(UInt32(clamping: position.line)) << 32 | UInt64(UInt32(clamping: position.column))
    }

    /// The position of the node at `index` of `storage`.
    init(node index: UInt32, of storage: JSONStorage) {
        self.storage = storage
        bits = UInt64(index)
    }

    /// The line and column.
    package var position: TextPosition {
        guard let storage else {
            return TextPosition(line: Int(bits >> 32), column: Int(bits & 0xFFFF_FFFF))
        }
        return storage.position(of: UInt32(truncatingIfNeeded: bits))
    }
}
