/// One design token as a file writes it, before curly-brace aliases are resolved.
///
/// A token is a JSON object with `$value` (or `$ref`, a JSON pointer to a value elsewhere in the
/// same document). `$ref` pointers, whole-token and inside the value, are already followed by
/// ``TokenTreeReader``; `{group.token}` aliases are left for ``TokenResolver``.
public struct TokenDefinition: Sendable {
    /// The token's own name (the last segment of its path); `$root` for a group's root token.
    public var name: String
    /// The token's own `$type`, if it declares one (types inherited from groups are not here).
    public var declaredType: TokenType?
    /// The value with every `$ref` JSON pointer replaced by what it points at, or `nil` when the
    /// value could not be read (the reader has reported why).
    public var value: JSONValue?
    /// The `$ref` JSON pointer the token was written with instead of `$value`, if any.
    public var pointer: String?
    /// `$description`.
    public var description: String?
    /// `$deprecated`.
    public var deprecated: TokenDeprecation?
    /// `$extensions`, kept verbatim.
    public var extensions: JSONObject?
    /// Where the token's key is.
    public var location: SourceLocation

    /// Creates a token.
    public init(
        name: String, declaredType: TokenType? = nil, value: JSONValue?, pointer: String? = nil,
        description: String? = nil, deprecated: TokenDeprecation? = nil, extensions: JSONObject? = nil,
        location: SourceLocation
    ) {
        self.name = name
        self.declaredType = declaredType
        self.value = value
        self.pointer = pointer
        self.description = description
        self.deprecated = deprecated
        self.extensions = extensions
        self.location = location
    }
}
