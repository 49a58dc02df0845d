import ColorGenModel

/// The swift format's model of one output: its checked settings and every name the file
/// declares, built once from the roles (docs/swift-output.md).
struct SwiftModel: Sendable {
    /// The roles, as the output writes them.
    let roles: ColorRoleSet
    /// The checked options.
    let settings: SwiftOutputSettings
    /// The `ColorSchemeOption` case of each scheme.
    let schemeCases: [String]
    /// The namespaces and constants of the roles.
    let names: SwiftRoleNames
    /// The roles' static members on the platform color types (none unless `colorMembers` asks).
    let members: SwiftColorMemberNames
}
