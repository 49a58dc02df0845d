// The fast path of Swift and JSON string literals: printable ASCII without quotes or backslashes.
/// The double-quoted literal of text that both Swift and JSON write as it is: printable ASCII
/// (space to `~`) with no `"` or `\`, which is what role paths, names and scheme names nearly
/// always are. The literal is written straight into the new string's storage.
enum PlainQuotedText {
    /// `"text"` when `text` needs no escaping in a Swift or JSON string literal; `nil` otherwise.
    static func quoted(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.allSatisfy({ (0x20...0x7E).contains($0) && $0 != UInt8(ascii: "\\") && $0 != UInt8(ascii: "\"") })
            else { return nil }
            return String(unsafeUninitializedCapacity: bytes.count + 2) { buffer in
                buffer[0] = UInt8(ascii: "\"")
                _ = UnsafeMutableBufferPointer(rebasing: buffer[1...]).initialize(from: bytes)
                buffer[bytes.count + 1] = UInt8(ascii: "\"")
                return bytes.count + 2
            }
        }
    }
}
