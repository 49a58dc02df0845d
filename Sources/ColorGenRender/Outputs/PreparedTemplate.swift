// One template of an output with the partials it can reach, each read and parsed once: what it reads, and its rendering.
import Mustache
import SourceDiagnostics

/// A template an output renders, the user's or a built-in one, with every partial it can reach
/// read and parsed once, when it is prepared: the keys of its data it can read
/// (``readableNames``), which its context is built from, and its rendering with that data.
struct PreparedTemplate: Sendable {
    /// The template, or why it could not be read or parsed (reported when it is rendered).
    private let template: Result<MustacheTemplate, Diagnostic>
    /// The partials, those the template can reach already parsed.
    private let partials: MustachePartials
    /// The keys of its data that the template and the partials it can reach can read, those
    /// inside role sections (``RenderContext/roleSections``) told apart: a context for it needs
    /// no other. Every key when the template could not be read or parsed.
    let readableNames: MustacheReadableNames

    /// `template` with `partials`, those it can reach parsed now.
    init(_ template: Result<MustacheTemplate, Diagnostic>, partials: MustachePartials) {
        self.template = template
        switch template {
        case .success(let template):
            let parsed = partials.parsed(reachableFrom: template)
            self.partials = parsed
            readableNames = template.readableNames(partials: parsed, scope: RenderContext.roleSections)
        case .failure:
            self.partials = partials
            readableNames = .all
        }
    }

    /// The template rendered with `data`, missing names being errors
    /// (``MustacheTemplate/MissingNameBehavior/reportError``).
    func render(_ data: TemplateValue) throws(Diagnostic) -> [UInt8] {
        try template.get().renderUTF8(data, partials: partials, missingNames: .reportError)
    }
}
