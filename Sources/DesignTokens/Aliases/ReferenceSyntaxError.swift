/// Why a string is not a well-formed reference (a JSON pointer or a curly-brace alias).
struct ReferenceSyntaxError: Error {
    /// The problem, in a sentence that quotes the reference.
    var message: String

    init(_ message: String) {
        self.message = message
    }
}
