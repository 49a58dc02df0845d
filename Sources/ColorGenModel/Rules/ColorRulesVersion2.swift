// Frozen rules v2: restates v1's two button rules so v2 stays fixed; its text table is picked by the palette.
import ColorMath

/// Rules version 2, frozen: the rules of SageResearch's newest design system.
///
/// Its rules equal version 1's; SageResearch's version-2 text table is chosen by the palette's
/// five-tile text swatch, not by the rules version (docs/color-rules-contract.md §3.4), so it lives in the shared
/// `textColor`. This type restates version 1's two own rules so that each version stays frozen on
/// its own. All other rules are the shared ones (`ColorRules+Shared.swift`).
struct ColorRulesVersion2: ColorRules {
    /// The palette the rules read.
    package let palette: Palette
    /// The rules version this type implements.
    package var version: RulesVersion { .version2 }

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
