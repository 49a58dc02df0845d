/// A string that is equal to another only when they hold the same Unicode code points, as JSON
/// compares object keys (RFC 8259) — unlike Swift's `String`, whose `==` and hashing treat
/// canonically equivalent strings as one, so that `"é"` (U+00E9) and `"e\u{301}"` would merge.
/// Every dictionary or set keyed by a name read from a file uses this.
public struct CodePointKey: Hashable, Sendable {
    /// The string.
    public let string: String

    /// Wraps `string`.
    public init(_ string: String) {
        self.string = string
    }

    public static func == (lhs: CodePointKey, rhs: CodePointKey) -> Bool {
        lhs.string.hasSameCodePoints(as: rhs.string)
    }

    public func hash(into hasher: inout Hasher) {
        var copy = string
        copy.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}

extension String {
    /// Whether this and `other` hold the same code points (JSON's equality of strings), which
    /// `==` does not tell for strings that are canonically equivalent but written differently.
    public func hasSameCodePoints(as other: String) -> Bool {
        utf8.elementsEqual(other.utf8)
    }
}
