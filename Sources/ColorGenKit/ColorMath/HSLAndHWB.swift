import Foundation

/// HSL and HWB, the cylindrical forms of sRGB, with DTCG's component ranges: hue in degrees,
/// saturation, lightness, whiteness and blackness in 0...100 (not 0...1).
enum HSLAndHWB {
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
