// Finds a string the parser reads among the common strings in a few instructions, per string read.

/// The parser's table of ``JSONStorageBuilder/commonStrings``: a string just read is looked up
/// here, by its length and its first and last bytes, before it is given a text entry of its own.
///
/// Each slot holds a common string's bytes (all at most 16) as two words, its length and its
/// text offset, so that a look-up is one hash and one comparison of two words, with no access to
/// an array (a reference count) or to a global (a call to initialize it) per string.
struct CommonStringLookup: ~Copyable {
    private struct Slot {
        var words: (UInt64, UInt64) = (0, 0)
        /// 0 for a free slot.
        var length = 0
        var offset = 0
    }

    private static let slotCount = 64
    private let slots: UnsafeMutablePointer<Slot>
    /// The length of the common strings' entries: a text offset below it is a common string's.
    let textCount = JSONStorageBuilder.commonText.count

    init() {
        slots = .allocate(capacity: Self.slotCount)
        slots.initialize(repeating: Slot(), count: Self.slotCount)
        var offset = 0
        for string in JSONStorageBuilder.commonStrings {
            let bytes = Array(string.utf8)
            precondition(!bytes.isEmpty && bytes.count <= 16, "a common string has 1 to 16 bytes")
            let words = bytes.withUnsafeBufferPointer(Self.words(of:))
            var slot = Self.slot(of: words, count: bytes.count)
            while slots[slot].length != 0 { slot = (slot + 1) & (Self.slotCount - 1) }
            slots[slot] = Slot(words: words, length: bytes.count, offset: offset)
            offset += 1 + bytes.count
        }
    }

    deinit {
        slots.deallocate()
    }

    /// The text offset of the common string `bytes` hold, if they hold one.
    @inline(__always)
    func offset(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard bytes.count > 0 && bytes.count <= 16 else { return nil }
        let words = Self.words(of: bytes)
        var slot = Self.slot(of: words, count: bytes.count)
        while slots[slot].length != 0 {
            if slots[slot].length == bytes.count && slots[slot].words == words { return slots[slot].offset }
            slot = (slot + 1) & (Self.slotCount - 1)
        }
        return nil
    }

    /// 1 to 16 bytes as two little-endian words, the bytes past the end zero, read as two
    /// overlapping parts rather than byte by byte (a byte both hold is the same in either).
    @inline(__always)
    private static func words(of bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64) {
        let count = bytes.count
        guard let base = bytes.baseAddress else { return (0, 0) }
        let raw = UnsafeRawPointer(base)
        if count < 4 {
            return (UInt64(bytes[0]) | UInt64(bytes[count / 2]) << (8 * (count / 2)) | UInt64(bytes[count - 1]) << (8 * (count - 1)), 0)
        }
        if count < 8 {
            let low = UInt64(raw.loadUnaligned(as: UInt32.self).littleEndian)
            let high = UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self).littleEndian)
            return (low | high << (8 * (count - 4)), 0)
        }
        let first = raw.loadUnaligned(as: UInt64.self).littleEndian
        // The last 8 bytes, less those the first word holds (all of them when there are 8).
        let last = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self).littleEndian >> (8 * (16 - count))
        return (first, last)
    }

    @inline(__always)
    private static func slot(of words: (UInt64, UInt64), count: Int) -> Int {
        let mixed = (words.0 ^ words.1 &* 31 ^ UInt64(count)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 58)
    }
}
