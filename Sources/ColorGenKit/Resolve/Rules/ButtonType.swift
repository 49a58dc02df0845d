/// The kinds of rounded button (`RSDDesignSystem.ButtonType`); the raw value is the role-path segment.
public enum ButtonType: String, CaseIterable, Sendable {
    case primary, secondary, toggle, bodyLink, headerLink
}
