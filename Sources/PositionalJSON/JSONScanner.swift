// Does JSONParser's work on UTF-8 bytes: values, strings, numbers, repeated-key warnings, depth cap.
import SourceDiagnostics

/// The recursive-descent reader behind ``JSONParser``, working on raw UTF-8 bytes.
///
/// `Grammar` picks JSON or JSON5; the JSON5 additions (in `JSONScanner+JSON5.swift`) are guarded
/// by its static flag, so the JSON reader is specialized without them and pays nothing for them.
/// Recursion depth is bounded by ``JSONParser/maximumDepth``, so hostile input cannot exhaust
/// the stack.
struct JSONScanner<Grammar: JSONGrammar>: ~Copyable {
    let bytes: UnsafeBufferPointer<UInt8>
    private let path: String
    var offset = 0
    private var depth = 0
    var tracker = PositionTracker()
    /// The document's nodes, text and positions as far as they are read; the children of the
    /// containers being read wait there until each closes.
    var builder = JSONStorageBuilder()
    /// Where strings equal to a common one are found, so that they share its text entry.
    private let common = CommonStringLookup()
    /// Warnings collected so far (repeated keys).
    private(set) var warnings: [Diagnostic] = []
    /// Whether any object so far has a `$ref` key: without one, a token document has no JSON
    /// pointers to follow.
    private(set) var sawPointerKey = false
    /// How many string values so far may start with `{`: those whose first byte is `{`, or a
    /// backslash (an escape that may stand for one).
    var braceStringCount = 0

    /// The text offset of `$ref`, a common string: the key that makes a document follow pointers.
    private let pointerKeyOffset = JSONStorageBuilder.commonOffset(of: "$ref")!

    init(_ bytes: UnsafeBufferPointer<UInt8>, path: String) {
        self.bytes = bytes
        self.path = path
        builder.reserveCapacity(forDocumentOf: bytes.count)
    }

    /// Reads the whole text: optional byte order mark, one value, nothing after it but whitespace.
    mutating func parseDocument() throws(Diagnostic) -> JSONStorage {
        guard bytes.count < Int(UInt32.max) else {
            throw .error("the file is larger than the 4 GB a JSON document may have", at: SourceLocation(path: path, position: .start))
        }
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            offset = 3
            tracker = PositionTracker(firstLineStart: offset)
        }
        skipWhitespace()
        guard offset < bytes.count else {
            throw error("the file is empty; expected a JSON value")
        }
        let root = try parseValue()
        skipWhitespace()
        if offset < bytes.count {
            throw error("unexpected \(describeByte(at: offset)) after the end of the JSON value")
        }
        return builder.finish(root: root)
    }

    // MARK: Values

    private mutating func parseValue() throws(Diagnostic) -> JSONNode {
        guard offset < bytes.count else {
            throw error("unexpected end of file; expected a value")
        }
        try checkRoom()
        let start = offset
        let node = UInt32(truncatingIfNeeded: start)
        let startPosition = position(at: offset)
        builder.record(start, at: startPosition)
        switch bytes[offset] {
        case UInt8(ascii: "{"):
            return try parseObject(start: start, at: startPosition)
        case UInt8(ascii: "["):
            return try parseArray(start: start, at: startPosition)
        case UInt8(ascii: "\""):
            noteBraceString()
            return JSONNode(.string, offset: node, payload: try parseString(closingWith: UInt8(ascii: "\"")))
        case UInt8(ascii: "'") where Grammar.isJSON5:
            noteBraceString()
            return JSONNode(.string, offset: node, payload: try parseString(closingWith: UInt8(ascii: "'")))
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return JSONNode(.bool, offset: node, payload: 1)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return JSONNode(.bool, offset: node, payload: 0)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return JSONNode(.null, offset: node)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(.number, offset: node, payload: Grammar.isJSON5 ? try parseJSON5Number() : try parseNumber())
        case let other where Grammar.isJSON5 && JSON5Characters.mayStartNumber(other):
            return JSONNode(.number, offset: node, payload: try parseJSON5Number())
        default:
            throw error("unexpected \(describeByte(at: offset)); expected a value")
        }
    }

    /// Counts the string value whose opening quote is at ``offset`` when it may start with `{`:
    /// its first byte is `{`, or a backslash (an escape that may stand for one).
    @inline(__always)
    private mutating func noteBraceString() {
        if offset + 1 < bytes.count && (bytes[offset + 1] == UInt8(ascii: "{") || bytes[offset + 1] == UInt8(ascii: "\\")) {
            braceStringCount += 1
        }
    }

    private mutating func parseObject(start: Int, at startPosition: TextPosition) throws(Diagnostic) -> JSONNode {
        try enterContainer()
        offset += 1
        let first = builder.pendingCount
        let braceStringsBefore = braceStringCount
        var keyTable: [Int] = []
        /// Bit `offset % 64` of each common key read in this object so far (see ``isNewCommonKey``).
        var commonKeysSeen: UInt64 = 0
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            offset += 1
            depth -= 1
            return builder.closeContainer(.object, at: start, childrenFrom: first, mayContainBraceStrings: false)
        }
        while true {
            skipWhitespace()
            try checkRoom()
            let keyStart = offset
            let keyPosition = position(at: offset)
            let key: Int
            if let quote = peek(), quote == UInt8(ascii: "\"") || (Grammar.isJSON5 && quote == UInt8(ascii: "'")) {
                key = try parseString(closingWith: quote)
            } else if Grammar.isJSON5 {
                key = try parseIdentifierKey()
            } else {
                throw error(offset < bytes.count
                    ? "unexpected \(describeByte(at: offset)); expected a quoted key"
                    : "unexpected end of file; expected a quoted key")
            }
            builder.record(keyStart, at: keyPosition)
            if !sawPointerKey && isPointerKey(key) { sawPointerKey = true }
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else {
                throw error(offset < bytes.count
                    ? "unexpected \(describeByte(at: offset)); expected ':' after key \"\(string(at: key))\""
                    : "unexpected end of file; expected ':' after key \"\(string(at: key))\"")
            }
            offset += 1
            skipWhitespace()
            let value = try parseValue()
            // The first member has no earlier key to repeat (its key is noted first if common).
            if !isNewCommonKey(key, seen: &commonKeysSeen, from: first), builder.pendingCount != first,
               let earlier = existingKeyIndex(of: key, from: first, table: &keyTable) {
                let earlierLine = builder.positions.position(of: builder[pending: earlier].offset).line
                warnings.append(.warning(
                    "key \"\(string(at: key))\" repeats the one at line \(earlierLine); the last value wins",
                    at: SourceLocation(path: path, position: keyPosition)))
                builder[pending: earlier + 1] = value
            } else {
                builder.append(JSONNode(.key, offset: UInt32(truncatingIfNeeded: keyStart), payload: key))
                builder.append(value)
            }
            if try containerEnds(closing: UInt8(ascii: "}"), opened: startPosition, kind: "object") {
                offset += 1
                depth -= 1
                return builder.closeContainer(.object, at: start, childrenFrom: first,
                                              mayContainBraceStrings: braceStringCount != braceStringsBefore)
            }
        }
    }

    /// After a member or an element: consumes the `,` that says another one follows (false), or
    /// finds `closing` at ``offset``, also after a trailing `,` in JSON5 (true).
    @inline(__always)
    private mutating func containerEnds(closing: UInt8, opened open: TextPosition, kind: String) throws(Diagnostic) -> Bool {
        skipWhitespace()
        switch peek() {
        case UInt8(ascii: ","):
            offset += 1
            guard Grammar.isJSON5 else { return false }
            skipWhitespace()
            return peek() == closing
        case closing?:
            return true
        case nil:
            throw error("unexpected end of file; expected ',' or '\(Character(Unicode.Scalar(closing)))' to close the \(kind) opened at \(open)")
        default:
            throw error("unexpected \(describeByte(at: offset)); expected ',' or '\(Character(Unicode.Scalar(closing)))'")
        }
    }

    /// The string of the text entry at `offset`, for messages.
    func string(at offset: Int) -> String {
        builder.withText(at: offset) { String(decoding: $0, as: UTF8.self) }
    }

    /// How many members an object may have for its keys to be searched one by one; beyond, a
    /// hash table of them is kept (``existingKeyIndex(of:from:table:)``).
    private static var linearKeySearchLimit: Int { 16 }

    /// Whether the key whose text entry is at `key` is a common string that no earlier member of
    /// the object whose children start at `first` has, told without a search: each common key
    /// read sets bit `offset % 64` of `seen`, and a common key is equal only to its own entry, so
    /// a clear bit means the key is new (a set one may be another key's, and the search decides).
    /// Only while the object is searched one by one: a larger object's table records every key.
    @inline(__always)
    private func isNewCommonKey(_ key: Int, seen: inout UInt64, from first: Int) -> Bool {
        guard key < common.textCount else { return false }
        let bit: UInt64 = 1 << UInt64(key & 63)
        defer { seen |= bit }
        return seen & bit == 0 && (builder.pendingCount - first) / 2 < Self.linearKeySearchLimit
    }

    /// Finds the pending index of an earlier key, among the members of the object whose children
    /// start at `first`, equal to the key whose text entry is at `key`: a linear scan for small
    /// objects, beyond that an open-addressing `table` of pending key indices (-1 for a free
    /// slot) hashed on the keys' bytes, which records `key` as the member about to be appended
    /// when it is new. (Mutating only so that the scanner is not copied for the call.)
    private mutating func existingKeyIndex(of key: Int, from first: Int, table: inout [Int]) -> Int? {
        let memberCount = (builder.pendingCount - first) / 2
        if memberCount < Self.linearKeySearchLimit {
            for index in stride(from: first, to: builder.pendingCount, by: 2) where sameText(key, builder[pending: index].payload) {
                return index
            }
            return nil
        }
        if table.count < memberCount * 2 {
            var capacity = 64
            while capacity < memberCount * 4 { capacity *= 2 }
            table = Array(repeating: -1, count: capacity)
            for index in stride(from: first, to: builder.pendingCount, by: 2) {
                var slot = hash(builder[pending: index].payload) & (capacity - 1)
                while table[slot] >= 0 { slot = (slot + 1) & (capacity - 1) }
                table[slot] = index
            }
        }
        let mask = table.count - 1
        var slot = hash(key) & mask
        while table[slot] >= 0 {
            if sameText(key, builder[pending: table[slot]].payload) { return table[slot] }
            slot = (slot + 1) & mask
        }
        table[slot] = builder.pendingCount
        return nil
    }

    /// Whether the text entries at `first` and `second` hold the same bytes (the same code points):
    /// the same entry, or two that are not common strings with the same bytes (a string equal to
    /// a common one always has that one's entry).
    @inline(__always)
    private func sameText(_ first: Int, _ second: Int) -> Bool {
        if first == second { return true }
        if first < common.textCount || second < common.textCount { return false }
        return builder.textEntriesAreEqual(first, second)
    }

    /// Whether the key whose text entry is at `key` is `$ref` (a common string, so its entry).
    private func isPointerKey(_ key: Int) -> Bool {
        key == pointerKeyOffset
    }

    /// The FNV-1a hash of the text entry at `key`.
    private func hash(_ key: Int) -> Int {
        builder.withText(at: key) { text in
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in text { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
            return Int(truncatingIfNeeded: hash)
        }
    }

    private mutating func parseArray(start: Int, at open: TextPosition) throws(Diagnostic) -> JSONNode {
        try enterContainer()
        offset += 1
        let first = builder.pendingCount
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            offset += 1
            depth -= 1
            return builder.closeContainer(.array, at: start, childrenFrom: first, mayContainBraceStrings: false)
        }
        while true {
            skipWhitespace()
            let element = try parseValue()
            builder.append(element)
            if try containerEnds(closing: UInt8(ascii: "]"), opened: open, kind: "array") {
                offset += 1
                depth -= 1
                return builder.closeContainer(.array, at: start, childrenFrom: first, mayContainBraceStrings: false)
            }
        }
    }

    /// Fails when the storage has no room for another value or key: past 2²⁸ nodes or bytes of
    /// text, far beyond any design token file.
    @inline(__always)
    private mutating func checkRoom() throws(Diagnostic) {
        guard !builder.isFull else {
            throw error("the document holds more values and text than one JSON storage can address")
        }
    }

    private mutating func enterContainer() throws(Diagnostic) {
        depth += 1
        if depth > JSONParser.maximumDepth {
            throw error("arrays and objects nest deeper than \(JSONParser.maximumDepth) levels")
        }
    }

    mutating func expectLiteral(_ literal: StaticString) throws(Diagnostic) {
        let expected = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        for (index, byte) in expected.enumerated() {
            guard offset + index < bytes.count, bytes[offset + index] == byte else {
                throw error("invalid literal; expected '\(literal)'")
            }
        }
        offset += expected.count
    }

    // MARK: Numbers

    /// RFC 8259: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`; returns the number node's
    /// payload, which keeps the literal (its value is computed from it when read, ``NumberLiteral``).
    private mutating func parseNumber() throws(Diagnostic) -> Int {
        let start = offset
        if peek() == UInt8(ascii: "-") { offset += 1 }
        switch peek() {
        case UInt8(ascii: "0"):
            offset += 1
            if let next = peek(), isDigit(next) {
                throw error("a number may not have a leading zero")
            }
        case let digit? where isDigit(digit):
            skipDigits()
        default:
            throw error("invalid number; expected a digit")
        }
        if peek() == UInt8(ascii: ".") {
            offset += 1
            guard let digit = peek(), isDigit(digit) else {
                throw error("invalid number; expected a digit after '.'")
            }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            offset += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { offset += 1 }
            guard let digit = peek(), isDigit(digit) else {
                throw error("invalid number; expected a digit in the exponent")
            }
            skipDigits()
        }
        return builder.numberPayload(literal: UnsafeBufferPointer(rebasing: bytes[start..<offset]))
    }

    /// Moves past the decimal digits at ``offset``.
    mutating func skipDigits() {
        while let byte = peek(), isDigit(byte) { offset += 1 }
    }

    func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    // MARK: Strings

    /// Reads a string starting at its opening quote and returns the text entry of its unescaped
    /// UTF-8; `quote` is the closing quote (JSON5 strings may be single-quoted).
    private mutating func parseString(closingWith quote: UInt8) throws(Diagnostic) -> Int {
        offset += 1
        let contentStart = offset
        // Fast path: plain ASCII without escapes is decoded straight from the buffer, eight
        // bytes at a time while none of them ends it.
        skipPlainStringBytes(closingWith: quote)
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == quote {
                let slice = UnsafeBufferPointer(rebasing: bytes[contentStart..<offset])
                offset += 1
                return common.offset(of: slice) ?? builder.appendText(slice)
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { break }
            offset += 1
        }
        var scalars = Array(UnsafeBufferPointer(rebasing: bytes[contentStart..<offset]))
        while true {
            guard offset < bytes.count else {
                throw error("unexpected end of file inside a string")
            }
            let byte = bytes[offset]
            switch byte {
            case quote:
                offset += 1
                return scalars.withUnsafeBufferPointer { common.offset(of: $0) ?? builder.appendText($0) }
            case UInt8(ascii: "\\"):
                if Grammar.isJSON5 {
                    try appendJSON5Escape(to: &scalars)
                } else {
                    try appendEscape(to: &scalars)
                }
            case 0..<0x20 where Grammar.isJSON5 && byte != 0x0A && byte != 0x0D:
                scalars.append(byte)  // JSON5 strings may hold any character but a line break
                offset += 1
            case 0..<0x20 where Grammar.isJSON5:
                throw error("a string may not span lines; write \\n, or end the line with a backslash to continue it")
            case 0..<0x20:
                throw error("control character U+\(hex4(UInt32(byte))) must be escaped in a string")
            case 0x80...:
                tracker.noteNonASCII()
                let length = try validUTF8SequenceLength(at: offset)
                scalars.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[offset..<offset + length]))
                offset += length
            default:
                scalars.append(byte)
                offset += 1
            }
        }
    }

    /// Moves past bytes of a string that are neither `quote`, a backslash, a control character
    /// nor above 0x7F, a word of eight at a time, stopping at the first byte that is one of them
    /// (found in its word: the lowest byte flagged is always a true one, as a borrow only
    /// reaches the bytes above it).
    @inline(__always)
    private mutating func skipPlainStringBytes(closingWith quote: UInt8) {
        guard let base = bytes.baseAddress else { return }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        while bytes.count - offset >= 8 {
            // Little-endian, so that the first byte is the lowest.
            let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self).littleEndian
            // A byte is zero in `x` when it is the one looked for: (x - 1s) & ~x has its high bit.
            let quotes = word ^ (ones &* UInt64(quote))
            let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
            let special = ((quotes &- ones) & ~quotes) | ((backslashes &- ones) & ~backslashes)
                | (word &- ones &* 0x20) | word
            let flagged = special & highBits
            if flagged != 0 {
                offset += flagged.trailingZeroBitCount / 8
                return
            }
            offset += 8
        }
    }

    mutating func appendEscape(to output: inout [UInt8]) throws(Diagnostic) {
        let escapeStart = offset
        offset += 1
        guard let letter = peek() else {
            throw error("unexpected end of file inside a string")
        }
        offset += 1
        let simple: UInt8? = switch letter {
        case UInt8(ascii: "\""): UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): UInt8(ascii: "\\")
        case UInt8(ascii: "/"): UInt8(ascii: "/")
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
        if let simple {
            output.append(simple)
            return
        }
        guard letter == UInt8(ascii: "u") else {
            throw error("invalid escape '\\\(describeASCII(letter))'", at: escapeStart)
        }
        let first = try readHex4()
        var scalarValue = first
        if (0xD800...0xDBFF).contains(first) {
            guard peek() == UInt8(ascii: "\\"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "u") else {
                throw error("unpaired high surrogate \\u\(hex4(first))", at: escapeStart)
            }
            offset += 2
            let second = try readHex4()
            guard (0xDC00...0xDFFF).contains(second) else {
                throw error("high surrogate \\u\(hex4(first)) is not followed by a low surrogate", at: escapeStart)
            }
            scalarValue = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(first) {
            throw error("unpaired low surrogate \\u\(hex4(first))", at: escapeStart)
        }
        // Every value here is a valid scalar: surrogates were paired or rejected above.
        output.append(contentsOf: Array(String(Character(Unicode.Scalar(scalarValue)!)).utf8))
    }

    mutating func readHex4() throws(Diagnostic) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek() else {
                throw error("unexpected end of file in a \\u escape")
            }
            guard let digit = byte.hexDigitValue else {
                throw error("a \\u escape needs four hex digits")
            }
            value = value << 4 | digit
            offset += 1
        }
        return value
    }

    /// The length of the well-formed UTF-8 sequence at `start` (Unicode Table 3-7), or an error.
    mutating func validUTF8SequenceLength(at start: Int) throws(Diagnostic) -> Int {
        let lead = bytes[start]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: throw error("invalid UTF-8 byte 0x\(String(lead, radix: 16, uppercase: true))", at: start)
        }
        guard start + length <= bytes.count, secondRange.contains(bytes[start + 1]) else {
            throw error("invalid UTF-8 sequence", at: start)
        }
        for index in (start + 2)..<(start + length) where bytes[index] & 0xC0 != 0x80 {
            throw error("invalid UTF-8 sequence", at: start)
        }
        return length
    }

    // MARK: Whitespace and positions

    @inline(__always)
    private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "):
                offset += 1
                skipSpaceRun()
            case UInt8(ascii: "\r"):
                // A carriage return alone ends a line (old Mac files), as CRLF and LF do.
                if offset + 1 >= bytes.count || bytes[offset + 1] != UInt8(ascii: "\n") { tracker.newLine(at: offset) }
                offset += 1
            case UInt8(ascii: "\t"):
                offset += 1
            case UInt8(ascii: "\n"):
                tracker.newLine(at: offset)
                offset += 1
            case let other where Grammar.isJSON5 && JSON5Characters.mayStartWhitespaceOrComment(other):
                guard skipJSON5WhitespaceOrComment() else { return }
            default:
                return
            }
        }
    }

    /// Skips spaces eight bytes at a time: indentation comes in runs of them.
    private mutating func skipSpaceRun() {
        guard let base = bytes.baseAddress else { return }
        let spaces: UInt64 = 0x2020_2020_2020_2020
        while bytes.count - offset >= 8 {
            // Little-endian: the first byte is the lowest, so trailing zero bytes are leading spaces.
            let differences = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self).littleEndian ^ spaces
            if differences != 0 {
                offset += differences.trailingZeroBitCount / 8
                return
            }
            offset += 8
        }
    }

    func peek() -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    mutating func position(at offset: Int) -> TextPosition {
        tracker.position(at: offset, in: bytes)
    }

    mutating func error(_ message: String, at errorOffset: Int? = nil) -> Diagnostic {
        let where_ = min(errorOffset ?? offset, bytes.count)
        var message = message
        if startsComment(at: where_) {
            // JSON5 skips every comment it can, so one left where an error is found is unclosed.
            message = Grammar.isJSON5 ? "the comment opened here is never closed with '*/'"
                : "JSON has no comments; JSON5 does: name the file '.json5' to read it as JSON5"
        }
        return .error(message, at: SourceLocation(path: path, position: position(at: where_)))
    }

    /// Whether `//` or `/*` starts at `offset`.
    func startsComment(at offset: Int) -> Bool {
        offset + 1 < bytes.count && bytes[offset] == UInt8(ascii: "/")
            && (bytes[offset + 1] == UInt8(ascii: "/") || bytes[offset + 1] == UInt8(ascii: "*"))
    }

    func describeByte(at offset: Int) -> String {
        let byte = bytes[offset]
        if byte >= 0x20 && byte < 0x7F { return "'\(describeASCII(byte))'" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    func describeASCII(_ byte: UInt8) -> String {
        String(UnicodeScalar(byte))
    }

    func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
