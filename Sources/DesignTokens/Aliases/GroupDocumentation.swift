// What a token's enclosing groups say about it: the nearest `$description` and `$deprecated`.

/// The `$description` and `$deprecated` that a token's groups declare, each from the nearest
/// group around the token that declares it: a group's `$deprecated` covers every token in it,
/// and its `$description` describes them when they have none of their own.
public struct GroupDocumentation: Hashable, Sendable {
    /// The nearest enclosing group's `$description`.
    public var description: String?
    /// The nearest enclosing group's `$deprecated`.
    public var deprecated: TokenDeprecation?

    /// Documentation of groups that declare `description` and `deprecated`.
    public init(description: String? = nil, deprecated: TokenDeprecation? = nil) {
        self.description = description
        self.deprecated = deprecated
    }
}
