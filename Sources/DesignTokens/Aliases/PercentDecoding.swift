// URI percent-decoding (`%XX` escapes, UTF-8 text) for JSON pointers and `$ref` targets.

/// Percent-decoding as URIs define it: `%` and two hex digits (either case) stand for a byte,
/// and the bytes must be UTF-8 text.
enum PercentDecoding {
    /// `text` with each escape replaced by its byte, or nil when an escape is not two hex digits
    /// or the bytes are not UTF-8.
    static func decoded(_ text: String) -> String? {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        let bytes = Array(text.utf8)
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                decoded.append(bytes[index])
                index += 1
                continue
            }
            guard let byte = escapedByte(in: bytes, at: index) else { return nil }
            decoded.append(byte)
            index += 3
        }
        return utf8Text(decoded)
    }

    /// The byte that the escape `%XX` starting at `index` stands for, or nil when two hex digits
    /// do not follow the `%`.
    static func escapedByte(in bytes: [UInt8], at index: Int) -> UInt8? {
        guard index + 2 < bytes.count, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) else {
            return nil
        }
        return high << 4 | low
    }

    /// The value of one hex digit, or nil for any other byte.
    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// `bytes` as text when they are valid UTF-8, else nil (decoding repairs nothing: a
    /// repaired decoding would differ from the bytes).
    static func utf8Text(_ bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.utf8.elementsEqual(bytes) ? text : nil
    }
}
