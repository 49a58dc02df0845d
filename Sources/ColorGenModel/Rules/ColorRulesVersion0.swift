// The two rules v0 decides itself (tinted and underlined-text buttons, per background); the rest is shared.
import ColorMath

/// Rules version 0, frozen: SageResearch's original tinted and underlined-text buttons.
///
/// Differs from version 1 in exactly two rules:
/// - tinted buttons: white on light-style backgrounds; the secondary tile on the primary tile,
///   gray-scale white or very light gray; very dark gray elsewhere;
/// - underlined text buttons: the primary tile on gray-scale white when primary uses light style.
/// All other rules are the shared ones (`ColorRules+Shared.swift`).
struct ColorRulesVersion0: ColorRules {
    /// The palette the rules read.
    package let palette: Palette
    /// The rules version this type implements.
    package var version: RulesVersion { .version0 }

    /// The rules over a palette.
    package init(palette: Palette) {
        self.palette = palette
    }

    func tintedButtonColor(on background: ColorTile) -> RGBA {
        let gray = palette.grayScale
        if background.usesLightStyle { return gray[.white].color }
        if [palette.primary.normal, gray[.white], gray[.veryLightGray]].contains(background) {
            return palette.secondary.normal.color
        }
        return gray[.veryDarkGray].color
    }

    func underlinedTextButton(on background: ColorTile) -> RGBA {
        let primary = palette.primary.normal
        if background == palette.grayScale[.white] && primary.usesLightStyle { return primary.color }
        return textColor(on: background, for: .body)
    }
}
