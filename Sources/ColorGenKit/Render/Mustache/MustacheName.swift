/// A name in a variable or section tag: `.` for the top of the context stack, or a name with
/// optional dotted parts (`person.name`) looked up key by key.
struct MustacheName: Hashable, Sendable {
    /// The name as written, e.g. `person.name` or `.`.
    let text: String
    /// The dot-separated parts; empty for the implicit iterator `.`.
    let parts: [String]

    /// Parses `text`, which the lexer has checked is non-empty without whitespace.
    init(_ text: String, path: String, position: TextPosition) throws(Diagnostic) {
        self.text = text
        if text == "." {
            parts = []
            return
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard !parts.contains(where: \.isEmpty) else {
            throw MustacheError.invalidDottedName(text).diagnostic(path: path, position: position)
        }
        self.parts = parts.map(String.init)
    }
}
