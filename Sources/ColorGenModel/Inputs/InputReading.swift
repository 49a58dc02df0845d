// What an input reader made of one input: the token tree(s) its schemes take, its problems, the files it read.
import DesignTokens
import SourceDiagnostics

/// What an ``InputReader`` read from one input.
package struct InputReading: Sendable {
    /// The tokens the schemes listing the input take.
    package enum Tokens: Sendable {
        /// One tree for every scheme (a DTCG token file).
        case shared(TokenTree)
        /// A tree per scheme, picked by the scheme's name (a Material Theme Builder export's schemes).
        case perScheme(any SchemeVariants)
        /// Nothing: the input could not be read, and ``diagnostics`` say why.
        case unreadable
    }

    /// The tokens.
    package var tokens: Tokens
    /// Every problem found, in reading order; a form read the same for every scheme puts the note
    /// saying how it was read here (a form with variants says it through ``SchemeVariants/note(taken:)``).
    package var diagnostics: [Diagnostic]
    /// Every file read besides the input itself (the files of a folder), so that build tools
    /// declare them as inputs.
    package var filesRead: [String]

    /// A reading of `tokens`.
    package init(tokens: Tokens, diagnostics: [Diagnostic], filesRead: [String] = []) {
        self.tokens = tokens
        self.diagnostics = diagnostics
        self.filesRead = filesRead
    }
}
