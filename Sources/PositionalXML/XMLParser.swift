// Parses the XML subset of resource files (elements, attributes, text, comments, entities, CDATA) with path:line:column errors.
import SourceDiagnostics

/// Parses XML as resource files write it: an optional declaration, comments and processing
/// instructions (skipped), one root element with attributes and nested elements, text with the
/// five predefined entities and character references, and CDATA sections. A DOCTYPE (and so any
/// entity it would declare) is refused, as is anything malformed, with one error at its line and
/// column; columns count Unicode scalars, as everywhere in colorgen.
public enum XMLParser {
    /// The document in `bytes` (UTF-8, an optional byte order mark), read from `path`.
    public static func parse(_ bytes: [UInt8], path: String) throws(Diagnostic) -> XMLDocument {
        var scanner = XMLScanner(bytes: bytes, path: path)
        return try scanner.document()
    }
}

/// The scanner behind ``XMLParser``: one pass over the bytes, tracking line and column.
struct XMLScanner {
    private let bytes: [UInt8]
    private let path: String
    private var offset = 0
    private var line = 1
    private var column = 1

    /// Deeper nesting than this is refused rather than recursed into.
    static let maximumDepth = 256

    init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
    }

    // MARK: Document

    mutating func document() throws(Diagnostic) -> XMLDocument {
        try skipMisc()
        guard peek == UInt8(ascii: "<") else {
            throw error(offset >= bytes.count ? "the file has no root element" : "expected the root element's '<'")
        }
        let root = try element(depth: 0)
        try skipMisc()
        guard offset >= bytes.count else { throw error("only one root element is allowed; found more after it") }
        return XMLDocument(path: path, root: root)
    }

    /// White space, comments, processing instructions (the declaration); a DOCTYPE is an error.
    private mutating func skipMisc() throws(Diagnostic) {
        while true {
            skipWhitespace()
            if starts(with: "<?") {
                try skip(past: "?>", what: "processing instruction")
            } else if starts(with: "<!--") {
                try skip(past: "-->", what: "comment")
            } else if starts(with: "<!DOCTYPE") {
                throw error("a DOCTYPE is not read: resource files have none (and the entities it could declare are refused)")
            } else {
                return
            }
        }
    }

    // MARK: Elements

    private mutating func element(depth: Int) throws(Diagnostic) -> XMLElement {
        let start = position
        guard depth < Self.maximumDepth else { throw error("elements are nested more than \(Self.maximumDepth) deep") }
        advance()  // <
        let name = try self.name("an element name")
        var attributes: [XMLAttribute] = []
        while true {
            let hadSpace = skipWhitespace()
            if starts(with: "/>") {
                advance(2)
                return XMLElement(name: name, attributes: attributes, children: [], position: start)
            }
            if peek == UInt8(ascii: ">") {
                advance()
                break
            }
            guard offset < bytes.count else { throw error("the tag <\(name)> (at \(start)) is not closed with '>'") }
            guard hadSpace else { throw error("expected white space, '>' or '/>' in the tag <\(name)>") }
            let attributePosition = position
            let attributeName = try self.name("an attribute name")
            if attributes.contains(where: { $0.name == attributeName }) {
                throw error("the attribute '\(attributeName)' is given twice in <\(name)>", at: attributePosition)
            }
            skipWhitespace()
            guard peek == UInt8(ascii: "=") else { throw error("expected '=' after the attribute name '\(attributeName)'") }
            advance()
            skipWhitespace()
            guard let quote = peek, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                throw error("an attribute value must be quoted with \" or '")
            }
            advance()
            let valuePosition = position
            var value = ""
            while peek != quote {
                guard let byte = peek else { throw error("the value of '\(attributeName)' is not closed", at: valuePosition) }
                if byte == UInt8(ascii: "<") { throw error("'<' cannot appear in an attribute value; write &lt;") }
                if byte == UInt8(ascii: "&") {
                    value.unicodeScalars.append(try reference())
                } else {
                    value += try character()
                }
            }
            advance()
            attributes.append(XMLAttribute(name: attributeName, value: value, position: attributePosition, valuePosition: valuePosition))
        }
        var children: [XMLChild] = []
        var text = ""
        var textPosition: TextPosition?
        var textStart = position
        // One text run: its characters, where it starts, and where its first non-white-space character is.
        func flush() {
            if !text.isEmpty { children.append(.text(XMLText(value: text, position: textPosition ?? textStart))) }
            text = ""
            textPosition = nil
        }
        while true {
            guard let byte = peek else { throw error("<\(name)> (at \(start)) is not closed: expected </\(name)>") }
            if byte == UInt8(ascii: "<") {
                if starts(with: "</") {
                    flush()
                    let endPosition = position
                    advance(2)
                    let endName = try self.name("the closing tag's name")
                    skipWhitespace()
                    guard peek == UInt8(ascii: ">") else { throw error("expected '>' to end </\(endName)") }
                    advance()
                    guard endName == name else {
                        throw error("expected </\(name)> to close the element opened at \(start), found </\(endName)>", at: endPosition)
                    }
                    return XMLElement(name: name, attributes: attributes, children: children, position: start)
                } else if starts(with: "<!--") {
                    try skip(past: "-->", what: "comment")
                } else if starts(with: "<![CDATA[") {
                    advance(9)
                    let cdataStart = position
                    if text.isEmpty { textStart = position }
                    while !starts(with: "]]>") {
                        guard offset < bytes.count else { throw error("the CDATA section is not closed with ]]>", at: cdataStart) }
                        if textPosition == nil, let next = peek, !Self.isWhitespace(next) { textPosition = position }
                        text += try character()
                    }
                    advance(3)
                } else if starts(with: "<?") {
                    try skip(past: "?>", what: "processing instruction")
                } else if starts(with: "<!") {
                    throw error("only comments and CDATA sections start with '<!' inside an element")
                } else {
                    flush()
                    children.append(.element(try element(depth: depth + 1)))
                }
            } else if byte == UInt8(ascii: "&") {
                if text.isEmpty { textStart = position }
                if textPosition == nil { textPosition = position }
                text.unicodeScalars.append(try reference())
            } else {
                if text.isEmpty { textStart = position }
                if textPosition == nil && !Self.isWhitespace(byte) { textPosition = position }
                text += try character()
            }
        }
    }

    /// An XML name: a letter, `_` or `:`, then letters, digits, `-`, `.`, `_`, `:` (non-ASCII letters taken as they are).
    private mutating func name(_ what: String) throws(Diagnostic) -> String {
        let start = offset
        while let byte = peek, byte >= 0x80 || Self.isNameByte(byte, first: offset == start) {
            advance()
        }
        guard offset > start else { throw error("expected \(what)") }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    private static func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: ":"):
            return true
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."):
            return !first
        default:
            return false
        }
    }

    // MARK: References and characters

    /// `&lt;`, `&gt;`, `&amp;`, `&quot;`, `&apos;`, `&#N;` or `&#xH;`, decoded.
    private mutating func reference() throws(Diagnostic) -> Unicode.Scalar {
        let start = position
        advance()  // &
        var name = ""
        while let byte = peek, byte != UInt8(ascii: ";") {
            guard name.count < 12, !Self.isWhitespace(byte), byte != UInt8(ascii: "<"), byte != UInt8(ascii: "&") else {
                throw error("'&' starts an entity such as &amp; or &#169;, which needs a ';'; write &amp; for '&'", at: start)
            }
            name.unicodeScalars.append(Unicode.Scalar(byte))
            advance()
        }
        guard peek == UInt8(ascii: ";") else { throw error("the entity is not closed with ';'", at: start) }
        advance()
        switch name {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default:
            var digits = Substring(name)
            var radix = 10
            guard digits.first == "#" else {
                throw error("unknown entity &\(name);: XML without a DOCTYPE has &lt; &gt; &amp; &quot; &apos; and character "
                            + "references such as &#169;", at: start)
            }
            digits = digits.dropFirst()
            if digits.first == "x" {
                radix = 16
                digits = digits.dropFirst()
            }
            guard let value = UInt32(digits, radix: radix), let scalar = Unicode.Scalar(value), value != 0 else {
                throw error("&\(name); is no character", at: start)
            }
            return scalar
        }
    }

    /// The character at the offset (one UTF-8 sequence), moving past it; malformed UTF-8 is an error.
    private mutating func character() throws(Diagnostic) -> String {
        let first = bytes[offset]
        let length = first < 0x80 ? 1 : first >> 5 == 0b110 ? 2 : first >> 4 == 0b1110 ? 3 : first >> 3 == 0b11110 ? 4 : 0
        guard length > 0, offset + length <= bytes.count,
              bytes[(offset + 1)..<(offset + length)].allSatisfy({ $0 & 0xC0 == 0x80 }) else {
            throw error("the file is not valid UTF-8 here")
        }
        let text = String(decoding: bytes[offset..<(offset + length)], as: UTF8.self)
        advance(length)
        return text
    }

    // MARK: Moving

    private var peek: UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    private var position: TextPosition {
        TextPosition(line: line, column: column)
    }

    private func starts(with text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        return text.withUTF8Buffer { expected in
            (0..<count).allSatisfy { bytes[offset + $0] == expected[$0] }
        }
    }

    /// Moves `count` bytes on, counting lines and columns (a column per Unicode scalar).
    private mutating func advance(_ count: Int = 1) {
        for _ in 0..<count where offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
    }

    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = offset
        while let byte = peek, Self.isWhitespace(byte) { advance() }
        return offset > start
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private mutating func skip(past end: StaticString, what: String) throws(Diagnostic) {
        let start = position
        while !starts(with: end) {
            guard offset < bytes.count else { throw error("the \(what) is not closed with \(end)", at: start) }
            advance()
        }
        advance(end.utf8CodeUnitCount)
    }

    private func error(_ message: String, at position: TextPosition? = nil) -> Diagnostic {
        .error(message, at: SourceLocation(path: path, position: position ?? self.position))
    }
}
