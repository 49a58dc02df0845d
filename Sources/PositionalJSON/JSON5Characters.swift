/// The character classes JSON5 adds to JSON's (https://spec.json5.org).
enum JSON5Characters {
    /// Whether `byte` may start something JSON5 skips that JSON does not: a comment, a vertical
    /// tab, a form feed, or (with a lead byte) a non-ASCII space or line separator.
    @inline(__always)
    static func mayStartWhitespaceOrComment(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "/") || byte == 0x0B || byte == 0x0C || byte >= 0x80
    }

    /// Whether `byte` may start a number only JSON5 has: `+1`, `.5`, `Infinity`, `NaN`.
    @inline(__always)
    static func mayStartNumber(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "I") || byte == UInt8(ascii: "N")
    }

    /// Whether `scalar` is white space beyond ASCII: no-break space, byte order mark, line and
    /// paragraph separators, and every space separator (Unicode category Zs).
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xA0, 0xFEFF, 0x2028, 0x2029: true
        default: scalar.properties.generalCategory == .spaceSeparator
        }
    }

    /// Whether `scalar` ends a line: U+2028 and U+2029 beside line feed and carriage return.
    static func isLineSeparator(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x2028 || scalar.value == 0x2029
    }

    /// Whether `scalar` may start an unquoted key (an ECMAScript 5.1 IdentifierName).
    static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let byte = UInt8(scalar.value)
            return (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
                || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "_")
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .letterNumber: return true
        default: return false
        }
    }

    /// Whether `scalar` may continue an unquoted key.
    static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
        if isIdentifierStart(scalar) { return true }
        if scalar.value == 0x200C || scalar.value == 0x200D { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .decimalNumber, .connectorPunctuation: return true
        default: return false
        }
    }
}
