/// Text written into a Kotlin comment: Kotlin block comments nest, so neither `/*` nor `*/` may
/// appear in one, and a line comment ends at a line break.
enum KotlinCommentText {
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
