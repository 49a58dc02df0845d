// The scheme the compose theme picks for each of Android's contrast levels, light and dark, with the fallbacks.
import ColorGenModel

/// The scheme the compose accessor picks for each contrast level Android offers (API 34+,
/// `UiModeManager.getContrast()`: 0 standard, 0.5 medium, 1.0 high), light and dark, as indices
/// into the role set's schemes (docs/compose-output.md):
///
/// - standard: the light or dark appearance's scheme;
/// - medium: the scheme `"appearances"` names for the medium-contrast appearance (Material Theme
///   Builder's medium schemes), else the one derived from the standard scheme as its
///   `mediumContrast` counterpart, else standard;
/// - high: the scheme `"appearances"` names for the increased-contrast appearance, else medium.
struct ComposeContrastSchemes: Sendable {
    /// The schemes of one of light and dark, by level.
    struct Levels: Sendable {
        /// At a contrast below 0.5.
        var standard: Int
        /// At 0.5 and above, below 1.0.
        var medium: Int
        /// At 1.0.
        var high: Int
    }

    /// The light appearance's levels.
    var light: Levels
    /// The dark appearance's levels.
    var dark: Levels

    /// The levels of `roles`.
    init(_ roles: ColorRoleSet) {
        let appearances = roles.appearances
        func levels(_ base: Appearance) -> Levels {
            let standard = appearances.scheme(for: base)
            let medium = appearances.named[base.atLevel(.medium)] ?? roles.mediumContrastCounterparts[standard] ?? standard
            return Levels(standard: standard, medium: medium, high: appearances.named[base.atLevel(.increased)] ?? medium)
        }
        light = levels(.light)
        dark = levels(.dark)
    }
}
