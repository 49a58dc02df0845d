import SourceDiagnostics

/// The tailwind format's model of one output: the css format's model of the same roles (the
/// stylesheet's custom property rules) and the `@theme` variable of each role that can have one
/// (docs/tailwind-output.md).
struct TailwindModel: Sendable {
    /// The custom property rules, as the css output writes them.
    let css: CSSModel
    /// Each role's theme variable (`--text-color-on-primary-body` for `text-on-primary-body`), in
    /// role order; nil for a role whose name no utility class can hold.
    let themeNames: [TailwindThemeName.Variable?]
    /// Whether Tailwind's default palette stays in the theme.
    let defaultPalette: Bool
    /// Whether role groups go into Tailwind's utility namespaces (`utilities`: `namespaced`).
    let namespaced: Bool
    /// Where the output is in the config, for the warning about roles left out of the theme.
    let entry: SourceLocation
}
