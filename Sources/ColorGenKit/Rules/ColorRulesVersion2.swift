import ColorMath

/// Rules version 2, frozen: the rules of SageResearch's newest design system.
///
/// Its rules equal version 1's; SageResearch's version-2 text table is chosen by the palette's
/// five-tile text swatch, not by the rules version (docs/color-rules-contract.md §3.4), so it lives in the shared
/// `textColor`. This type restates version 1's two own rules so that each version stays frozen on
/// its own. All other rules are the shared ones (`ColorRules+Shared.swift`).
public struct ColorRulesVersion2: ColorRules {
    /// The palette the rules read.
    public let palette: Palette
    /// The rules version this type implements.
    public var version: RulesVersion { .version2 }

    /// The rules over a palette.
    public init(palette: Palette) {
        self.palette = palette
    }

    public func tintedButtonColor(on background: ColorTile) -> RGBA {
        background.usesLightStyle ? palette.text.veryLight.color : palette.text.veryDark.color
    }

    public func underlinedTextButton(on background: ColorTile) -> RGBA {
        textColor(on: background, for: .body)
    }
}
