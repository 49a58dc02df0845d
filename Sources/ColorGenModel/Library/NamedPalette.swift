/// SageResearch's named palettes (`RSDColorPalette` statics, docs/color-rules-contract.md §1.10), built from the
/// newest allowed library; every one keeps the default successGreen, errorRed and text keys.
enum NamedPalette: String, CaseIterable, Sendable {
    /// The default palette: stone, slate and cloud grays.
    case wireframe
    /// Royal, rose and apricot.
    case spring
    /// Powder, fern and butterscotch.
    case beach
    /// Dark royal, turquoise and butterscotch.
    case twilight
    /// Darkest royal, lavender and darkest rose.
    case midnight
    /// SageResearch's test palette, with the garish ``GrayScale/sageTest`` gray scale.
    case test

    /// The palette's keys and gray scale.
    package var palette: Palette {
        let (primary, secondary, accent) = keys
        return Palette(
            primary: SageColorMatrix.newestMapping(for: primary.0, shade: primary.1),
            secondary: SageColorMatrix.newestMapping(for: secondary.0, shade: secondary.1),
            accent: SageColorMatrix.newestMapping(for: accent.0, shade: accent.1),
            grayScale: self == .test ? .sageTest : .sage)
    }

    /// Swatch and shade of primary, secondary and accent.
    private var keys: (
        (SageSwatchName, SwatchShade), (SageSwatchName, SwatchShade), (SageSwatchName, SwatchShade)
    ) {
        switch self {
        case .wireframe: ((.stone, .veryLight), (.slate, .dark), (.cloud, .dark))
        case .spring: ((.royal, .light), (.rose, .medium), (.apricot, .medium))
        case .beach: ((.powder, .light), (.fern, .medium), (.butterscotch, .medium))
        case .twilight: ((.royal, .dark), (.turquoise, .medium), (.butterscotch, .medium))
        case .midnight: ((.royal, .veryDark), (.lavender, .dark), (.rose, .veryDark))
        case .test: ((.stone, .dark), (.slate, .dark), (.cloud, .dark))
        }
    }
}
