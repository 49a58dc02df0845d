// Builds a JSONStorage: the parser's nodes as it reads them, and values that code puts together.
import SourceDiagnostics

/// Collects the nodes, text and positions of one ``JSONStorage``.
///
/// Values are appended as their containers are read: the children of each open container wait on
/// a stack, and when it closes they are moved into the node array in one block (behind a header
/// when they are more than a node can count), and the container's own node joins its parent's
/// children. The parser appends what it
/// reads at its byte offsets; values built in code (``JSONValue/init(_:at:)``, ``JSONObject``'s
/// and ``JSONArray``'s initializers) are appended or copied from other storages with their
/// positions, each recorded under an offset of its own.
///
/// A text entry equal to one of the ``commonStrings`` is always that string's own entry (the
/// parser looks every string up in a ``CommonStringLookup``, code in ``commonOffset(of:)``), so
/// that comparing two entries' offsets often settles whether they are equal.
struct JSONStorageBuilder: ~Copyable {
    private(set) var nodes: [JSONNode] = []
    private(set) var text: [UInt8]
    private(set) var positions = PositionIndex()
    /// The children of the containers being read, innermost last.
    private var pending = GatheringStack<JSONNode>()
    /// The offset the next built node's position is recorded under.
    private var nextBuiltOffset: UInt32 = 0

    init() {
        text = Self.commonText
    }

    /// Makes room for the nodes and positions of a document of `byteCount` bytes, so that they
    /// are not copied as they grow: a node per 4 bytes and a position checkpoint per 8, more than
    /// almost any document needs (one that needs more grows as usual). Room that is never used
    /// is never touched, so it costs address space, not memory.
    mutating func reserveCapacity(forDocumentOf byteCount: Int) {
        nodes.reserveCapacity(byteCount / 4)
        positions.reserveCapacity(byteCount / 8)
    }

    // MARK: Text

    /// Appends `bytes` as a text entry and returns its offset.
    mutating func appendText(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let offset = text.count
        var length = bytes.count
        while length >= 0x80 {
            text.append(UInt8(truncatingIfNeeded: length) | 0x80)
            length >>= 7
        }
        text.append(UInt8(length))
        text.append(contentsOf: bytes)
        return offset
    }

    /// Appends the UTF-8 of `string` as a text entry and returns its offset.
    mutating func appendText(_ string: String) -> Int {
        if let common = Self.commonOffset(of: string) { return common }
        var string = string
        return string.withUTF8 { appendText($0) }
    }

    /// Calls `body` with the bytes of the text entry at `offset`.
    func withText<Result>(at offset: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        text.withUnsafeBufferPointer { buffer in
            let (length, start) = JSONStorage.entryLength(in: buffer, at: offset)
            return body(UnsafeBufferPointer(rebasing: buffer[start..<start + length]))
        }
    }

    /// Whether the text entries at `first` and `second` hold the same bytes: entries of different
    /// lengths differ in their first byte (the length's lowest bits), which settles most pairs.
    func textEntriesAreEqual(_ first: Int, _ second: Int) -> Bool {
        text.withUnsafeBufferPointer { buffer in
            guard buffer[first] == buffer[second] else { return false }
            let (length, start) = JSONStorage.entryLength(in: buffer, at: first)
            let (otherLength, otherStart) = JSONStorage.entryLength(in: buffer, at: second)
            return length == otherLength && UnsafeBufferPointer(rebasing: buffer[start..<start + length])
                .hasSameBytes(as: UnsafeBufferPointer(rebasing: buffer[otherStart..<otherStart + otherLength]))
        }
    }

    /// Whether nodes and text have grown past what a node can address.
    var isFull: Bool {
        nodes.count >= JSONNode.payloadLimit - 2 || text.count >= JSONNode.payloadLimit - 8
    }

    // MARK: Nodes

    /// Records where the node at byte `offset` is; offsets come in increasing order.
    @inline(__always)
    mutating func record(_ offset: Int, at position: TextPosition) {
        positions.record(UInt32(truncatingIfNeeded: offset), at: position)
    }

    /// How many children the open containers have in all: where the children of a container
    /// opened now start.
    var pendingCount: Int { pending.count }

    /// The pending child at `index`, read or replaced (the parser replaces a repeated key's value).
    subscript(pending index: Int) -> JSONNode {
        get { pending[index] }
        set { pending[index] = newValue }
    }

    /// Adds `node` to the children of the innermost open container.
    @inline(__always)
    mutating func append(_ node: JSONNode) {
        pending.append(node)
    }

    /// Ends the container whose children start at pending index `first`: moves them into the
    /// node array (behind a header unless they are few) and returns the container's node, of
    /// `kind` at `offset`.
    mutating func closeContainer(_ kind: JSONNodeKind, at offset: Int, childrenFrom first: Int,
                                 mayContainBraceStrings: Bool) -> JSONNode {
        let count = pending.count - first
        let payload: Int
        if let headerless = JSONNode.headerlessPayload(first: nodes.count, count: count,
                                                       mayContainBraceStrings: mayContainBraceStrings) {
            payload = headerless
        } else {
            payload = nodes.count
            nodes.append(.header(count: count, mayContainBraceStrings: mayContainBraceStrings))
        }
        pending.moveAll(from: first, appendingTo: &nodes)
        return JSONNode(kind, offset: UInt32(truncatingIfNeeded: offset), payload: payload)
    }

    /// The payload of a number read as `literal`: the literal itself when short, else its text entry.
    @inline(__always)
    mutating func numberPayload(literal: UnsafeBufferPointer<UInt8>) -> Int {
        JSONNode.inlinePayload(literal: literal) ?? appendText(literal)
    }

    /// The storage with `root` as its root value; the builder is left empty.
    mutating func finish(root: JSONNode) -> JSONStorage {
        nodes.append(root)
        defer {
            nodes = []
            text = []
            positions = PositionIndex()
        }
        return JSONStorage(nodes: nodes, text: text, positions: positions)
    }

    // MARK: Built values

    /// The offset a built node at `position` is recorded under.
    mutating func builtOffset(at position: TextPosition) -> UInt32 {
        let offset = nextBuiltOffset
        nextBuiltOffset += 1
        positions.record(offset, at: position)
        return offset
    }

    /// Appends a copy of the value at `index` of `storage` (at `position` instead of its own when
    /// given; what it holds keeps its positions) and returns its node.
    mutating func copy(_ index: UInt32, of storage: JSONStorage, at position: TextPosition? = nil) -> JSONNode {
        let node = storage.nodes[Int(index)]
        let offset = builtOffset(at: position ?? storage.position(of: index))
        switch node.kind {
        case .null, .bool:
            return JSONNode(node.kind, offset: offset, payload: node.payload)
        case .number where node.withInlineLiteral({ _ in true }) != nil:
            return JSONNode(node.kind, offset: offset, payload: node.payload)
        case .number, .builtNumber, .string, .key:
            return JSONNode(node.kind, offset: offset, payload: copyText(at: node.payload, of: storage, kind: node.kind))
        case .array, .object:
            let children = storage.nodes.withUnsafeBufferPointer { node.children(in: $0) }
            let first = pending.count
            for child in children.first..<children.first + children.count {
                let copied = copy(UInt32(child), of: storage)
                append(copied)
            }
            return closeContainer(node.kind, at: Int(offset), childrenFrom: first,
                                  mayContainBraceStrings: children.mayContainBraceStrings)
        }
    }

    /// Appends a copy of the text entry at `offset` of `storage` (with a built number's value).
    private mutating func copyText(at offset: Int, of storage: JSONStorage, kind: JSONNodeKind) -> Int {
        if offset < Self.commonText.count { return offset }
        let copied = storage.withText(at: offset) { appendText($0) }
        if kind == .builtNumber {
            let (length, start) = storage.text.withUnsafeBufferPointer { JSONStorage.entryLength(in: $0, at: offset) }
            text.append(contentsOf: storage.text[start + length..<start + length + 8])
        }
        return copied
    }

    /// Appends a built number, its literal then its value, and returns its text offset.
    mutating func appendNumber(_ number: JSONNumber) -> Int {
        var literal = number.literal
        let offset = literal.withUTF8 { appendText($0) }
        withUnsafeBytes(of: number.double.bitPattern.littleEndian) { text.append(contentsOf: $0) }
        return offset
    }
}
