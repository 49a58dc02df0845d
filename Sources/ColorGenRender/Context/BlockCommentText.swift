/// Text written into a comment of a C-like language (Kotlin, TypeScript): a block comment ends at
/// `*/` and, in Kotlin, where block comments nest, a `/*` opens another; a line comment ends at a
/// line break. Neither may appear in a name or header a generated file writes into a comment.
enum BlockCommentText {
    /// `text` safe in a `/** ... */` or a `//` comment: `*/` and `/*` spaced apart, line breaks as spaces.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if character.isNewline {
                result.append(" ")
                continue
            }
            if (character == "/" && result.last == "*") || (character == "*" && result.last == "/") { result.append(" ") }
            result.append(character)
        }
        return result
    }
}
