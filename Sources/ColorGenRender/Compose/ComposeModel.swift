import ColorGenModel

/// The compose format's model of one output: the checked options, every Kotlin name, the scheme
/// each appearance picks and the Material roles, built once from the roles (docs/compose-output.md).
struct ComposeModel: Sendable {
    /// The roles, as the output writes them.
    let roles: ColorRoleSet
    /// The checked options.
    let options: ComposeOutputOptions
    /// The classes and properties of the roles.
    let names: ComposeNames
    /// Each scheme's property in the companion object, escaped, by scheme index.
    let schemeNames: [String]
    /// Whether each scheme is a dark one (Material's `darkColorScheme`), by scheme index.
    let isDark: [Bool]
    /// The Material roles, when the roles are Material's: each builder parameter and its role.
    let material: [(name: String, role: Int)]?
    /// Every rename, as the warnings of the output.
    let renames: [String]
}
