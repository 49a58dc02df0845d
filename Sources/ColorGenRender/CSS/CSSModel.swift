import ColorGenModel

/// The css format's model of one output: which scheme goes into which rule and each role's
/// custom property name, built once from the roles (docs/css-output.md).
struct CSSModel: Sendable {
    /// The roles, as the output writes them.
    let roles: ColorRoleSet
    /// The scheme of `:root` and of each media rule.
    let plan: CSSSchemePlan
    /// Each role's custom property name, in role order.
    let propertyNames: [String]
    /// How the default and dark schemes are switched.
    let strategy: CSSOutputOptions.Strategy
}
