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
    /// The token holding the role's color, through its aliases, if it was read from a file.
    public var literal: ColorLiteral?

    /// Creates a custom role.
    public init(path: RolePath, color: RGBA, location: SourceLocation? = nil, literal: ColorLiteral? = nil) {
        self.path = path
        self.color = color
        self.location = location
        self.literal = literal
    }
}
