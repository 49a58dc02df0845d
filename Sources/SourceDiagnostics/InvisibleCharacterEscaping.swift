// Escapes invisible and bidi characters in text from input before it reaches messages or the terminal.
extension String {
    /// The text with every character that could hide or disguise what it says shown as a Swift
    /// escape (`\u{202E}`): control characters (C0 but, with `keepingLineBreaks`, line feeds and
    /// tabs; DEL; C1), bidirectional overrides, embeddings, isolates and marks, zero-width and
    /// other invisible format characters, line and paragraph separators and the tag characters.
    /// Names read from input reach diagnostics and the terminal through this, so a file cannot
    /// make a message read differently from what it says, or rewrite the terminal.
    package func escapingInvisibleCharacters(keepingLineBreaks: Bool = false) -> String {
        guard unicodeScalars.contains(where: { Self.isInvisible($0, keepingLineBreaks: keepingLineBreaks) }) else {
            return self
        }
        var result = ""
        result.reserveCapacity(utf8.count + 16)
        for scalar in unicodeScalars {
            if Self.isInvisible(scalar, keepingLineBreaks: keepingLineBreaks) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isInvisible(_ scalar: Unicode.Scalar, keepingLineBreaks: Bool) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: !keepingLineBreaks
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x00AD, 0x034F, 0x061C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180E, 0x3164, 0xFEFF, 0xFFA0: true
        case 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x206F, 0xFFF9...0xFFFB, 0xE0000...0xE007F: true
        default: false
        }
    }
}
