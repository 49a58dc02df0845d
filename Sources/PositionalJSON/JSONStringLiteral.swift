// A string as a JSON string literal (RFC 8259 escaping), for everything that writes JSON text.

/// Writes strings as JSON string literals.
package enum JSONStringLiteral {
    /// `string` as a JSON string literal, quotes included, escaped per RFC 8259 (and U+2028,
    /// U+2029 escaped too, so the text is also valid JavaScript).
    package static func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case "\u{00}"..."\u{1F}", "\u{2028}", "\u{2029}":
                let hex = String(scalar.value, radix: 16, uppercase: false)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
