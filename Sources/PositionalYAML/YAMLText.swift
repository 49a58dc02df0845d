// A YAML file as lines of Unicode scalars, with the checks every line needs (blank, comment, markers).
import SourceDiagnostics

/// The text of a YAML file split into lines of Unicode scalars (line breaks `\n`, `\r\n` or `\r`
/// removed, a leading byte order mark skipped), so a line index and a scalar index are a
/// ``TextPosition`` with one added to each.
struct YAMLText {
    /// The path diagnostics name.
    let path: String
    /// Every line, without its line break.
    let lines: [[Unicode.Scalar]]

    /// Decodes `bytes` as UTF-8; invalid UTF-8 is an error at the line and column it starts.
    init(_ bytes: [UInt8], path: String) throws(Diagnostic) {
        self.path = path
        var lines: [[Unicode.Scalar]] = []
        var line: [Unicode.Scalar] = []
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var afterCarriageReturn = false
        var isFirst = true
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                defer { isFirst = false }
                if isFirst && scalar == "\u{FEFF}" { continue }
                if scalar == "\n" {
                    if !afterCarriageReturn { lines.append(line); line = [] }
                    afterCarriageReturn = false
                } else if scalar == "\r" {
                    lines.append(line); line = []
                    afterCarriageReturn = true
                } else {
                    line.append(scalar)
                    afterCarriageReturn = false
                }
            case .emptyInput:
                break decoding
            case .error:
                let location = SourceLocation(path: path, line: lines.count + 1, column: line.count + 1)
                throw Diagnostic.error("invalid UTF-8; a YAML file must be UTF-8 text", at: location)
            }
        }
        lines.append(line)
        self.lines = lines
    }

    /// The location of scalar `column` (0-based) of line `line` (0-based).
    func location(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(path: path, line: line + 1, column: column + 1)
    }

    /// The position of scalar `column` (0-based) of line `line` (0-based).
    func position(_ line: Int, _ column: Int) -> TextPosition {
        TextPosition(line: line + 1, column: column + 1)
    }

    /// How many spaces line `line` starts with.
    func indentation(of line: Int) -> Int {
        lines[line].firstIndex { $0 != " " } ?? lines[line].count
    }

    /// Whether line `line` holds nothing but white space and perhaps a comment.
    func isBlank(_ line: Int) -> Bool {
        let scalars = lines[line]
        guard let first = scalars.firstIndex(where: { !Self.isWhiteSpace($0) }) else { return true }
        return scalars[first] == "#"
    }

    /// Whether line `line` is only white space.
    func isEmpty(_ line: Int) -> Bool {
        lines[line].allSatisfy(Self.isWhiteSpace)
    }

    /// Whether line `line` starts with the document marker `marker` (`---` or `...`), followed by
    /// white space or the line's end.
    func startsWithMarker(_ line: Int, _ marker: String) -> Bool {
        let scalars = lines[line]
        let markerScalars = Array(marker.unicodeScalars)
        guard scalars.count >= 3, Array(scalars[0..<3]) == markerScalars else { return false }
        return scalars.count == 3 || Self.isWhiteSpace(scalars[3])
    }

    /// Whether line `line` is a document start or end marker.
    func isDocumentMarker(_ line: Int) -> Bool {
        startsWithMarker(line, "---") || startsWithMarker(line, "...")
    }

    /// The scalar at `column` of `line`, or `nil` past the line's end.
    func scalar(_ line: Int, _ column: Int) -> Unicode.Scalar? {
        column < lines[line].count ? lines[line][column] : nil
    }

    /// Whether `column` of `line` is past its end or white space.
    func isBreakOrWhiteSpace(_ line: Int, _ column: Int) -> Bool {
        scalar(line, column).map(Self.isWhiteSpace) ?? true
    }

    /// The first column at or after `column` that is not white space.
    func skippingWhiteSpace(_ line: Int, from column: Int) -> Int {
        var column = column
        while let scalar = scalar(line, column), Self.isWhiteSpace(scalar) { column += 1 }
        return column
    }

    /// Whether the rest of `line` from `column` is white space or a comment.
    func restIsBlank(_ line: Int, from column: Int) -> Bool {
        let next = skippingWhiteSpace(line, from: column)
        guard let scalar = scalar(line, next) else { return true }
        return scalar == "#" && (next == 0 || next > column || Self.isWhiteSpace(lines[line][next - 1]))
    }

    /// A space or a tab.
    static func isWhiteSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t"
    }
}
