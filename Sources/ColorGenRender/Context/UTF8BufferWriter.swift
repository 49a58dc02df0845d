// Writes UTF-8 straight into a new string's storage, for template fields made of a few known pieces.
/// Writes UTF-8 into the storage of a string being made, for texts whose greatest length is
/// known: `String(unsafeUninitializedCapacity:)` hands it the storage, and the text is never
/// copied through a growing array first.
struct UTF8BufferWriter {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    /// How many bytes have been written.
    private(set) var count = 0

    /// A writer filling `buffer` from its start.
    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    /// Writes the UTF-8 of `literal`.
    mutating func write(_ literal: StaticString) {
        write(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// Writes one byte.
    mutating func write(_ byte: UInt8) {
        precondition(count < buffer.count, "a text written into a buffer must fit it")
        buffer[count] = byte
        count += 1
    }

    /// Writes `bytes`.
    mutating func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { write($0) }
    }

    /// Writes the UTF-8 of `text`.
    mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { write($0) }
    }

    /// Writes `value`, which is not negative, in decimal digits, with leading zeros up to
    /// `minimumDigits`.
    mutating func writeDecimal(_ value: Int, minimumDigits: Int = 1) {
        precondition(value >= 0, "only counts and channels are written in decimal")
        var divisor = 1
        var digits = 1
        while divisor <= value / 10 || digits < minimumDigits {
            divisor *= 10
            digits += 1
        }
        var rest = value
        while divisor > 0 {
            write(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    /// Writes the last `digits` hex digits of `value` (lower case unless `uppercase`), most
    /// significant first.
    mutating func writeHex(_ value: Int, digits: Int, uppercase: Bool = false) {
        var shift = 4 * (digits - 1)
        while shift >= 0 {
            let digit = UInt8((value >> shift) & 0xF)
            write(digit < 10 ? UInt8(ascii: "0") + digit : (uppercase ? UInt8(ascii: "A") : UInt8(ascii: "a")) + digit - 10)
            shift -= 4
        }
    }

    /// Writes `bytes`; the buffer must have room for them.
    mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        precondition(bytes.count <= buffer.count - count, "a text written into a buffer must fit it")
        guard let source = bytes.baseAddress, let target = buffer.baseAddress else { return }
        (target + count).update(from: source, count: bytes.count)
        count += bytes.count
    }
}
