/// A string that is equal to another only when they hold the same Unicode code points, as JSON
/// compares object keys (RFC 8259) — unlike Swift's `String`, whose `==` and hashing treat
/// canonically equivalent strings as one, so that `"é"` (U+00E9) and `"e\u{301}"` would merge.
/// Every dictionary or set keyed by a name read from a file uses this.
package struct CodePointKey: Hashable, Sendable {
    /// The string.
    package let string: String

    /// Wraps `string`.
    package init(_ string: String) {
        self.string = string
    }

    package static func == (lhs: CodePointKey, rhs: CodePointKey) -> Bool {
        lhs.string.hasSameCodePoints(as: rhs.string)
    }

    package func hash(into hasher: inout Hasher) {
        var copy = string
        copy.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}

extension String {
    /// Whether this and `other` hold the same code points (JSON's equality of strings), which
    /// `==` does not tell for strings that are canonically equivalent but written differently.
    package func hasSameCodePoints(as other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        // Native strings keep their UTF-8 contiguous: compared a word at a time.
        if let same = utf8.withContiguousStorageIfAvailable({ mine in
            other.utf8.withContiguousStorageIfAvailable { mine.hasSameBytes(as: $0) }
        }), let same {
            return same
        }
        return utf8.elementsEqual(other.utf8)
    }
}
