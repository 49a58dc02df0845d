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
}

/// The source of one partial.
public struct MustachePartial: Hashable, Sendable {
    /// The partial's template text.
    public var text: String
    /// The path diagnostics inside the partial name.
    public var path: String

    /// Creates a partial from its text and the path its diagnostics name.
    public init(text: String, path: String) {
        self.text = text
        self.path = path
    }
}
