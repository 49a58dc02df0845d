// The partials a template may include, supplied by the caller, each parsed when used or once ahead.
import SourceDiagnostics

/// The partials a template may include with `{{> name}}`, supplied by the caller: the engine
/// itself reads no files.
public struct MustachePartials: Sendable {
    /// What rendering does when a template names a partial that is not supplied.
    public enum MissingPartialBehavior: Hashable, Sendable {
        /// Stop with an error at the partial tag (the default: a missing partial is usually a typo).
        case reportError
        /// Render nothing, as the Mustache spec says.
        case renderNothing
    }

    private let lookup: @Sendable (String) -> MustachePartial?
    /// What happens when ``partial(named:)`` finds nothing.
    public let whenMissing: MissingPartialBehavior

    /// Partials found by `lookup`, which returns `nil` for a name it does not know.
    public init(whenMissing: MissingPartialBehavior = .reportError,
                lookup: @escaping @Sendable (String) -> MustachePartial?) {
        self.lookup = lookup
        self.whenMissing = whenMissing
    }

    /// Partials given as template texts by name; diagnostics inside one name it as its path.
    public init(_ texts: [String: String], whenMissing: MissingPartialBehavior = .reportError) {
        self.init(whenMissing: whenMissing) { name in
            texts[name].map { MustachePartial(text: $0, path: name) }
        }
    }

    /// No partials: every partial tag is missing and reported as an error.
    public static let none = MustachePartials([:])

    /// The partial called `name`, if supplied.
    public func partial(named name: String) -> MustachePartial? {
        lookup(name)
    }

    /// These partials, with every one that `template` can reach looked up and parsed once, now:
    /// for rendering `template` and finding what it reads
    /// (``MustacheTemplate/readableNames(partials:scope:)``) without looking any of them up or
    /// parsing them again. Partials are followed by name from every partial tag, whether or not
    /// rendering would reach it. A partial that does not parse keeps its error for the render
    /// that includes it; names `template` cannot reach are looked up as before.
    public func parsed(reachableFrom template: MustacheTemplate) -> MustachePartials {
        var found: [String: MustachePartial?] = [:]
        var pending = [template.program]
        while let program = pending.popLast() {
            for tag in program.partials where found.index(forKey: tag.name) == nil {
                let partial = partial(named: tag.name)?.parsedAhead()
                found[tag.name] = .some(partial)
                if let parsed = try? partial?.template() { pending.append(parsed.program) }
            }
        }
        let reachable = found
        return MustachePartials(whenMissing: whenMissing) { name in
            reachable[name] ?? partial(named: name)
        }
    }
}

/// One partial: its text, and the template parsed from it when it was parsed ahead
/// (``MustachePartials/parsed(reachableFrom:)``); or a partial the caller refuses to supply
/// (``refused(path:because:)``), which is an error at every tag that includes it.
public struct MustachePartial: Sendable {
    /// The partial's template text.
    public let text: String
    /// The path diagnostics inside the partial name.
    public let path: String
    /// Why the partial is refused, one sentence without a trailing period; nil for a usable one.
    public let refusal: String?
    /// The text parsed, or why it does not parse; nil until parsed ahead.
    private let parsed: Result<MustacheTemplate, Diagnostic>?

    /// Creates a partial from its text and the path its diagnostics name; it is parsed when used.
    public init(text: String, path: String) {
        self.init(text: text, path: path, refusal: nil, parsed: nil)
    }

    /// A partial found at `path` that may not be used, for `reason` (e.g. it lies outside the
    /// partials' folder): including it is an error at the partial tag, saying why.
    public static func refused(path: String, because reason: String) -> MustachePartial {
        MustachePartial(text: "", path: path, refusal: reason, parsed: nil)
    }

    /// This partial parsed now, or why it does not parse, kept for whoever uses it.
    func parsedAhead() -> MustachePartial {
        guard parsed == nil, refusal == nil else { return self }
        return MustachePartial(text: text, path: path, refusal: nil, parsed: Result { () throws(Diagnostic) in
            try MustacheTemplate(parsing: text, path: path)
        })
    }

    private init(text: String, path: String, refusal: String?, parsed: Result<MustacheTemplate, Diagnostic>?) {
        self.text = text
        self.path = path
        self.refusal = refusal
        self.parsed = parsed
    }

    /// The partial's template: the one parsed ahead, or parsed now; a refused partial has none.
    func template() throws(Diagnostic) -> MustacheTemplate {
        if let refusal { throw Diagnostic.error(refusal, at: SourceLocation(path: path, line: 1, column: 1)) }
        if let parsed { return try parsed.get() }
        return try MustacheTemplate(parsing: text, path: path)
    }
}
