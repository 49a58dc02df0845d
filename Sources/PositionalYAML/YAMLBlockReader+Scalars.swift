// Scalars and keys of the block subset: plain (typed by the core schema), single- and double-quoted.
import PositionalJSON
import SourceDiagnostics

extension YAMLBlockReader {
    /// A mapping key as written: its text and where it starts.
    struct Key {
        var text: String
        var position: TextPosition
    }

    /// Where a plain scalar's text on one line stops.
    private enum PlainStop {
        case lineEnd, comment, colon
    }

    /// Throws for a node starting at `column` of `line` with a construct outside the subset, or
    /// with a character no plain scalar may start with.
    func checkSupportedStart(_ line: Int, _ column: Int) throws(Diagnostic) {
        guard let scalar = text.scalar(line, column) else { return }
        let location = text.location(line, column)
        let followedBySpace = text.isBreakOrWhiteSpace(line, column + 1)
        let construct: YAMLUnsupportedConstruct? = switch scalar {
        case "&": .anchor
        case "*": .alias
        case "!": .tag
        case "{": .flowMapping
        case "[": .flowSequence
        case "|": .literalBlockScalar
        case ">": .foldedBlockScalar
        case "?" where followedBySpace, ":" where followedBySpace: .explicitKey
        default: nil
        }
        if let construct { throw construct.error(at: location) }
        if ["%", "@", "`", ",", "]", "}"].contains(scalar) {
            throw Diagnostic.error("'\(scalar)' cannot start a plain scalar; quote the text", at: location)
        }
    }

    /// Whether a mapping key (`key:` followed by white space or the line's end) starts at
    /// `column` of `line`.
    func isMappingKey(_ line: Int, _ column: Int) throws(Diagnostic) -> Bool {
        guard let first = text.scalar(line, column) else { return false }
        if first == "\"" || first == "'" {
            guard let end = quotedEndOnLine(line, column) else { return false }
            let next = text.skippingWhiteSpace(line, from: end)
            return text.scalar(line, next) == ":" && text.isBreakOrWhiteSpace(line, next + 1)
        }
        return scanPlain(line, from: column).stop == .colon
    }

    /// The key starting at `column` of `line` (``isMappingKey(_:_:)`` said there is one) and the
    /// column after its `:`.
    func readKey(_ line: Int, _ column: Int) throws(Diagnostic) -> (key: Key, afterColon: Int) {
        let position = text.position(line, column)
        if let first = text.scalar(line, column), first == "\"" || first == "'" {
            var reader = self
            reader.line = line
            let (string, endLine, end) = try reader.readQuoted(column: column, parentIndent: -1)
            precondition(endLine == line, "a key is quoted on one line")
            let colon = text.skippingWhiteSpace(line, from: end)
            return (Key(text: string, position: position), colon + 1)
        }
        let (segment, end, _) = scanPlain(line, from: column)
        return (Key(text: segment, position: position), end + 1)
    }

    /// The scalar starting at `column` of the current line, whose continuation lines must be
    /// indented more than `parentIndent`; moves past its last line.
    mutating func readScalar(column: Int, parentIndent: Int) throws(Diagnostic) -> JSONValue {
        let position = text.position(line, column)
        guard let first = text.scalar(line, column), first == "\"" || first == "'" else {
            try checkSupportedStart(line, column)
            let plain = try readPlain(column: column, parentIndent: parentIndent)
            return YAMLCoreSchema.value(ofPlain: plain, at: position)
        }
        let startLine = line
        let (string, endLine, end) = try readQuoted(column: column, parentIndent: parentIndent)
        let next = text.skippingWhiteSpace(endLine, from: end)
        if text.scalar(endLine, next) == ":" && text.isBreakOrWhiteSpace(endLine, next + 1) {
            if endLine != startLine { throw YAMLUnsupportedConstruct.multiLineKey.error(at: text.location(startLine, column)) }
            throw Diagnostic.error("a mapping cannot start on the line of its key; start it on the next line, indented",
                                   at: text.location(line, column))
        }
        try expectBlankRest(endLine, from: end)
        line = endLine + 1
        return JSONValue(.string(string), at: position)
    }

    /// A plain scalar's text, its lines folded (one line break a space, each empty line a `\n`).
    private mutating func readPlain(column: Int, parentIndent: Int) throws(Diagnostic) -> String {
        var (result, _, stop) = scanPlain(line, from: column)
        if stop == .colon { throw unexpectedColon(line, column) }
        var lastLine = line
        var next = line + 1
        var emptyLines = 0
        while stop == .lineEnd && next < text.lines.count {
            if text.isEmpty(next) {
                emptyLines += 1
                next += 1
                continue
            }
            if text.isBlank(next) || text.indentation(of: next) <= parentIndent || text.isDocumentMarker(next) { break }
            let start = text.skippingWhiteSpace(next, from: 0)
            let segment: String
            (segment, _, stop) = scanPlain(next, from: start)
            if stop == .colon { throw unexpectedColon(next, start) }
            result += emptyLines == 0 ? " " : String(repeating: "\n", count: emptyLines)
            result += segment
            emptyLines = 0
            lastLine = next
            next += 1
        }
        line = lastLine + 1
        return result
    }

    private func unexpectedColon(_ line: Int, _ column: Int) -> Diagnostic {
        let colon = scanPlain(line, from: column).end
        return Diagnostic.error("unexpected ': ' inside a plain scalar (check the indentation, or quote the text)",
                                at: text.location(line, colon))
    }

    /// The plain text of `line` from `column` up to a `: `, a ` #` comment or the line's end,
    /// without trailing white space, and the column it stopped at.
    private func scanPlain(_ line: Int, from column: Int) -> (text: String, end: Int, stop: PlainStop) {
        let scalars = text.lines[line]
        var index = column
        var stop = PlainStop.lineEnd
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == ":" && text.isBreakOrWhiteSpace(line, index + 1) { stop = .colon; break }
            if scalar == "#" && index > column && YAMLText.isWhiteSpace(scalars[index - 1]) { stop = .comment; break }
            index += 1
        }
        var last = index
        while last > column && YAMLText.isWhiteSpace(scalars[last - 1]) { last -= 1 }
        var string = ""
        string.unicodeScalars.append(contentsOf: scalars[column..<last])
        return (string, index, stop)
    }

    /// The column after the closing quote of a quoted scalar starting at `column` of `line`, when
    /// it closes on that line.
    private func quotedEndOnLine(_ line: Int, _ column: Int) -> Int? {
        let scalars = text.lines[line]
        let quote = scalars[column]
        var index = column + 1
        while index < scalars.count {
            let scalar = scalars[index]
            if quote == "\"" && scalar == "\\" {
                index += 2
            } else if scalar == quote {
                if quote == "'" && index + 1 < scalars.count && scalars[index + 1] == "'" {
                    index += 2
                } else {
                    return index + 1
                }
            } else {
                index += 1
            }
        }
        return nil
    }

    /// A single- or double-quoted scalar starting at `column` of the current line, its line
    /// breaks folded as YAML folds them; the line it ends on and the column after its closing quote.
    func readQuoted(column: Int, parentIndent: Int) throws(Diagnostic) -> (String, Int, Int) {
        let isDouble = text.lines[line][column] == "\""
        var output = String.UnicodeScalarView()
        var kept = 0
        var current = line
        var index = column + 1
        while true {
            guard let scalar = text.scalar(current, index) else {
                // A line break: trailing white space dropped, one break a space, each empty line a `\n`.
                output.removeLast(output.count - kept)
                let emptyLines: Int
                (current, emptyLines) = try continuationLine(after: current, quotedAt: column, parentIndent: parentIndent)
                output.append(contentsOf: String(repeating: "\n", count: emptyLines).unicodeScalars)
                if emptyLines == 0 { output.append(" ") }
                kept = output.count
                index = text.skippingWhiteSpace(current, from: 0)
                continue
            }
            if isDouble && scalar == "\\" {
                if index + 1 == text.lines[current].count {
                    // An escaped line break: no space, white space before it kept.
                    let emptyLines: Int
                    (current, emptyLines) = try continuationLine(after: current, quotedAt: column, parentIndent: parentIndent)
                    output.append(contentsOf: String(repeating: "\n", count: emptyLines).unicodeScalars)
                    kept = output.count
                    index = text.skippingWhiteSpace(current, from: 0)
                    continue
                }
                let (escaped, length) = try escape(current, index)
                output.append(escaped)
                kept = output.count
                index += length
            } else if scalar == (isDouble ? "\"" : "'") {
                if !isDouble && text.scalar(current, index + 1) == "'" {
                    output.append("'")
                    kept = output.count
                    index += 2
                } else {
                    return (String(output), current, index + 1)
                }
            } else {
                output.append(scalar)
                if !YAMLText.isWhiteSpace(scalar) { kept = output.count }
                index += 1
            }
        }
    }

    /// The next line of a quoted scalar that started at `column` of the current line, after
    /// `current`, and how many empty lines came before it.
    private func continuationLine(after current: Int, quotedAt column: Int, parentIndent: Int) throws(Diagnostic) -> (Int, Int) {
        var next = current + 1
        var emptyLines = 0
        while true {
            guard next < text.lines.count else {
                throw Diagnostic.error("quoted scalar is not closed", at: text.location(line, column))
            }
            if text.isDocumentMarker(next) {
                throw Diagnostic.error("document marker inside a quoted scalar; close the quote first", at: text.location(next, 0))
            }
            guard text.isEmpty(next) else { break }
            emptyLines += 1
            next += 1
        }
        if text.indentation(of: next) <= parentIndent {
            throw Diagnostic.error("a quoted scalar's continuation line must be indented more than its parent",
                                   at: text.location(next, 0))
        }
        return (next, emptyLines)
    }

    /// The character a double-quoted escape at `column` of `line` stands for and its length.
    private func escape(_ line: Int, _ column: Int) throws(Diagnostic) -> (Unicode.Scalar, Int) {
        let location = text.location(line, column)
        guard let letter = text.scalar(line, column + 1) else {
            throw Diagnostic.error("escape '\\' at the end of the line", at: location)
        }
        let simple: [Unicode.Scalar: Unicode.Scalar] = [
            "0": "\u{0}", "a": "\u{7}", "b": "\u{8}", "t": "\t", "\t": "\t", "n": "\n", "v": "\u{B}", "f": "\u{C}",
            "r": "\r", "e": "\u{1B}", " ": " ", "\"": "\"", "/": "/", "\\": "\\", "N": "\u{85}", "_": "\u{A0}",
            "L": "\u{2028}", "P": "\u{2029}",
        ]
        if let scalar = simple[letter] { return (scalar, 2) }
        let digits: Int? = switch letter {
        case "x": 2
        case "u": 4
        case "U": 8
        default: nil
        }
        guard let digits else {
            throw Diagnostic.error("unknown escape '\\\(letter)' in a double-quoted scalar", at: location)
        }
        var value: UInt32 = 0
        for offset in 0..<digits {
            guard let digit = text.scalar(line, column + 2 + offset), digit.isASCII,
                  let number = UInt32(String(digit), radix: 16) else {
                throw Diagnostic.error("escape '\\\(letter)' needs \(digits) hexadecimal digits", at: location)
            }
            value = value << 4 | number
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw Diagnostic.error("escape '\\\(letter)' names no Unicode character", at: location)
        }
        return (scalar, 2 + digits)
    }
}
