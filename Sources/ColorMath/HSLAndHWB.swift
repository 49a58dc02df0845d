// HSL and HWB ↔ sRGB with DTCG's 0–100 ranges, after CSS Color 4's sample code.

/// HSL and HWB, the cylindrical forms of sRGB, with DTCG's component ranges: hue in degrees,
/// saturation, lightness, whiteness and blackness in 0...100 (not 0...1).
package enum HSLAndHWB {
    /// hsl(hue, saturation, lightness) → sRGB components (0...1 for in-range input).
    ///
    /// Source: CSS Color 4 "Converting HSL colors to sRGB" (sample hslToRgb.js): with s and l scaled to
    /// 0...1, each channel n ∈ {0 (red), 8 (green), 4 (blue)} is l − s·min(l, 1 − l)·max(−1, min(k − 3,
    /// 9 − k, 1)) where k = (n + hue / 30) mod 12.
    static func sRGB(hue: Double, saturation: Double, lightness: Double) -> SIMD3<Double> {
        let s = saturation / 100, l = lightness / 100
        let hue = normalizedHue(hue)
        let amplitude = s * min(l, 1 - l)
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            return l - amplitude * max(-1, min(k - 3, 9 - k, 1))
        }
        return SIMD3(channel(0), channel(8), channel(4))
    }

    /// sRGB components → hsl (hue in degrees 0..<360, saturation and lightness 0...100); the hue
    /// is `nil` when it is powerless (a gray, all channels equal).
    ///
    /// Source: CSS Color 4 "Converting sRGB colors to HSL" (sample rgbToHsl.js): l is the mean of
    /// the largest and smallest channel, s the spread over min(l, 1 − l), the hue from the largest
    /// channel; a negative saturation (out-of-gamut input) turns the hue by 180°.
    package static func hsl(fromSRGB rgb: SIMD3<Double>) -> (hue: Double?, saturation: Double, lightness: Double) {
        let largest = rgb.max(), smallest = rgb.min()
        let lightness = (smallest + largest) / 2
        let spread = largest - smallest
        guard spread != 0 else { return (nil, 0, lightness * 100) }
        var saturation = lightness == 0 || lightness == 1 ? 0 : (largest - lightness) / min(lightness, 1 - lightness)
        var hue: Double
        switch largest {
        case rgb.x: hue = (rgb.y - rgb.z) / spread + (rgb.y < rgb.z ? 6 : 0)
        case rgb.y: hue = (rgb.z - rgb.x) / spread + 2
        default: hue = (rgb.x - rgb.y) / spread + 4
        }
        hue *= 60
        if saturation < 0 {
            hue += 180
            saturation = -saturation
        }
        return (normalizedHue(hue), saturation * 100, lightness * 100)
    }

    /// hwb(hue, whiteness, blackness) → sRGB components.
    ///
    /// Source: CSS Color 4 "Converting HWB colors to sRGB" (sample hwbToRgb.js): with w and b scaled to
    /// 0...1, when w + b ≥ 1 the color is the gray w / (w + b); otherwise each channel of the pure hue
    /// hsl(hue 100% 50%) is scaled by (1 − w − b) and lifted by w.
    static func sRGB(hue: Double, whiteness: Double, blackness: Double) -> SIMD3<Double> {
        let w = whiteness / 100, b = blackness / 100
        if w + b >= 1 {
            let gray = w / (w + b)
            return SIMD3(repeating: gray)
        }
        let pure = sRGB(hue: hue, saturation: 100, lightness: 50)
        return pure * (1 - w - b) + w
    }

    /// `hue` in degrees brought into 0..<360.
    private static func normalizedHue(_ hue: Double) -> Double {
        let remainder = hue.truncatingRemainder(dividingBy: 360)
        return remainder < 0 ? remainder + 360 : remainder
    }
}
