/// Turns any name (a role path segment, a scheme name) into a readable Swift identifier.
///
/// - Characters that cannot be part of an identifier (`-`, spaces, punctuation, symbols, emoji)
///   separate words, and the words are joined in camel case: `on-primary` → `onPrimary`,
///   `high contrast` → `highContrast`. Underscores are kept.
/// - Letters of any script are kept (`цвет`, `couleurÉté`), as are digits and combining marks
///   after the first character.
/// - A name that starts with a digit gets a leading `_` (`2x` → `_2x`); a name with no usable
///   character at all becomes `_`.
/// - Keywords are escaped in backticks (`` `default` ``, `` `class` ``). `Type` and `Protocol`,
///   which no escape makes reachable as members, become `Type_` and `Protocol_`.
enum SwiftIdentifier {
    /// `name` as a lower camel case identifier (constants, enum cases): the first word's
    /// leading capitals are lowercased (`URLColor` → `urlColor`, `Body` → `body`).
    static func lowerCamel(_ name: String) -> String {
        escaped(lowerCamelWord(name))
    }

    /// `name` as an upper camel case identifier (types): each word's first letter capitalised
    /// (`onPrimary` → `OnPrimary`).
    static func upperCamel(_ name: String) -> String {
        escaped(upperCamelWord(name))
    }

    /// `name` in lower camel case before any escaping: the bare word other names are built on
    /// (`default` → `default`, whose stored property is `defaultRGBA`).
    static func lowerCamelWord(_ name: String) -> String {
        if let ascii = asciiCamelWord(name, lowercasingFirstWord: true) { return ascii }
        let parts = words(name)
        guard let first = parts.first else { return "_" }
        return withValidHead(lowercasingLeadingCapitals(first) + parts.dropFirst().map(capitalizingFirst).joined())
    }

    /// `name` in upper camel case before any escaping (`text` → `Text`, the stem of `TextAppearance`).
    static func upperCamelWord(_ name: String) -> String {
        if let ascii = asciiCamelWord(name, lowercasingFirstWord: false) { return ascii }
        let parts = words(name)
        guard !parts.isEmpty else { return "_" }
        return withValidHead(parts.map(capitalizingFirst).joined())
    }

    /// `identifier` made usable as a declaration's name: keywords in backticks, `Type` and
    /// `Protocol` suffixed with `_`.
    package static func escaped(_ identifier: String) -> String {
        if SwiftReservedWords.metatypeNames.contains(identifier) { return identifier + "_" }
        if SwiftReservedWords.escaped.contains(identifier) { return "`\(identifier)`" }
        return identifier
    }

    /// `word` (a bare identifier from ``lowerCamelWord(_:)``) as an argument label in a call:
    /// only `_` and `inout` need backticks there, and swiftc warns about any other escape.
    static func argumentLabel(_ word: String) -> String {
        SwiftReservedWords.escapedInArgumentLabels.contains(word) ? "`\(word)`" : word
    }

    /// Whether `text` can name a type as it is: a non-empty identifier, no keyword, nothing to escape.
    static func isPlainIdentifier(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.first, SwiftIdentifierCharacters.isHead(first) else { return false }
        return scalars.dropFirst().allSatisfy(SwiftIdentifierCharacters.isContinuation)
            && escaped(text) == text
    }

    /// The runs of identifier characters in `name`, split at every other character.
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            if SwiftIdentifierCharacters.isHead(scalar) || SwiftIdentifierCharacters.isContinuation(scalar) {
                current.append(scalar)
            } else if !current.isEmpty {
                words.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    /// ``lowerCamelWord(_:)`` (`lowercasingFirstWord`) or ``upperCamelWord(_:)`` of a name that
    /// is all ASCII, where letters, digits and `_` are the identifier characters and case
    /// mapping is a bit: the same words and the same result, without Unicode property look-ups;
    /// `nil` when the name is not ASCII.
    private static func asciiCamelWord(_ name: String, lowercasingFirstWord: Bool) -> String? {
        var name = name
        return name.withUTF8 { bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            func isUpper(_ byte: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
            func isLower(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
            func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
            func isWordByte(_ byte: UInt8) -> Bool { isUpper(byte) || isLower(byte) || isDigit(byte) || byte == UInt8(ascii: "_") }
            let caseBit: UInt8 = 0x20
            // One byte more than the name, for the `_` a leading digit needs.
            return String(unsafeUninitializedCapacity: bytes.count + 1) { result in
                var count = 0
                var start = 0
                var isFirstWord = true
                while start < bytes.count {
                    guard isWordByte(bytes[start]) else {
                        start += 1
                        continue
                    }
                    var end = start
                    while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
                    var run = start
                    if isFirstWord, lowercasingFirstWord {
                        // The leading capitals, but the last of a run of several that starts the next word.
                        while run < end, isUpper(bytes[run]) { run += 1 }
                        if run - start > 1, run < end, isLower(bytes[run]) { run -= 1 }
                        for index in start..<run {
                            result[count] = bytes[index] | caseBit
                            count += 1
                        }
                    } else {
                        result[count] = isLower(bytes[start]) ? bytes[start] & ~caseBit : bytes[start]
                        count += 1
                        run = start + 1
                    }
                    for index in run..<end {
                        result[count] = bytes[index]
                        count += 1
                    }
                    isFirstWord = false
                    start = end
                }
                guard count == 0 || isDigit(result[0]) else { return count }
                // `_` in front: the words move one byte on.
                for index in (0..<count).reversed() { result[index + 1] = result[index] }
                result[0] = UInt8(ascii: "_")
                return count + 1
            }
        }
    }

    /// `_` in front of a word whose first character cannot start an identifier (a digit, a mark).
    private static func withValidHead(_ word: String) -> String {
        guard let first = word.unicodeScalars.first, SwiftIdentifierCharacters.isHead(first) else { return "_" + word }
        return word
    }

    /// The first letter in title case, the rest unchanged.
    private static func capitalizingFirst(_ word: String) -> String {
        guard let first = word.unicodeScalars.first else { return word }
        return first.properties.titlecaseMapping + String(word.unicodeScalars.dropFirst())
    }

    /// The leading run of capitals lowercased, except the last one when it starts the next word
    /// (`URLColor` → `urlColor`, `UI` → `ui`, `Body` → `body`).
    private static func lowercasingLeadingCapitals(_ word: String) -> String {
        let scalars = Array(word.unicodeScalars)
        var run = 0
        while run < scalars.count, scalars[run].properties.isUppercase { run += 1 }
        if run > 1, run < scalars.count, scalars[run].properties.isLowercase { run -= 1 }
        let lowered = scalars[..<run].map(\.properties.lowercaseMapping).joined()
        var rest = String.UnicodeScalarView()
        rest.append(contentsOf: scalars[run...])
        return lowered + String(rest)
    }
}
