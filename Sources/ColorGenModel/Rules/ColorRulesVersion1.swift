// The two rules v1 changes from v0: tinted buttons from the text swatch, underlined text as body text color.
import ColorMath

/// Rules version 1, frozen: tinted and underlined-text buttons follow the text swatch.
///
/// Differs from version 0 in exactly two rules:
/// - tinted buttons: the text swatch's very light tile on light-style backgrounds, its very dark
///   tile elsewhere;
/// - underlined text buttons: always the `body` text color of the background.
/// All other rules are the shared ones (`ColorRules+Shared.swift`).
struct ColorRulesVersion1: ColorRules {
    /// The palette the rules read.
    package let palette: Palette
    /// The rules version this type implements.
    package var version: RulesVersion { .version1 }

    /// The rules over a palette.
    package init(palette: Palette) {
        self.palette = palette
    }

    func tintedButtonColor(on background: ColorTile) -> RGBA {
        background.usesLightStyle ? palette.text.veryLight.color : palette.text.veryDark.color
    }

    func underlinedTextButton(on background: ColorTile) -> RGBA {
        textColor(on: background, for: .body)
    }
}
