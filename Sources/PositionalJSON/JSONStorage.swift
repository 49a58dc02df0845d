// The flat form of one parsed or built JSON document: its nodes, its text and its positions.
import SourceDiagnostics

/// Every node of one JSON document in one array, the bytes of its strings, keys and number
/// literals in one buffer, and their positions in a ``PositionIndex``: what ``JSONValue``,
/// ``JSONObject`` and ``JSONArray`` are views into.
///
/// A container's children are contiguous (after a header giving their count unless the
/// container's node can say it), so the n-th element or member is found in constant time; the
/// root is the last node. Text entries are a length
/// (LEB128) followed by UTF-8; the strings nearly every design token repeats come first, written
/// once (``JSONStorageBuilder/commonStrings``). Built once by a ``JSONStorageBuilder`` and never
/// changed, so views share it freely across threads.
final class JSONStorage: Sendable {
    let nodes: [JSONNode]
    let text: [UInt8]
    let positions: PositionIndex

    init(nodes: [JSONNode], text: [UInt8], positions: PositionIndex) {
        self.nodes = nodes
        self.text = text
        self.positions = positions
    }

    /// The index of the root node.
    var rootIndex: UInt32 { UInt32(nodes.count - 1) }

    /// The position of the node at `index`.
    @inline(__always)
    func position(of index: UInt32) -> TextPosition {
        positions.position(of: nodes[Int(index)].offset)
    }

    /// Calls `body` with the bytes of the text entry at `offset`.
    @inline(__always)
    func withText<Result>(at offset: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try text.withUnsafeBufferPointer { buffer in
            let (length, start) = Self.entryLength(in: buffer, at: offset)
            return try body(UnsafeBufferPointer(rebasing: buffer[start..<start + length]))
        }
    }

    /// The string of the text entry at `offset`.
    func string(at offset: Int) -> String {
        if let common = JSONStorageBuilder.commonString(at: offset) { return common }
        return withText(at: offset) { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether the text entry at `offset` holds exactly the UTF-8 of `string`.
    func text(at offset: Int, equals string: String) -> Bool {
        var string = string
        return string.withUTF8 { other in
            withText(at: offset) { $0.hasSameBytes(as: other) }
        }
    }

    /// The length of the text entry at `offset` in `buffer` and where its bytes start.
    @inline(__always)
    static func entryLength(in buffer: UnsafeBufferPointer<UInt8>, at offset: Int) -> (length: Int, start: Int) {
        var length = 0
        var shift = 0
        var index = offset
        while true {
            let byte = buffer[index]
            index += 1
            length |= Int(byte & 0x7F) << shift
            if byte < 0x80 { return (length, index) }
            shift += 7
        }
    }
}
