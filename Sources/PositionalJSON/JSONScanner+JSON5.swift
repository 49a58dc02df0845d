// Scanner code used only for JSON5: comments, extra spaces, bare identifier keys, escapes, hex/Infinity/NaN.
import SourceDiagnostics

/// What JSON5 adds to the scanner: comments and more white space, unquoted keys, more escapes
/// and number forms. Everything else (objects, arrays, quoted strings, positions, repeated keys)
/// is the JSON scanner's own code.
extension JSONScanner {
    // MARK: White space and comments

    /// Skips the comment or the white space JSON5 adds at ``offset``; `false` when what is there is
    /// neither (a lone `/`, an unclosed block comment, a non-space character), leaving it unread.
    mutating func skipJSON5WhitespaceOrComment() -> Bool {
        switch bytes[offset] {
        case 0x0B, 0x0C:
            offset += 1
            return true
        case UInt8(ascii: "/"):
            guard offset + 1 < bytes.count else { return false }
            switch bytes[offset + 1] {
            case UInt8(ascii: "/"): skipLineComment()
            case UInt8(ascii: "*"): return skipBlockComment()
            default: return false
            }
            return true
        default:
            guard let (scalar, length) = scalar(at: offset), JSON5Characters.isWhitespace(scalar) else { return false }
            passNonASCII(scalar, length: length)
            return true
        }
    }

    /// Skips `// ...` up to the line's end, which is left for the caller.
    private mutating func skipLineComment() {
        offset += 2
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return }
            if byte < 0x80 {
                offset += 1
                continue
            }
            guard let (scalar, length) = scalar(at: offset) else {
                tracker.noteNonASCII()
                offset += 1  // not UTF-8, but inside a comment: nothing reads it
                continue
            }
            if JSON5Characters.isLineSeparator(scalar) { return }
            passNonASCII(scalar, length: length)
        }
    }

    /// Skips `/* ... */`; `false`, with nothing skipped, when the comment is not closed.
    private mutating func skipBlockComment() -> Bool {
        let start = offset
        let trackerAtStart = tracker
        offset += 2
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "*") where offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "/"):
                offset += 2
                return true
            case UInt8(ascii: "\n"):
                tracker.newLine(at: offset)
                offset += 1
            case UInt8(ascii: "\r"):
                if offset + 1 >= bytes.count || bytes[offset + 1] != UInt8(ascii: "\n") { tracker.newLine(at: offset) }
                offset += 1
            case 0x80...:
                if let (scalar, length) = scalar(at: offset) {
                    passNonASCII(scalar, length: length)
                } else {
                    tracker.noteNonASCII()
                    offset += 1
                }
            default:
                offset += 1
            }
        }
        offset = start
        tracker = trackerAtStart
        return false
    }

    /// Moves past the non-ASCII `scalar` of `length` bytes at ``offset``, starting a new line
    /// after a line or paragraph separator.
    private mutating func passNonASCII(_ scalar: Unicode.Scalar, length: Int) {
        if JSON5Characters.isLineSeparator(scalar) {
            tracker.newLine(at: offset + length - 1)
        } else {
            tracker.noteNonASCII()
        }
        offset += length
    }

    /// The well-formed UTF-8 scalar at `start` and its length in bytes, or `nil`.
    private mutating func scalar(at start: Int) -> (Unicode.Scalar, Int)? {
        guard let length = try? validUTF8SequenceLength(at: start) else { return nil }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<start + length]), as: UTF8.self)
        return text.unicodeScalars.first.map { ($0, length) }
    }

    // MARK: Unquoted keys

    /// Reads an unquoted key (an ECMAScript 5.1 IdentifierName, `\uXXXX` escapes included) at
    /// ``offset`` and returns its text entry.
    mutating func parseIdentifierKey() throws(Diagnostic) -> Int {
        var scalars = String.UnicodeScalarView()
        var isVerbatim = true
        while offset < bytes.count {
            let scalarStart = offset
            let scalar: Unicode.Scalar
            let length: Int
            if bytes[offset] == UInt8(ascii: "\\") {
                guard offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "u") else {
                    throw error("an unquoted key may only hold '\\u' escapes")
                }
                offset += 2
                let value = try readHex4()
                guard let escaped = Unicode.Scalar(value) else {
                    throw error("'\\u\(hex4(value))' is not a character an unquoted key may hold", at: scalarStart)
                }
                offset = scalarStart
                (scalar, length, isVerbatim) = (escaped, 6, false)
            } else if bytes[offset] < 0x80 {
                (scalar, length) = (Unicode.Scalar(bytes[offset]), 1)
            } else {
                guard let decoded = self.scalar(at: offset) else {
                    throw error("invalid UTF-8 sequence")
                }
                (scalar, length) = decoded
            }
            let fits = scalars.isEmpty ? JSON5Characters.isIdentifierStart(scalar) : JSON5Characters.isIdentifierPart(scalar)
            guard fits else {
                if !isVerbatim && bytes[scalarStart] == UInt8(ascii: "\\") {
                    throw error("'\\u\(hex4(scalar.value))' is not a character an unquoted key may hold", at: scalarStart)
                }
                break
            }
            if !scalar.isASCII { tracker.noteNonASCII() }
            scalars.append(scalar)
            offset += length
        }
        guard !scalars.isEmpty else {
            throw error(offset < bytes.count
                ? "unexpected \(describeByte(at: offset)); expected a key (a quoted string or an identifier)"
                : "unexpected end of file; expected a key")
        }
        return builder.appendText(String(scalars))
    }

    // MARK: Escapes

    /// Reads the escape at ``offset`` (a backslash) in a JSON5 string: JSON's, plus `\'`, `\v`,
    /// `\0`, `\xHH`, a line continuation (nothing), and any other character standing for itself.
    mutating func appendJSON5Escape(to output: inout [UInt8]) throws(Diagnostic) {
        let escapeStart = offset
        guard offset + 1 < bytes.count else {
            throw error("unexpected end of file inside a string")
        }
        let letter = bytes[offset + 1]
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
             UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"), UInt8(ascii: "u"):
            try appendEscape(to: &output)
        case UInt8(ascii: "v"):
            output.append(0x0B)
            offset += 2
        case UInt8(ascii: "0"):
            offset += 2
            if let next = peek(), isDigit(next) {
                throw error("'\\0' may not be followed by a digit (octal escapes are not JSON5)", at: escapeStart)
            }
            output.append(0)
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
            throw error("invalid escape '\\\(describeASCII(letter))' (octal escapes are not JSON5)", at: escapeStart)
        case UInt8(ascii: "x"):
            offset += 2
            var value: UInt32 = 0
            for _ in 0..<2 {
                guard let byte = peek(), let digit = byte.hexDigitValue else {
                    throw error("a \\x escape needs two hex digits", at: escapeStart)
                }
                value = value << 4 | digit
                offset += 1
            }
            output.append(contentsOf: Array(String(Character(Unicode.Scalar(UInt8(value)))).utf8))
        case UInt8(ascii: "\n"):
            tracker.newLine(at: offset + 1)
            offset += 2
        case UInt8(ascii: "\r"):
            offset += 2
            if peek() == UInt8(ascii: "\n") { offset += 1 }
            tracker.newLine(at: offset - 1)
        case 0x80...:
            offset += 1
            guard let (scalar, length) = scalar(at: offset) else {
                throw error("invalid UTF-8 sequence")
            }
            if JSON5Characters.isLineSeparator(scalar) {
                tracker.newLine(at: offset + length - 1)
            } else {
                tracker.noteNonASCII()
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[offset..<offset + length]))
            }
            offset += length
        default:
            output.append(letter)
            offset += 2
        }
    }

    // MARK: Numbers

    /// JSON5: `[+-]? (Infinity | NaN | 0[xX] hex+ | (0 | [1-9][0-9]*) (. [0-9]*)? exp? | . [0-9]+ exp?)`.
    /// Returns the number node's payload, which keeps the literal (its value is computed from it
    /// when read, ``NumberLiteral``).
    mutating func parseJSON5Number() throws(Diagnostic) -> Int {
        let start = offset
        if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { offset += 1 }
        switch peek() {
        case UInt8(ascii: "I"):
            try expectLiteral("Infinity")
            return literal(from: start)
        case UInt8(ascii: "N"):
            try expectLiteral("NaN")
            return literal(from: start)
        case UInt8(ascii: "0") where offset + 1 < bytes.count && (bytes[offset + 1] | 0x20) == UInt8(ascii: "x"):
            offset += 2
            var count = 0
            while let byte = peek(), byte.hexDigitValue != nil {
                count += 1
                offset += 1
            }
            guard count > 0 else { throw error("invalid number; expected a hexadecimal digit after '0x'") }
            return literal(from: start)
        default:
            break
        }
        var sawDigit = false
        if peek() == UInt8(ascii: "0") {
            offset += 1
            sawDigit = true
            if let next = peek(), isDigit(next) {
                throw error("a number may not have a leading zero")
            }
        } else if let digit = peek(), isDigit(digit) {
            skipDigits()
            sawDigit = true
        }
        if peek() == UInt8(ascii: ".") {
            offset += 1
            if let digit = peek(), isDigit(digit) {
                skipDigits()
                sawDigit = true
            }
        }
        guard sawDigit else { throw error("invalid number; expected a digit", at: start) }
        if let letter = peek(), letter | 0x20 == UInt8(ascii: "e") {
            offset += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { offset += 1 }
            guard let digit = peek(), isDigit(digit) else {
                throw error("invalid number; expected a digit in the exponent")
            }
            skipDigits()
        }
        return literal(from: start)
    }

    /// The number payload of the literal from `start` to ``offset``.
    private mutating func literal(from start: Int) -> Int {
        builder.numberPayload(literal: UnsafeBufferPointer(rebasing: bytes[start..<offset]))
    }
}
