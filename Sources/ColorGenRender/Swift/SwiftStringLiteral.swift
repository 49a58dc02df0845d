/// Swift source spellings of arbitrary text: string literals and single-line comment text.
enum SwiftStringLiteral {
    /// `text` as a double-quoted Swift string literal: `\` and `"` escaped, control and other
    /// invisible characters written as `\u{…}`, everything else kept as it is.
    package static func quoted(_ text: String) -> String {
        if let plain = PlainQuotedText.quoted(text) { return plain }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if isInvisible(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// `text` made safe inside a `//` or `///` comment: line breaks and other invisible
    /// characters written as `\u{…}` so the comment cannot end early.
    static func commentText(_ text: String) -> String {
        if isPrintableASCII(text) { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isInvisible(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether every UTF-8 byte of `text` is printable ASCII, read from the string's contiguous
    /// storage (stepping through `utf8` costs far more per byte).
    private static func isPrintableASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { $0.allSatisfy(isPrintableASCII) }
    }

    /// Whether `byte` is a printable ASCII character (space to `~`), which both spellings keep as
    /// it is unless it is a quote or a backslash: text of these alone needs no scalar-by-scalar pass.
    private static func isPrintableASCII(_ byte: UInt8) -> Bool {
        (0x20...0x7E).contains(byte)
    }

    /// Control, format, separator (other than the plain space) and unassigned scalars.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .unassigned, .privateUse, .surrogate: true
        case .spaceSeparator: scalar != " "
        default: false
        }
    }
}
