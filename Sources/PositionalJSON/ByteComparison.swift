// Compares two runs of bytes eight at a time: how keys and strings in a JSON storage are matched.

extension UnsafeBufferPointer where Element == UInt8 {
    /// Whether this holds the same bytes as `other`, compared a word at a time (what the generic
    /// `elementsEqual` does byte by byte through iterators).
    @inline(__always)
    package func hasSameBytes(as other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard count == other.count else { return false }
        guard count > 0, let base = baseAddress, let otherBase = other.baseAddress else { return true }
        var index = 0
        while count - index >= 8 {
            if UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                != UnsafeRawPointer(otherBase + index).loadUnaligned(as: UInt64.self) {
                return false
            }
            index += 8
        }
        while index < count {
            if base[index] != otherBase[index] { return false }
            index += 1
        }
        return true
    }
}
