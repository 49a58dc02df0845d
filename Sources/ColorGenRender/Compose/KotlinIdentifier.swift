/// Kotlin spellings of names: the camel-case words of the swift format (``SwiftIdentifier``:
/// `on-primary` → `onPrimary`, `2xl` → `_2xl`, `цвет фона` → `цветФона`), made declarable in Kotlin.
///
/// A word Kotlin reads as a plain identifier (a letter or `_`, then letters, digits and `_`) is
/// written as it is; a hard keyword (`class`, `object`, `in`, ...) or a word with characters Swift
/// accepts in identifiers and Kotlin does not (combining marks) is written in backticks. A word of
/// underscores only, which Kotlin reserves, or one without any usable character, becomes `unnamed`.
enum KotlinIdentifier {
    /// Kotlin's hard keywords, which cannot name a declaration unescaped.
    static let hardKeywords: Set<String> = [
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is", "null",
        "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof", "val", "var",
        "when", "while",
    ]

    /// What a name with no usable character is called.
    static let unnamed = "unnamed"

    /// `name` as a lower camel case word (properties, scheme instances), before escaping.
    static func lowerCamelWord(_ name: String) -> String {
        usable(SwiftIdentifier.lowerCamelWord(name))
    }

    /// `name` as an upper camel case word (classes), before escaping.
    static func upperCamelWord(_ name: String) -> String {
        usable(SwiftIdentifier.upperCamelWord(name))
    }

    /// `word` as it is declared and referenced: in backticks unless it is a plain identifier.
    static func escaped(_ word: String) -> String {
        isPlainIdentifier(word) ? word : "`\(word)`"
    }

    /// Whether `text` is a Kotlin identifier that needs no backticks: a letter or `_` first, then
    /// letters, `_` and decimal digits, not only underscores, and no hard keyword.
    static func isPlainIdentifier(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.first, isLetter(first) || first == "_" else { return false }
        return scalars.allSatisfy { isLetter($0) || $0 == "_" || $0.properties.generalCategory == .decimalNumber }
            && !scalars.allSatisfy { $0 == "_" } && !hardKeywords.contains(text)
    }

    /// A Kotlin letter: the Unicode categories Lu, Ll, Lt, Lm, Lo and Nl.
    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .letterNumber: true
        default: false
        }
    }

    /// `word`, or ``unnamed`` for a word of underscores only.
    private static func usable(_ word: String) -> String {
        word.unicodeScalars.allSatisfy { $0 == "_" } ? unnamed : word
    }
}
