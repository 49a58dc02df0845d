import ColorMath

/// Rules version 3, frozen once released: version 2's rules, and then every content role readable
/// on what it is drawn on.
///
/// Each rule gives version 2's color (this type restates version 2's two own rules so that each
/// version stays frozen on its own). The resolver then hands the catalogue to
/// ``ContrastGuarantee``, which keeps a version-2 color that meets its target and otherwise
/// chooses, in this order, the nearest tile of the same swatch, a gray-scale tile, or the least
/// OKLCH lightness move that meets it (docs/rules-versions.md).
public struct ColorRulesVersion3: ColorRules {
    /// The palette the rules read.
    public let palette: Palette
    /// The rules version this type implements.
    public var version: RulesVersion { .version3 }

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
