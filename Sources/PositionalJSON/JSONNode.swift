// One entry of a flat JSON storage: a value, an object key or a container's header, in 64 bits.

/// What a ``JSONNode`` is.
enum JSONNodeKind: UInt8 {
    case null
    /// `true` or `false`: the payload is 1 or 0.
    case bool
    /// A number read from a document: its value is computed from its literal, the text entry.
    case number
    /// A number built by code: its text entry is its literal, then its `Double`'s 8 bytes.
    case builtNumber
    case string, array, object
    /// An object member's key: its value is the node after it.
    case key
}

/// One value or object key of a ``JSONStorage``, packed in 64 bits: where it is written (a byte
/// offset that the storage's ``PositionIndex`` turns into a line and column), its kind, and a
/// payload: for strings, numbers and keys the place of their bytes (a Boolean's value for `bool`) in the storage's text, for
/// arrays and objects the index of their header node (``JSONNode/header(count:mayContainBraceStrings:)``),
/// which the container's children follow — elements, or key and value by turns.
struct JSONNode: Hashable {
    private(set) var bits: UInt64

    /// The largest payload a node holds: text offsets and node indices stay below it.
    static let payloadLimit = 1 << 29

    /// A node of `kind` at `offset` with `payload` (below ``payloadLimit``).
    @inline(__always)
    init(_ kind: JSONNodeKind, offset: UInt32, payload: Int = 0) {
        bits = UInt64(offset) | UInt64(kind.rawValue) << 32 | UInt64(truncatingIfNeeded: payload) << 35
    }

    /// A container's header: how many nodes its children take (twice the member count for an
    /// object), and whether a string value inside may start with `{`.
    @inline(__always)
    static func header(count: Int, mayContainBraceStrings: Bool) -> JSONNode {
        JSONNode(bits: UInt64(truncatingIfNeeded: count) | (mayContainBraceStrings ? 1 << 63 : 0))
    }

    private init(bits: UInt64) {
        self.bits = bits
    }

    /// Where the node is written: a byte offset into the source, or for a built value the index
    /// its position was recorded under.
    @inline(__always)
    var offset: UInt32 { UInt32(truncatingIfNeeded: bits) }

    /// The kind (not meaningful for a header).
    @inline(__always)
    var kind: JSONNodeKind {
        // Three bits: every value is a case.
        unsafeBitCast(UInt8(truncatingIfNeeded: bits >> 32) & 7, to: JSONNodeKind.self)
    }

    /// The text offset or header index.
    @inline(__always)
    var payload: Int { Int(truncatingIfNeeded: bits >> 35) }

    /// A header's count of child nodes.
    @inline(__always)
    var childNodeCount: Int { Int(truncatingIfNeeded: bits & ~(1 << 63)) }

    /// A header's brace flag.
    @inline(__always)
    var mayContainBraceStrings: Bool { bits >> 63 != 0 }
}
