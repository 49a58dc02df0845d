// Rules v3: v2's rule colors, which the resolver then hands to ContrastGuarantee to make content readable.
import ColorMath

/// Rules version 3, frozen once released: version 2's rules, and then every content role readable
/// on what it is drawn on.
///
/// Each rule gives version 2's color (this type restates version 2's two own rules so that each
/// version stays frozen on its own). The resolver then hands the catalogue to
/// ``ContrastGuarantee``, which keeps a version-2 color that meets its target and otherwise
/// chooses, in this order, the nearest tile of the same swatch, a gray-scale tile, or the least
/// OKLCH lightness move that meets it (docs/rules-versions.md).
struct ColorRulesVersion3: ColorRules {
    /// The palette the rules read.
    package let palette: Palette
    /// The rules version this type implements.
    package var version: RulesVersion { .version3 }

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
