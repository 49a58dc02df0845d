// The preview page's data computed once: each content role's contrast in each scheme.
import ColorMath

/// The preview's model of one output: every content role's WCAG contrast on what it is drawn
/// on, measured once per scheme (``ContrastPairs``), beside the roles (docs/preview.md).
struct PreviewModel: Sendable {
    /// The roles.
    let roles: ColorRoleSet
    /// Each scheme's measurements by role path, in scheme order.
    let measurements: [[RolePath: ContrastPairs.Measurement]]

    /// The model of `roles`.
    init(roles: ColorRoleSet) {
        self.roles = roles
        measurements = roles.schemes.indices.map { ContrastPairs.measure(roles, scheme: $0) }
    }
}
