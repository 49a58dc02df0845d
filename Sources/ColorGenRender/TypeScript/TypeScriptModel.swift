import ColorGenModel

/// The typescript format's model of one output: the checked options and each role's css custom
/// property, built once from the roles (docs/typescript-output.md).
struct TypeScriptModel: Sendable {
    /// The roles, as the output writes them.
    let roles: ColorRoleSet
    /// The checked options.
    let options: TypeScriptOutputOptions
    /// Each role's custom property in the css output, in role order.
    let cssProperties: [String]
}
