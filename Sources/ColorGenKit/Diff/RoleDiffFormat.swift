/// The report formats of `colorgen diff` (docs/diff.md).
public enum RoleDiffFormat: String, CaseIterable, Sendable {
    /// For a terminal: one line per role, with 24-bit color swatches when asked.
    case text
    /// For a pull-request comment: a table per section.
    case markdown
    /// A self-contained page with old and new swatches side by side.
    case html
    /// For machines: the schema in docs/diff.schema.json.
    case json

    /// `diff` written in this format; `swatches` colors the text format's swatches with 24-bit
    /// ANSI escapes (the other formats ignore it).
    public func render(_ diff: RoleDiff, swatches: Bool = false) -> String {
        switch self {
        case .text: RoleDiffTextReport.render(diff, swatches: swatches)
        case .markdown: RoleDiffMarkdownReport.render(diff)
        case .html: RoleDiffHTMLReport.render(diff)
        case .json: RoleDiffJSONReport.render(diff)
        }
    }
}
