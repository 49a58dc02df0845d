// Lexer output units: text runs, tags with kind and content, and line-start markers for partial indents.
import SourceDiagnostics

/// One piece of a template as the lexer and the standalone-line pass see it.
enum MustacheToken: Sendable {
    /// Literal text; it never holds a newline except as its last character.
    case text(MustacheText)
    /// A tag, with its kind and trimmed content.
    case tag(MustacheTag)
    /// The start of a template line that has content and is not a standalone tag's line: where
    /// a partial rendered from a standalone tag prints its indentation.
    case lineStart
}

/// A run of literal template text within one line.
struct MustacheText: Sendable {
    /// The text, including its line ending if it has one.
    var text: String
    /// Whether the text ends with `\n` (so the next token starts a new line).
    var endsLine: Bool
    /// Whether the text is only spaces and tabs, with or without a line ending.
    var isBlank: Bool
    /// Whether the text is nothing but a line ending, `\n` or `\r\n`.
    var isLineEnding: Bool
}

/// A tag such as `{{name}}`, `{{#section}}` or `{{> partial}}`.
struct MustacheTag: Sendable {
    /// What the tag does, from its sigil.
    enum Kind: Sendable, Equatable {
        /// `{{name}}`: prints the value HTML-escaped.
        case escapedVariable
        /// `{{{name}}}` or `{{&name}}`: prints the value as it is.
        case unescapedVariable
        /// `{{#name}}`: opens a section.
        case section
        /// `{{^name}}`: opens an inverted section.
        case invertedSection
        /// `{{/name}}`: closes the innermost section.
        case sectionEnd
        /// `{{>name}}`: renders a partial.
        case partial
        /// `{{! text}}`: renders nothing.
        case comment
        /// `{{=open close=}}`: changes the delimiters for the rest of the template.
        case setDelimiters

        /// Whether a tag of this kind alone on a line takes the whole line with it.
        var canStandAlone: Bool {
            switch self {
            case .escapedVariable, .unescapedVariable: false
            case .section, .invertedSection, .sectionEnd, .partial, .comment, .setDelimiters: true
            }
        }
    }

    /// What the tag does.
    var kind: Kind
    /// The tag's content without sigil and surrounding whitespace: a name, a comment's text,
    /// or the two new delimiters.
    var content: String
    /// Where the tag's opening delimiter starts.
    var position: TextPosition
    /// For a standalone partial tag, the whitespace before it, which indents every line of the
    /// partial; empty otherwise.
    var indentation: String = ""
}
