// Protocol listing every SageResearch color rule as a requirement, so each rules version may override any.
import ColorMath

/// SageResearch's color rules (`RSDColorRules`, docs/color-rules-contract.md §3) over one palette.
///
/// Every rule is a requirement so that any version may redefine any rule. The implementations
/// shared by versions 0, 1 and 2 are in `ColorRules+Shared.swift`; each version's type
/// (`ColorRulesVersion0` ...) holds only what that version decides itself.
public protocol ColorRules: Sendable {
    /// The palette the rules read.
    var palette: Palette { get }
    /// The rules version this type implements.
    var version: RulesVersion { get }

    /// §3.1 The light background: gray-scale white.
    var backgroundLight: ColorTile { get }
    /// §3.2 The primary background: the primary tile.
    var backgroundPrimary: ColorTile { get }
    /// §3.3 Tinted icons on a background.
    func tintedIconColor(on background: ColorTile) -> RGBA
    /// §3.4 Text of a style on a background.
    func textColor(on background: ColorTile, for textType: TextType) -> RGBA
    /// §3.5 Tinted (plain) buttons on a background.
    func tintedButtonColor(on background: ColorTile) -> RGBA
    /// §3.6 Underlined text buttons on a background (the same in every control state).
    func underlinedTextButton(on background: ColorTile) -> RGBA
    /// §3.7 The swatch tile a rounded button of a type is filled with on a background.
    func roundedButton(on background: ColorTile, buttonType: ButtonType) -> ColorMapping
    /// §3.8 A rounded button's fill in a state, alpha included.
    func roundedButton(on background: ColorTile, buttonType: ButtonType, state: ControlState) -> RGBA
    /// §3.9 The fill of a button colored with `mapping` in a state, alpha included.
    func coloredButton(on background: ColorTile, mapping: ColorMapping, state: ControlState) -> RGBA
    /// §3.10 A rounded button's title in a state, alpha included.
    func roundedButtonText(on background: ColorTile, buttonType: ButtonType, state: ControlState) -> RGBA
    /// §3.11 A checkbox's colors when selected or not; an unselected checkmark is transparent.
    func checkboxButton(on background: ColorTile, isSelected: Bool)
        -> (checkmark: RGBA, background: RGBA, border: RGBA)
    /// §3.12 A progress bar's colors.
    func progressBar(on background: ColorTile) -> (filled: RGBA, unfilled: RGBA)
    /// §3.13 A rounded checkmark's colors (the border is the fill).
    func roundedCheckmark(on background: ColorTile) -> (checkmark: RGBA, background: RGBA, border: RGBA)
    /// §3.14 The two ends of a completion gradient.
    func completionGradient() -> (min: ColorTile, max: ColorTile)
    /// §3.15 A table cell's background when selected or not.
    func tableCellBackground(on background: ColorTile, isSelected: Bool) -> ColorTile
    /// §3.16 A progress dial's colors for a palette style, or for no style with a transparent inner
    /// circle (`style == nil`).
    func progressDial(on background: ColorTile, style: PaletteKey?)
        -> (filled: RGBA, unfilled: RGBA, inner: ColorTile)
    /// §3.17 A table section header's background.
    func tableSectionBackground(on background: ColorTile) -> ColorTile
    /// §3.18 Separator lines and borders.
    var separatorLine: RGBA { get }
    /// §3.19 The underline of a text field.
    func textFieldUnderline(on background: ColorTile) -> RGBA
    /// §3.20 A severity-scale cell's fill and stroke; `level` is ignored when not selected.
    func severity(_ level: SeverityLevel, isSelected: Bool) -> (fill: RGBA, stroke: RGBA)
}
