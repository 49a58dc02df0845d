/// The five keys of a palette that pick one swatch tile each (the text key aside).
///
/// They name the colored-button families (`button.colored.<key>`) and the progress-dial styles.
public enum PaletteKey: String, CaseIterable, Sendable {
    case primary, secondary, accent, successGreen, errorRed
}
