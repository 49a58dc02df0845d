// What the parser emits: text, line-start, variable, section and partial nodes, with tag positions.
import SourceDiagnostics

/// One element of a parsed template's syntax tree.
enum MustacheNode: Sendable {
    /// Literal text, printed as it is.
    case text(String)
    /// The start of a template line with content: prints the indentation of the partial tag the
    /// template is rendered from, if any.
    case lineStart
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}` (not escaped).
    case variable(MustacheName, escaped: Bool, position: TextPosition)
    /// `{{#name}}…{{/name}}` or `{{^name}}…{{/name}}`.
    case section(MustacheSection)
    /// `{{>name}}`, with the indentation it had if it stood alone on its line.
    case partial(name: String, indentation: String, position: TextPosition)
}

/// A section or inverted section and the nodes between its opening and closing tags.
struct MustacheSection: Sendable {
    /// The name the section looks up.
    var name: MustacheName
    /// Whether this is an inverted section (`{{^name}}`), rendered only for false or empty data.
    var isInverted: Bool
    /// The nodes inside the section.
    var children: [MustacheNode]
    /// Where the opening tag starts.
    var position: TextPosition
}
