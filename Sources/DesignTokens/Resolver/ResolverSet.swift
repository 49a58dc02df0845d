// Model of a resolver `sets` entry: name and where written, description, sources in order, $extensions.
import PositionalJSON
import SourceDiagnostics

/// A set of a resolver document: token sources merged in order, later ones winning.
public struct ResolverSet: Sendable {
    /// The set's name: its key under `sets`, or its `name` when declared inline.
    public var name: String
    /// Where the name is written.
    public var namePosition: TextPosition
    /// The optional human-readable description.
    public var description: String?
    /// The token sources, in merge order.
    public var sources: [ResolverTokenSource]
    /// The optional vendor-specific `$extensions` object.
    public var extensions: JSONObject?

    /// Creates a set.
    public init(
        name: String, namePosition: TextPosition, description: String? = nil,
        sources: [ResolverTokenSource], extensions: JSONObject? = nil
    ) {
        self.name = name
        self.namePosition = namePosition
        self.description = description
        self.sources = sources
        self.extensions = extensions
    }
}
