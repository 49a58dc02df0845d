/// The control states a button's colors are given for (`RSDControlState`), in role-path order;
/// the raw value is the role-path segment.
public enum ControlState: String, CaseIterable, Sendable {
    /// Enabled and idle.
    case normal
    /// Being pressed.
    case highlighted
    /// Not enabled.
    case disabled
    /// Selected (toggled on).
    case selected
}
