import ColorMath

/// The fixed values the rules use besides the palette.
public enum RuleConstant {
    /// Disabled buttons and their titles are drawn at 35 % alpha (it replaces the color's alpha).
    public static let disabledAlpha = 0.35
    /// A selected secondary rounded button is the primary color at 25 % alpha.
    public static let selectedSecondaryAlpha = 0.25
    /// RVS_Checkbox draws a pressed or disabled checkbox at 50 % alpha.
    public static let dimmedCheckboxAlpha = 0.5
    /// "Clear": fully transparent black, RGBA(0, 0, 0, 0).
    public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
}
