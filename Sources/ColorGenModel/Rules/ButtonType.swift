/// The kinds of rounded button (`RSDDesignSystem.ButtonType`); the raw value is the role-path segment.
public enum ButtonType: String, CaseIterable, Sendable {
    /// The main call to action.
    case primary
    /// A secondary action.
    case secondary
    /// A toggle (SageResearch draws it like a secondary button).
    case toggle
    /// A link inside body text.
    case bodyLink
    /// A link in a header.
    case headerLink
}
