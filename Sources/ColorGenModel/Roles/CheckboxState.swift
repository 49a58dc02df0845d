/// The states of an RVS_Checkbox, in role-path order; the raw value is the role-path segment.
///
/// `on` draws the selected colors; `off` the unselected ones; `clear` (RVS_Checkbox's third,
/// "undefined" state, which differs from `on` only by its glyph) the selected ones.
enum CheckboxState: String, CaseIterable, Sendable {
    /// Checked.
    case on
    /// Unchecked.
    case off
    /// Neither checked nor unchecked.
    case clear

    /// Whether the checkbox is drawn with the selected colors.
    var usesSelectedColors: Bool { self != .off }
}
