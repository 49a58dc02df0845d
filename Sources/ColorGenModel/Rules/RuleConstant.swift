// Alphas the rules apply (disabled 35 %, selected secondary 25 %, dimmed checkbox 50 %) and clear black.
import ColorMath

/// The fixed values the rules use besides the palette.
enum RuleConstant {
    /// Disabled buttons and their titles are drawn at 35 % alpha (it replaces the color's alpha).
    static let disabledAlpha = 0.35
    /// A selected secondary rounded button is the primary color at 25 % alpha.
    static let selectedSecondaryAlpha = 0.25
    /// RVS_Checkbox draws a pressed or disabled checkbox at 50 % alpha.
    static let dimmedCheckboxAlpha = 0.5
    /// "Clear": fully transparent black, RGBA(0, 0, 0, 0).
    package static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
}
