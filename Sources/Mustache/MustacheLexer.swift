// First template pass: cuts text at newlines, reads tags under the current delimiters, validates tag names.
import SourceDiagnostics

/// Splits a template into text and tags, applying set-delimiters tags as it meets them.
///
/// Text is cut at every newline so that the standalone-line pass can look at one line at a
/// time. Tag names are checked here (non-empty, no inner whitespace) because only the lexer
/// knows where each tag starts.
struct MustacheLexer {
    private let bytes: [UInt8]
    private let path: String
    private var offset = 0
    private var line = 1
    private var lineStart = 0
    /// The last position computed, so that columns on long lines are counted incrementally.
    private var knownColumn = (offset: 0, column: 1)
    private var openDelimiter: [UInt8] = Array("{{".utf8)
    private var closeDelimiter: [UInt8] = Array("}}".utf8)

    /// A lexer over `text`, whose diagnostics name `path`.
    init(text: String, path: String) {
        self.bytes = Array(text.utf8)
        self.path = path
    }

    /// All tokens of the template, in order.
    mutating func tokenize() throws(Diagnostic) -> [MustacheToken] {
        var tokens: [MustacheToken] = []
        var textStart = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == ASCII.newline {
                offset += 1
                tokens.append(.text(text(textStart..<offset)))
                line += 1
                lineStart = offset
                knownColumn = (offset, 1)
                textStart = offset
            } else if Self.isLoneCarriageReturn(at: offset, in: bytes) {
                // A line end for positions (old Mac files); text is still cut at newlines only.
                offset += 1
                line += 1
                lineStart = offset
                knownColumn = (offset, 1)
            } else if byte == openDelimiter[0] && matches(openDelimiter, at: offset) {
                if textStart < offset {
                    tokens.append(.text(text(textStart..<offset)))
                }
                tokens.append(.tag(try readTag()))
                textStart = offset
            } else {
                offset += 1
            }
        }
        if textStart < bytes.count {
            tokens.append(.text(text(textStart..<bytes.count)))
        }
        return tokens
    }

    /// Reads the tag whose opening delimiter is at `offset` and moves past it; a set-delimiters
    /// tag takes effect at once and is returned too, so that the standalone-line pass sees it.
    private mutating func readTag() throws(Diagnostic) -> MustacheTag {
        let position = self.position(at: offset)
        let sigilOffset = offset + openDelimiter.count
        let sigil = sigilOffset < bytes.count ? bytes[sigilOffset] : nil
        let kind: MustacheTag.Kind
        var closing = closeDelimiter
        switch sigil {
        case ASCII.openBrace:
            kind = .unescapedVariable
            closing = [ASCII.closeBrace] + closeDelimiter
        case ASCII.ampersand: kind = .unescapedVariable
        case ASCII.hash: kind = .section
        case ASCII.caret: kind = .invertedSection
        case ASCII.slash: kind = .sectionEnd
        case ASCII.greaterThan: kind = .partial
        case ASCII.exclamation: kind = .comment
        case ASCII.equals:
            kind = .setDelimiters
            closing = [ASCII.equals] + closeDelimiter
        case ASCII.lessThan:
            throw MustacheError.unsupportedTag(sigil: "<", feature: "template inheritance")
                .diagnostic(path: path, position: position)
        case ASCII.dollar:
            throw MustacheError.unsupportedTag(sigil: "$", feature: "template inheritance blocks")
                .diagnostic(path: path, position: position)
        default: kind = .escapedVariable
        }
        let contentStart = kind == .escapedVariable ? sigilOffset : sigilOffset + 1
        guard let contentEnd = firstOccurrence(of: closing, from: contentStart) else {
            throw MustacheError.unclosedTag(expectedClose: String(decoding: closing, as: UTF8.self))
                .diagnostic(path: path, position: position)
        }
        let content = trimmed(contentStart..<contentEnd)
        let tagEnd = contentEnd + closing.count
        advanceLines(through: tagEnd)
        offset = tagEnd

        switch kind {
        case .comment:
            break
        case .setDelimiters:
            try changeDelimiters(content: content, position: position)
        default:
            try checkName(content, position: position)
        }
        return MustacheTag(kind: kind, content: String(decoding: bytes[content], as: UTF8.self),
                           position: position)
    }

    /// Applies `{{=open close=}}` whose trimmed content is at `content`.
    private mutating func changeDelimiters(content: Range<Int>, position: TextPosition) throws(Diagnostic) {
        let parts = bytes[content].split(whereSeparator: ASCII.isWhitespace)
        guard parts.count == 2 else {
            let text = String(decoding: bytes[content], as: UTF8.self)
            throw MustacheError.badDelimiters(text).diagnostic(path: path, position: position)
        }
        openDelimiter = Array(parts[0])
        closeDelimiter = Array(parts[1])
    }

    /// Checks that a variable, section or partial name is one non-empty word.
    private func checkName(_ name: Range<Int>, position: TextPosition) throws(Diagnostic) {
        if name.isEmpty {
            throw MustacheError.emptyTag.diagnostic(path: path, position: position)
        }
        if bytes[name].contains(where: ASCII.isWhitespace) {
            let text = String(decoding: bytes[name], as: UTF8.self)
            throw MustacheError.nameContainsWhitespace(text).diagnostic(path: path, position: position)
        }
    }

    /// The text token for `range`, which holds at most one newline, at its end.
    private func text(_ range: Range<Int>) -> MustacheText {
        let slice = bytes[range]
        let endsLine = slice.last == ASCII.newline
        var body = endsLine ? slice.dropLast() : slice[...]
        if endsLine && body.last == ASCII.carriageReturn {
            body = body.dropLast()
        }
        return MustacheText(
            text: String(decoding: slice, as: UTF8.self),
            endsLine: endsLine,
            isBlank: body.allSatisfy { $0 == ASCII.space || $0 == ASCII.tab },
            isLineEnding: endsLine && body.isEmpty
        )
    }

    private func matches(_ delimiter: [UInt8], at start: Int) -> Bool {
        guard start + delimiter.count <= bytes.count else { return false }
        for index in delimiter.indices where bytes[start + index] != delimiter[index] {
            return false
        }
        return true
    }

    private func firstOccurrence(of delimiter: [UInt8], from start: Int) -> Int? {
        var candidate = start
        while candidate + delimiter.count <= bytes.count {
            if bytes[candidate] == delimiter[0] && matches(delimiter, at: candidate) {
                return candidate
            }
            candidate += 1
        }
        return nil
    }

    private func trimmed(_ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper && ASCII.isWhitespace(bytes[lower]) { lower += 1 }
        while upper > lower && ASCII.isWhitespace(bytes[upper - 1]) { upper -= 1 }
        return lower..<upper
    }

    /// Whether the byte at `index` is a carriage return not followed by a newline: a line end
    /// of its own, as in files with old Mac line endings (CRLF is one line end, at its newline).
    private static func isLoneCarriageReturn(at index: Int, in bytes: [UInt8]) -> Bool {
        bytes[index] == ASCII.carriageReturn && (index + 1 == bytes.count || bytes[index + 1] != ASCII.newline)
    }

    /// Counts the line ends (newlines and lone carriage returns) between `offset` and `end` (inside a multi-line tag).
    private mutating func advanceLines(through end: Int) {
        for index in offset..<end where bytes[index] == ASCII.newline || Self.isLoneCarriageReturn(at: index, in: bytes) {
            line += 1
            lineStart = index + 1
            knownColumn = (lineStart, 1)
        }
    }

    /// The line and column of the byte at `byteOffset` on the current line, at or after the
    /// last position asked for; columns count Unicode scalars, that is bytes that do not
    /// continue a UTF-8 sequence.
    private mutating func position(at byteOffset: Int) -> TextPosition {
        var column = knownColumn.column
        for index in knownColumn.offset..<byteOffset where bytes[index] & 0xC0 != 0x80 {
            column += 1
        }
        knownColumn = (byteOffset, column)
        return TextPosition(line: line, column: column)
    }
}

/// The ASCII bytes the lexer looks for.
private enum ASCII {
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let ampersand = UInt8(ascii: "&")
    static let hash = UInt8(ascii: "#")
    static let caret = UInt8(ascii: "^")
    static let slash = UInt8(ascii: "/")
    static let greaterThan = UInt8(ascii: ">")
    static let lessThan = UInt8(ascii: "<")
    static let exclamation = UInt8(ascii: "!")
    static let equals = UInt8(ascii: "=")
    static let dollar = UInt8(ascii: "$")

    /// Space, tab, carriage return or newline.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == newline || byte == carriageReturn
    }
}
