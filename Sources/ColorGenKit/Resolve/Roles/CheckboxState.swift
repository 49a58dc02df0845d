/// The states of an RVS_Checkbox, in role-path order; the raw value is the role-path segment.
///
/// `on` draws the selected colors; `off` the unselected ones; `clear` (RVS_Checkbox's third,
/// "undefined" state, which differs from `on` only by its glyph) the selected ones.
public enum CheckboxState: String, CaseIterable, Sendable {
    case on, off, clear

    /// Whether the checkbox is drawn with the selected colors.
    public var usesSelectedColors: Bool { self != .off }
}
