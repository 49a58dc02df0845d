// What a role's tokens say about it beyond its color: its description and whether it is deprecated.
import DesignTokens

/// A role's `$description` and `$deprecated`, from its token (or, when the token has none, its
/// nearest group declaring one): what outputs write as doc comments and deprecation attributes.
public struct RoleDocumentation: Hashable, Sendable {
    /// The role's description, if its token or a group around it has one.
    public var description: String?
    /// Whether and why the role is deprecated; `nil` when it is not.
    public var deprecation: RoleDeprecation?

    /// Documentation with `description` and `deprecation`.
    public init(description: String? = nil, deprecation: RoleDeprecation? = nil) {
        self.description = description
        self.deprecation = deprecation
    }

    /// Whether there is nothing to write.
    public var isEmpty: Bool { description == nil && deprecation == nil }

    /// The documentation of `token`: its own `$description` and `$deprecated`, else its groups'.
    init(_ token: EvaluatedToken) {
        description = token.description ?? token.group.description
        let deprecated = token.deprecated ?? token.group.deprecated
        switch deprecated {
        case .message(let message)?: deprecation = RoleDeprecation(message: message)
        case .flag(true)?: deprecation = RoleDeprecation(message: nil)
        case .flag(false)?, nil: deprecation = nil
        }
    }
}

/// Why a role is deprecated and what replaces it.
public struct RoleDeprecation: Hashable, Sendable {
    /// `$deprecated`'s explanation, when it gives one rather than `true`.
    public var message: String?
    /// The role the deprecated role aliases in the default scheme, which replaces it; `nil` when it
    /// aliases no role.
    public var replacement: RolePath?

    /// A deprecation with `message`, replaced by `replacement`.
    public init(message: String?, replacement: RolePath? = nil) {
        self.message = message
        self.replacement = replacement
    }
}
