// Rectangular ↔ polar (lightness, chroma, hue) conversion shared by Lab/LCH and OKLab/OKLCH.
internal import CLibrary

/// Conversions between the rectangular (lightness, a, b) and polar (lightness, chroma, hue in degrees)
/// forms shared by Lab/LCH and OKLab/OKLCH.
///
/// Source: CSS Color 4 sample code `LCH_to_Lab` / `Lab_to_LCH` and `OKLCH_to_OKLab` / `OKLab_to_OKLCH`:
/// a = C·cos h, b = C·sin h; C = √(a² + b²), h = atan2(b, a) in 0..<360.
package enum PolarForm {
    /// (L, C, h°) → (L, a, b).
    static func rectangular(fromPolar lch: SIMD3<Double>) -> SIMD3<Double> {
        let radians = lch.z * .pi / 180
        return SIMD3(lch.x, lch.y * cos(radians), lch.y * sin(radians))
    }

    /// (L, a, b) → (L, C, h°). The hue is in 0..<360; when the chroma is at most
    /// `powerlessChroma` the hue is meaningless (CSS calls it powerless) and is reported as 0.
    package static func polar(fromRectangular lab: SIMD3<Double>, powerlessChroma: Double) -> SIMD3<Double> {
        let chroma = (lab.y * lab.y + lab.z * lab.z).squareRoot()
        guard chroma > powerlessChroma else { return SIMD3(lab.x, chroma, 0) }
        var hue = atan2(lab.z, lab.y) * 180 / .pi
        if hue < 0 { hue += 360 }
        if hue >= 360 { hue -= 360 }
        return SIMD3(lab.x, chroma, hue)
    }
}
