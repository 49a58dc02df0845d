// A resolver modifier and its contexts: name and position, description, default context, lookup by name.
import PositionalJSON
import SourceDiagnostics

/// A modifier of a resolver document: named contexts, one of which an input selects.
public struct ResolverModifier: Sendable {
    /// The modifier's name: its key under `modifiers`, or its `name` when declared inline.
    public var name: String
    /// Where the name is written.
    public var namePosition: TextPosition
    /// The optional human-readable description.
    public var description: String?
    /// The contexts in document order (at least two in a valid document).
    public var contexts: [ResolverContext]
    /// The context used when no input chooses one; always one of ``contexts`` when set.
    public var defaultContext: String?
    /// The optional vendor-specific `$extensions` object.
    public var extensions: JSONObject?

    /// Creates a modifier.
    public init(
        name: String, namePosition: TextPosition, description: String? = nil,
        contexts: [ResolverContext], defaultContext: String? = nil, extensions: JSONObject? = nil
    ) {
        self.name = name
        self.namePosition = namePosition
        self.description = description
        self.contexts = contexts
        self.defaultContext = defaultContext
        self.extensions = extensions
    }

    /// The context names in document order.
    public var contextNames: [String] { contexts.map(\.name) }

    /// The context with this exact name.
    public func context(named name: String) -> ResolverContext? {
        contexts.first { $0.name.hasSameCodePoints(as: name) }
    }
}

/// One context of a modifier, e.g. `light` or `dark` of a `theme` modifier.
public struct ResolverContext: Sendable {
    /// The context's name, its key under `contexts`.
    public var name: String
    /// Where the name is written.
    public var namePosition: TextPosition
    /// The token sources applied when this context is chosen, in merge order (may be empty).
    public var sources: [ResolverTokenSource]

    /// Creates a context.
    public init(name: String, namePosition: TextPosition, sources: [ResolverTokenSource]) {
        self.name = name
        self.namePosition = namePosition
        self.sources = sources
    }
}
