// A swatch's OKLCH lightness mirrored within its own range: what dark counterparts are made of.
import ColorMath

/// Mirroring one swatch's lightness (docs/derived-schemes.md), which both a derived scheme's
/// swatches and a palette's dark gray scale are made with.
enum SwatchLightness {
    /// The colors of one swatch with their OKLCH lightness mirrored within the swatch's range
    /// (hue and chroma kept, chroma reduced only where sRGB cannot hold it).
    static func mirrored(_ colors: [RGBA]) -> [RGBA] {
        let lightness = colors.map(\.oklch.lightness)
        guard let lowest = lightness.min(), let highest = lightness.max() else { return colors }
        return colors.map { color in
            var oklch = color.oklch
            oklch.lightness = lowest + highest - oklch.lightness
            let rgb = GamutMapping.mapToSRGB(oklch)
            return RGBA(red: rgb.x, green: rgb.y, blue: rgb.z, alpha: color.alpha)
        }
    }
}
