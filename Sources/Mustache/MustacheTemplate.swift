// Public Mustache API: parse a template, choose missing-name behaviour, render with partials.
import SourceDiagnostics

/// A parsed Mustache template, ready to render against ``TemplateValue`` data.
///
/// Implements the Mustache specification's required modules: interpolation (`{{name}}`
/// HTML-escaped, `{{{name}}}` and `{{&name}}` as they are, dotted names, the implicit iterator
/// `{{.}}`), sections, inverted sections, comments, partials (indented when standalone) and set
/// delimiters, with the spec's standalone-line whitespace rules throughout.
///
/// Not implemented: the optional lambdas module (data is plain values, never code), and the
/// optional inheritance and dynamic-names modules; `{{<parent}}` and `{{$block}}` tags are
/// reported as errors.
///
/// Where the spec leaves a choice, this engine chooses:
/// - a partial that is not supplied is an error unless the partials say
///   ``MustachePartials/MissingPartialBehavior/renderNothing`` (the spec's behaviour);
/// - interpolating a list or a map is an error, as it has no meaningful text;
/// - section truthiness follows JavaScript, as the spec's `!!data` suggests (see
///   ``TemplateValue/isTruthy``);
/// - sections and partials may nest at most ``maximumNestingDepth`` levels, in the template
///   and while rendering, so that a partial including itself forever is an error. Parsing and
///   rendering do not recurse, so deep nesting never overflows the call stack;
/// - one render may enter sections and partials and write output only within a budget that
///   grows with its data (at least ``maximumSectionsEntered`` sections and partials and
///   ``maximumOutputBytes``; see ``MustacheRenderBudget``): sections over lists and partials
///   included twice multiply the work at every level, so a short template could otherwise
///   render for ever, while a template whose work is linear in its data always renders.
///
/// Errors are ``Diagnostic``s at `path:line:column` of the offending tag's opening delimiter.
public struct MustacheTemplate: Sendable {
    /// How many sections and partials may be open inside one another, in a template's text
    /// and while rendering (a partial that includes itself counts once per level).
    public static let maximumNestingDepth = 100
    /// How many times one render may enter a section (once per list element) or a partial, at
    /// least: the budget grows with the data (``MustacheRenderBudget``).
    public static let maximumSectionsEntered = 1_000_000
    /// How many bytes of UTF-8 text one render may produce, at least (the budget grows with the data).
    public static let maximumOutputBytes = 100_000_000

    /// What rendering does with a name the data does not have.
    public enum MissingNameBehavior: Hashable, Sendable {
        /// Render it as empty (false for a section), as the Mustache spec says.
        case renderNothing
        /// Stop with an error at the tag, unless the name ends with `?` (an optional field):
        /// what colorgen's own and users' output templates get, so a misspelled field is
        /// reported instead of rendering as nothing.
        case reportError
    }

    /// The path diagnostics name, as given to ``init(parsing:path:)``.
    public let path: String
    /// The template flattened for rendering.
    let program: MustacheProgram

    /// Parses `text`; `path` names the template in diagnostics.
    public init(parsing text: String, path: String) throws(Diagnostic) {
        self.path = path
        let (nodes, lookupSlotCount) = try MustacheParser.parse(text, path: path)
        program = MustacheProgram(nodes, path: path, lookupSlotCount: lookupSlotCount)
    }

    /// The template rendered with `context` as the root of the context stack.
    ///
    /// Throws a ``Diagnostic`` for a missing partial (unless missing partials render nothing),
    /// a partial that does not parse, a list or map interpolated as text, nesting deeper
    /// than ``maximumNestingDepth``, or a render larger than its budget allows.
    /// With `missingNames` ``MissingNameBehavior/reportError``, a name the data lacks is an
    /// error too (names ending in `?` excepted).
    public func render(_ context: TemplateValue, partials: MustachePartials = .none,
                       missingNames: MissingNameBehavior = .renderNothing) throws(Diagnostic) -> String {
        String(decoding: try renderUTF8(context, partials: partials, missingNames: missingNames), as: UTF8.self)
    }

    /// ``render(_:partials:missingNames:)`` as UTF-8 bytes, for writing to a file without
    /// converting them to a `String` and back.
    package func renderUTF8(_ context: TemplateValue, partials: MustachePartials = .none,
                    missingNames: MissingNameBehavior = .renderNothing) throws(Diagnostic) -> [UInt8] {
        var renderer = MustacheRenderer(template: self, context: context, partials: partials, missingNames: missingNames)
        return try renderer.render()
    }
}
