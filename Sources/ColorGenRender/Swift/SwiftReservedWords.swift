/// The words a Swift declaration cannot use as a plain name.
enum SwiftReservedWords {
    /// Keywords that must be written in backticks to name a constant, an enum or an enum case:
    /// the keywords that `swiftc -swift-version 6` rejects unescaped in `static let X`, `enum X`,
    /// `case X` or a stored property `let X`, plus `await`.
    static let escaped: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
    ]

    /// Keywords that need backticks as an argument label in a call (`f(inout: 1)` does not parse,
    /// `f(_: 1)` means no label); swiftc warns when any other keyword is escaped there.
    static let escapedInArgumentLabels: Set<String> = ["_", "inout"]

    /// Names that backticks do not rescue: `X.Type` and `X.Protocol` always mean the metatype, so a
    /// member with one of these names could never be reached. colorgen appends `_` to them.
    static let metatypeNames: Set<String> = ["Type", "Protocol"]
}
