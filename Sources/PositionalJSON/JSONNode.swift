// One entry of a flat JSON storage: a value, an object key or a container's header, in 64 bits.

/// What a ``JSONNode`` is.
enum JSONNodeKind: UInt8 {
    case null
    /// `true` or `false`: the payload is 1 or 0.
    case bool
    /// A number read from a document: its value is computed from its literal (kept in the node when short, see ``JSONNode/withInlineLiteral(_:)``).
    case number
    /// A number built by code: its text entry is its literal, then its `Double`'s 8 bytes.
    case builtNumber
    case string, array, object
    /// An object member's key: its value is the node after it.
    case key
}

/// One value or object key of a ``JSONStorage``, packed in 64 bits: where it is written (a byte
/// offset that the storage's ``PositionIndex`` turns into a line and column), its kind, and a
/// 29-bit payload:
///
/// - strings, keys and built numbers: the offset of their text entry;
/// - numbers read from a document: their literal itself when it has at most 7 characters (4 bits
///   each), else the offset of its text entry;
/// - arrays and objects: where their children are, which are contiguous (elements, or key and
///   value by turns). Up to 7 child nodes starting below node 2²⁴ are given in the payload
///   itself, with the object's brace flag; otherwise the payload is the index of a header node
///   (``header(count:mayContainBraceStrings:)``) that the children follow.
struct JSONNode {
    private(set) var bits: UInt64

    /// The largest text offset or header index a node holds.
    static let payloadLimit = 1 << 28
    /// The bit of a payload that marks an inline literal or a container without header.
    private static let inlineFlag = 1 << 28

    /// A node of `kind` at `offset` with `payload`.
    @inline(__always)
    init(_ kind: JSONNodeKind, offset: UInt32, payload: Int = 0) {
        bits = UInt64(offset) | UInt64(kind.rawValue) << 32 | UInt64(truncatingIfNeeded: payload) << 35
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

    /// The payload.
    @inline(__always)
    var payload: Int { Int(truncatingIfNeeded: bits >> 35) }

    // MARK: Containers

    /// A container's header: how many nodes its children take (twice the member count for an
    /// object), and whether a string value inside may start with `{`.
    @inline(__always)
    static func header(count: Int, mayContainBraceStrings: Bool) -> JSONNode {
        JSONNode(bits: UInt64(truncatingIfNeeded: count) | (mayContainBraceStrings ? 1 << 63 : 0))
    }

    /// The payload of a container whose `count` child nodes start at node `first`, when it needs
    /// no header: at most 7 children below node 2²⁴.
    @inline(__always)
    static func headerlessPayload(first: Int, count: Int, mayContainBraceStrings: Bool) -> Int? {
        guard count < 8, first < 1 << 24 else { return nil }
        return inlineFlag | (mayContainBraceStrings ? 1 << 27 : 0) | count << 24 | first
    }

    /// Where a container's children are: the first child node, how many there are, and the
    /// brace flag; `nodes` holds its header when it has one.
    @inline(__always)
    func children(in nodes: UnsafeBufferPointer<JSONNode>) -> (first: Int, count: Int, mayContainBraceStrings: Bool) {
        let payload = payload
        if payload & Self.inlineFlag != 0 {
            return (payload & 0xFF_FFFF, payload >> 24 & 7, payload & 1 << 27 != 0)
        }
        let header = nodes[payload].bits
        return (payload + 1, Int(truncatingIfNeeded: header & ~(1 << 63)), header >> 63 != 0)
    }

    // MARK: Number literals

    /// The payload holding `literal` itself, when it has at most 7 characters, all digits or
    /// `.-+eE`.
    static func inlinePayload(literal: UnsafeBufferPointer<UInt8>) -> Int? {
        guard literal.count <= 7 else { return nil }
        var payload = 0
        for index in literal.indices {
            let byte = literal[index]
            let digit = byte &- UInt8(ascii: "0")
            let code: Int
            switch byte {
            case _ where digit < 10: code = Int(digit) + 1
            case UInt8(ascii: "."): code = 11
            case UInt8(ascii: "-"): code = 12
            case UInt8(ascii: "e"): code = 13
            case UInt8(ascii: "E"): code = 14
            case UInt8(ascii: "+"): code = 15
            default: return nil
            }
            payload |= code << (4 * index)
        }
        return Self.inlineFlag | payload
    }

    /// The value of a number whose payload holds its literal, when that is digits with an optional
    /// `-` and `.` (no exponent), computed from the payload; else `nil`. Seven characters hold
    /// at most seven digits and six after the point, so the significand and the power of ten are
    /// exact doubles and one division rounds correctly: the value ``NumberLiteral/value(of:)``
    /// gives.
    @inline(__always)
    var inlineDecimalValue: Double? {
        let payload = payload
        guard payload & Self.inlineFlag != 0 else { return nil }
        var codes = payload & 0xFFF_FFFF
        var significand = 0
        var fractionDigits = 0
        var inFraction = false
        let isNegative = codes & 0xF == 12
        if isNegative { codes >>= 4 }
        while codes != 0 {
            let code = codes & 0xF
            if code <= 10 {
                significand = significand * 10 + code - 1
                if inFraction { fractionDigits += 1 }
            } else if code == 11 {
                inFraction = true
            } else {
                return nil  // an exponent, or a sign JSON5 allows
            }
            codes >>= 4
        }
        let scale: Double = switch fractionDigits {
        case 0: 1
        case 1: 10
        case 2: 100
        case 3: 1_000
        case 4: 10_000
        case 5: 100_000
        default: 1_000_000
        }
        let magnitude = Double(significand) / scale
        return isNegative ? -magnitude : magnitude
    }

    /// Calls `body` with a number's literal when the payload holds it, else returns `nil`.
    @inline(__always)
    func withInlineLiteral<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        let payload = payload
        guard payload & Self.inlineFlag != 0 else { return nil }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 7) { buffer in
            var count = 0
            var codes = payload & 0xFFF_FFFF
            while codes != 0 {
                let code = codes & 0xF
                buffer[count] = switch code {
                case 1...10: UInt8(code - 1) + UInt8(ascii: "0")
                case 11: UInt8(ascii: ".")
                case 12: UInt8(ascii: "-")
                case 13: UInt8(ascii: "e")
                case 14: UInt8(ascii: "E")
                default: UInt8(ascii: "+")
                }
                count += 1
                codes >>= 4
            }
            return body(UnsafeBufferPointer(rebasing: buffer[0..<count]))
        }
    }
}
