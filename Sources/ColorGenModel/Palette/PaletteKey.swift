/// The five keys of a palette that pick one swatch tile each (the text key aside).
///
/// They name the colored-button families (`button.colored.<key>`) and the progress-dial styles.
public enum PaletteKey: String, CaseIterable, Sendable {
    /// `palette.primary`.
    case primary
    /// `palette.secondary`.
    case secondary
    /// `palette.accent`.
    case accent
    /// `palette.successGreen`.
    case successGreen
    /// `palette.errorRed`.
    case errorRed
}
