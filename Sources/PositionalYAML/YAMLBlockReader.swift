// The block structure of a YAML stream: documents, block mappings and sequences, by indentation.
import PositionalJSON
import SourceDiagnostics

/// Reads the documents of a ``YAMLText`` line by line: a node's kind comes from its first line
/// (`- ` a sequence, `key:` a mapping, anything else a scalar), its extent from indentation.
/// Scalars are read by the extension in `YAMLBlockReader+Scalars.swift`.
struct YAMLBlockReader {
    let text: YAMLText
    /// The line being read (0-based).
    var line = 0
    /// How many collections enclose the one being read.
    private var depth = 0

    init(text: YAMLText) {
        self.text = text
    }

    /// Every document of the stream.
    mutating func readStream() throws(Diagnostic) -> [JSONValue] {
        var documents: [JSONValue] = []
        var documentEnded = true
        while true {
            skipBlankLines()
            guard line < text.lines.count else { break }
            if text.scalar(line, 0) == "%" {
                throw YAMLUnsupportedConstruct.directive.error(at: text.location(line, 0))
            }
            if text.startsWithMarker(line, "...") {
                try expectBlankRest(line, from: 3)
                line += 1
                documentEnded = true
                continue
            }
            let start = text.position(line, 0)
            var value: JSONValue?
            if text.startsWithMarker(line, "---") {
                let column = text.skippingWhiteSpace(line, from: 3)
                if text.restIsBlank(line, from: 3) {
                    line += 1
                    value = try readBlockNode(parentIndent: -1, sequenceAtParentIndent: false)
                } else {
                    try checkSupportedStart(line, column)
                    let isMappingKey = try isMappingKey(line, column)
                    if isSequenceEntry(line, column) || isMappingKey {
                        throw Diagnostic.error("a collection cannot start on the '---' line; start it on the next line",
                                               at: text.location(line, column))
                    }
                    value = try readScalar(column: column, parentIndent: -1)
                }
                documents.append(value ?? JSONValue(.null, at: start))
            } else {
                guard documentEnded || documents.isEmpty else {
                    throw Diagnostic.error("unexpected content after the document; start another document with '---'",
                                           at: text.location(line, text.indentation(of: line)))
                }
                value = try readBlockNode(parentIndent: -1, sequenceAtParentIndent: false)
                if let value { documents.append(value) }
            }
            documentEnded = false
            skipBlankLines()
            if line < text.lines.count && !text.isDocumentMarker(line) {
                throw Diagnostic.error("unexpected content after the document's value (check the indentation)",
                                       at: text.location(line, text.indentation(of: line)))
            }
        }
        return documents
    }

    /// Moves past lines of only white space and comments.
    mutating func skipBlankLines() {
        while line < text.lines.count && text.isBlank(line) { line += 1 }
    }

    /// Throws unless the rest of `line` from `column` is white space or a comment.
    func expectBlankRest(_ line: Int, from column: Int) throws(Diagnostic) {
        guard !text.restIsBlank(line, from: column) else { return }
        let next = text.skippingWhiteSpace(line, from: column)
        let found = text.scalar(line, next) == "#" ? "a comment without white space before its '#'" : "more text"
        throw Diagnostic.error("unexpected \(found) after the value", at: text.location(line, next))
    }

    /// The node starting on the next line that is not blank, when that line is indented more than
    /// `parentIndent` (or is a sequence entry at `parentIndent` itself, where a mapping's value may
    /// be one); `nil` when there is none.
    mutating func readBlockNode(parentIndent: Int, sequenceAtParentIndent: Bool) throws(Diagnostic) -> JSONValue? {
        skipBlankLines()
        guard line < text.lines.count, !text.isDocumentMarker(line) else { return nil }
        let indent = text.indentation(of: line)
        try checkNoTabIndentation(line, indent)
        if indent > parentIndent || (sequenceAtParentIndent && indent == parentIndent && isSequenceEntry(line, indent)) {
            return try readInlineNode(column: indent, parentIndent: parentIndent)
        }
        return nil
    }

    /// The node starting at `column` of the current line, inside a collection indented `parentIndent`.
    mutating func readInlineNode(column: Int, parentIndent: Int) throws(Diagnostic) -> JSONValue {
        if isSequenceEntry(line, column) { return try nested { (reader) throws(Diagnostic) in try reader.readSequence(indent: column) } }
        try checkSupportedStart(line, column)
        if try isMappingKey(line, column) { return try nested { (reader) throws(Diagnostic) in try reader.readMapping(indent: column) } }
        return try readScalar(column: column, parentIndent: parentIndent)
    }

    /// Runs `read` one collection deeper, refusing nesting deeper than JSON's limit.
    private mutating func nested(_ read: (inout YAMLBlockReader) throws(Diagnostic) -> JSONValue) throws(Diagnostic) -> JSONValue {
        guard depth < JSONParser.maximumDepth else {
            throw Diagnostic.error("collections nested deeper than \(JSONParser.maximumDepth) levels",
                                   at: text.location(line, text.indentation(of: line)))
        }
        depth += 1
        defer { depth -= 1 }
        return try read(&self)
    }

    /// A tab before a line's content is not indentation YAML allows.
    func checkNoTabIndentation(_ line: Int, _ indent: Int) throws(Diagnostic) {
        if text.scalar(line, indent) == "\t" && !text.isBlank(line) {
            throw YAMLUnsupportedConstruct.tabIndentation.error(at: text.location(line, indent))
        }
    }

    /// Whether `column` of `line` is a block sequence entry's `-`.
    func isSequenceEntry(_ line: Int, _ column: Int) -> Bool {
        text.scalar(line, column) == "-" && text.isBreakOrWhiteSpace(line, column + 1)
    }

    /// A block sequence whose `-` entries are at column `indent`.
    private mutating func readSequence(indent: Int) throws(Diagnostic) -> JSONValue {
        let start = text.position(line, indent)
        var elements: [JSONValue] = []
        while true {
            let dash = text.position(line, indent)
            let column = text.skippingWhiteSpace(line, from: indent + 1)
            if text.restIsBlank(line, from: indent + 1) {
                line += 1
                elements.append(try readBlockNode(parentIndent: indent, sequenceAtParentIndent: false) ?? JSONValue(.null, at: dash))
            } else {
                try checkNoTabBeforeCollection(line, from: indent + 1, to: column)
                elements.append(try readInlineNode(column: column, parentIndent: indent))
            }
            guard let next = try nextEntry(at: indent, of: "the sequence's entries", expected: "'-'") else { break }
            guard isSequenceEntry(line, next) else { break }
        }
        return JSONValue(.array(JSONArray(elements, at: start)), at: start)
    }

    /// After blank lines, the column of the collection's next entry (its `indent`), or nil where the
    /// collection ends (the end of the document or a line indented less); a line indented more is
    /// an error naming `entries` and the `expected` indicator.
    private mutating func nextEntry(at indent: Int, of entries: String, expected: String) throws(Diagnostic) -> Int? {
        skipBlankLines()
        guard line < text.lines.count, !text.isDocumentMarker(line) else { return nil }
        let next = text.indentation(of: line)
        if next < indent { return nil }
        if next > indent {
            throw Diagnostic.error("this line is indented more than \(entries); expected \(expected) at column \(indent + 1)",
                                   at: text.location(line, next))
        }
        return next
    }

    /// A compact collection (`- - a`, `- a: b`) may follow its indicator after spaces only.
    private func checkNoTabBeforeCollection(_ line: Int, from: Int, to column: Int) throws(Diagnostic) {
        guard text.lines[line][from..<column].contains("\t") else { return }
        if isSequenceEntry(line, column) || ((try? isMappingKey(line, column)) ?? false) {
            throw YAMLUnsupportedConstruct.tabIndentation.error(at: text.location(line, from))
        }
    }

    /// A block mapping whose keys are at column `indent`.
    private mutating func readMapping(indent: Int) throws(Diagnostic) -> JSONValue {
        let start = text.position(line, indent)
        var members: [JSONMember] = []
        var seen: [String: TextPosition] = [:]
        while true {
            let (key, afterColon) = try readKey(line, indent)
            if let first = seen[key.text] {
                throw Diagnostic.error("key '\(key.text)' repeated in one mapping (first at line \(first.line)); YAML keys are unique",
                                       at: text.location(line, indent))
            }
            seen[key.text] = key.position
            let colon = text.position(line, afterColon - 1)
            let value: JSONValue
            if text.restIsBlank(line, from: afterColon) {
                line += 1
                value = try readBlockNode(parentIndent: indent, sequenceAtParentIndent: true) ?? JSONValue(.null, at: colon)
            } else {
                let column = text.skippingWhiteSpace(line, from: afterColon)
                if isSequenceEntry(line, column) {
                    throw Diagnostic.error("a sequence entry '-' cannot follow its key on the same line; start it on the next line",
                                           at: text.location(line, column))
                }
                try checkSupportedStart(line, column)
                if try isMappingKey(line, column) {
                    throw Diagnostic.error("a mapping cannot start on the line of its key; start it on the next line, indented",
                                           at: text.location(line, column))
                }
                value = try readScalar(column: column, parentIndent: indent)
            }
            members.append(JSONMember(key: key.text, keyPosition: key.position, value: value))
            guard let next = try nextEntry(at: indent, of: "the mapping's keys", expected: "a key") else { break }
            try checkNoTabIndentation(line, next)
            if isSequenceEntry(line, next) { break }
            try checkSupportedStart(line, next)
            guard try isMappingKey(line, next) else {
                throw Diagnostic.error("expected 'key: value' in this mapping", at: text.location(line, next))
            }
        }
        return JSONValue(.object(JSONObject(members: members, at: start)), at: start)
    }
}
