/// Writing text into a renderer's output, a growing array of UTF-8 bytes.
extension Array where Element == UInt8 {
    /// Appends the UTF-8 of `text`, copied in one piece.
    package mutating func appendUTF8(_ text: String) {
        append(contentsOf: text.utf8)
    }

    /// Appends the UTF-8 of a literal, copied from where the literal is stored.
    package mutating func appendLiteral(_ literal: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// Appends the UTF-8 of `text` with the characters the Mustache spec requires escaping
    /// replaced by HTML entities: `&` → `&amp;`, `<` → `&lt;`, `>` → `&gt;`, `"` → `&quot;`.
    package mutating func appendHTMLEscaped(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var pending = 0
            for (index, byte) in bytes.enumerated() {
                let entity: StaticString
                switch byte {
                case UInt8(ascii: "&"): entity = "&amp;"
                case UInt8(ascii: "<"): entity = "&lt;"
                case UInt8(ascii: ">"): entity = "&gt;"
                case UInt8(ascii: "\""): entity = "&quot;"
                default: continue
                }
                append(contentsOf: UnsafeBufferPointer(rebasing: bytes[pending..<index]))
                appendLiteral(entity)
                pending = index + 1
            }
            append(contentsOf: UnsafeBufferPointer(rebasing: bytes[pending...]))
        }
    }
}
