// The preview page's data computed once: each content role's contrast in each scheme.
import ColorGenModel
import ColorMath

/// The preview's model of one output: every content role's WCAG contrast on what it is drawn
/// on, measured once per scheme (``RoleContrast``: the catalogue's pairs, else the declared ones
/// and those by name), beside the roles (docs/preview.md).
struct PreviewModel: Sendable {
    /// The roles.
    let roles: ColorRoleSet
    /// Each scheme's measurement of each role, in scheme and role order; `nil` for a role that
    /// is not content or has nothing known beneath it. Rendering reads them by position: looking
    /// a role path up hashes every segment.
    let measurements: [[ContrastPairs.Measurement?]]

    /// The model of `roles`.
    init(roles: ColorRoleSet) {
        self.roles = roles
        measurements = RoleContrast.measureEachScheme(roles)
    }
}
