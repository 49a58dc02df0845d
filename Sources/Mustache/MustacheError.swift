// Template problems from lexing to rendering (syntax, nesting, limits, unknown names) and their diagnostics.
import SourceDiagnostics

/// Everything that can be wrong with a Mustache template or its use, worded for the template's
/// author; ``diagnostic(path:position:)`` places it at the offending tag.
enum MustacheError: Hashable, Sendable {
    /// A tag's opening delimiter has no closing delimiter after it.
    case unclosedTag(expectedClose: String)
    /// A tag has nothing but whitespace inside it.
    case emptyTag
    /// A tag's name has whitespace inside it.
    case nameContainsWhitespace(String)
    /// A dotted name has an empty part, as in `a..b` or `.a`.
    case invalidDottedName(String)
    /// A set-delimiters tag does not hold exactly two delimiters.
    case badDelimiters(String)
    /// A tag from a Mustache extension this engine does not implement, such as `{{<parent}}`.
    case unsupportedTag(sigil: Character, feature: String)
    /// A section is opened but never closed.
    case unclosedSection(String)
    /// A closing tag names another section than the innermost open one.
    case mismatchedClose(found: String, open: String, openedAt: TextPosition)
    /// A closing tag appears where no section is open.
    case unopenedClose(String)
    /// Sections and partials nest deeper than ``MustacheTemplate/maximumNestingDepth``.
    case nestedTooDeep
    /// A render enters more sections and partials than its budget allows (``MustacheRenderBudget``).
    case tooManySectionsEntered(limit: Int)
    /// A render writes more than its budget allows (``MustacheRenderBudget``).
    case outputTooLarge(limit: Int)
    /// A partial tag names a partial the caller did not supply.
    case unknownPartial(String)
    /// A partial tag names a partial the caller refuses to supply, for the reason given.
    case refusedPartial(String, reason: String)
    /// A variable tag names a list or map, which has no text to print.
    case notInterpolatable(name: String, kind: String)
    /// A tag names something the data does not have, where missing names are errors.
    case unknownName(String)

    /// The message, one sentence without a trailing period.
    var message: String {
        switch self {
        case .unclosedTag(let close):
            "tag is never closed: expected '\(close)'"
        case .emptyTag:
            "tag has no name"
        case .nameContainsWhitespace(let name):
            "tag name '\(name)' contains whitespace"
        case .invalidDottedName(let name):
            "'\(name)' is not a valid name: every part of a dotted name must be non-empty"
        case .badDelimiters(let content):
            "set-delimiters tag '\(content)' must hold two delimiters separated by whitespace, "
                + "like {{=<% %>=}}"
        case .unsupportedTag(let sigil, let feature):
            "'\(sigil)' tags (\(feature)) are not supported"
        case .unclosedSection(let name):
            "section '\(name)' is never closed: expected a closing tag '/\(name)'"
        case .mismatchedClose(let found, let open, let openedAt):
            "closing tag '/\(found)' does not match the open section '\(open)' "
                + "(opened at line \(openedAt.line), column \(openedAt.column))"
        case .unopenedClose(let name):
            "closing tag '/\(name)' has no open section"
        case .nestedTooDeep:
            "sections and partials are nested more than \(MustacheTemplate.maximumNestingDepth) levels deep"
        case .tooManySectionsEntered(let limit):
            "rendering enters sections and partials more than \(limit) times: "
                + "sections over lists and partials inside one another multiply at every level"
        case .outputTooLarge(let limit):
            "the rendered text grows past \(limit) bytes: "
                + "sections over lists and partials inside one another multiply at every level"
        case .unknownPartial(let name):
            "no partial named '\(name)'"
        case .refusedPartial(let name, let reason):
            "partial '\(name)' cannot be used: \(reason)"
        case .notInterpolatable(let name, let kind):
            "'\(name)' is a \(kind) and has no text to print; "
                + "use a section '#\(name)' to render what it holds"
        case .unknownName(let name):
            "the data has no '\(name)'; check its spelling against the fields the format provides "
                + "(docs/templates.md), or write '\(name)?' where the field is optional"
        }
    }

    /// The error as a diagnostic at `position` in the template at `path`.
    func diagnostic(path: String, position: TextPosition) -> Diagnostic {
        .error(message, at: SourceLocation(path: path, position: position))
    }
}
