// User role from a scheme's `roles` group: a catalogue path replaces that color, a new path is appended.
import ColorMath
import SourceDiagnostics

/// A role given directly by the user in the scheme's `roles` group.
///
/// A custom role whose path is one of the catalogue's replaces that role's color in place; any
/// other path adds a new role after the catalogue's, in the order the custom roles are listed.
public struct CustomRole: Hashable, Sendable {
    /// The role path, e.g. `["text", "onPrimary", "body"]`.
    public var path: RolePath
    /// The role's color, alpha included.
    public var color: RGBA
    /// Where the role was defined, if it was read from a file.
    public var location: SourceLocation?
    /// The role's description and deprecation, from its token.
    public var documentation: RoleDocumentation
    /// The path of the role whose token this role's token aliases, if it aliases one (it may name
    /// no role of the set: the resolver keeps only those that do).
    public var aliasOf: RolePath?
    /// The token holding the role's color, through its aliases, if it was read from a file.
    public var literal: ColorLiteral?

    /// Creates a custom role.
    public init(path: RolePath, color: RGBA, location: SourceLocation? = nil,
                documentation: RoleDocumentation = RoleDocumentation(), aliasOf: RolePath? = nil,
                literal: ColorLiteral? = nil) {
        self.path = path
        self.color = color
        self.location = location
        self.documentation = documentation
        self.aliasOf = aliasOf
        self.literal = literal
    }
}
