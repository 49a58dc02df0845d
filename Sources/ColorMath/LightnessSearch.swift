// The color of one hue nearest in lightness to another that passes a test: the suggestion for a failing contrast.

/// Colors of the same OKLCH hue and chroma as a given one at other lightnesses (chroma reduced
/// only where sRGB cannot hold it), written on 8-bit steps with the color's alpha kept, and the
/// one nearest in lightness that passes a test (a contrast minimum on a ``ScreenComposite``).
///
/// The nearest passing lightness is found on each side of the color by bisection between the
/// color itself (which fails) and the end of the range (black or white, which must pass), to
/// within 2⁻⁴⁰ of the range: past the precision of any 8-bit color, so the result is the first
/// written color on that side that passes. The nearer of the two sides is chosen, the higher
/// lightness on a tie.
public enum LightnessSearch {
    /// A color found by a search.
    public struct Found: Hashable, Sendable {
        /// The color as written: channels on 8-bit steps, the searched color's alpha.
        public var color: RGBA
        /// The OKLCH lightness it was made from, 0 ... 1.
        public var lightness: Double
    }

    /// `color` with its OKLCH lightness set to `lightness` (clamped to 0 ... 1), hue and chroma
    /// kept within sRGB by gamut mapping, channels on 8-bit steps, alpha kept.
    public static func color(_ color: RGBA, atLightness lightness: Double) -> RGBA {
        unquantized(color, atLightness: lightness).quantized
    }

    /// ``color(_:atLightness:)`` before its channels are put on 8-bit steps.
    public static func unquantized(_ color: RGBA, atLightness lightness: Double) -> RGBA {
        var oklch = color.oklch
        oklch.lightness = min(max(lightness, 0), 1)
        let rgb = GamutMapping.mapToSRGB(oklch)
        return RGBA(red: rgb.x, green: rgb.y, blue: rgb.z, alpha: color.alpha)
    }

    /// The written color nearest `color` in OKLCH lightness, of its hue and chroma, for which
    /// `passes` holds (`color` itself when it passes); nil when neither black's nor white's end
    /// of the range passes.
    public static func nearest(to color: RGBA, where passes: (RGBA) -> Bool) -> Found? {
        let start = color.oklch.lightness
        if passes(color) { return Found(color: color, lightness: start) }
        let sides = [1.0, 0.0].compactMap { end in nearest(to: color, from: start, towards: end, where: passes) }
        return sides.min { abs($0.lightness - start) < abs($1.lightness - start) }
    }

    /// The first lightness from `start` towards `end` at which the written color passes.
    private static func nearest(to color: RGBA, from start: Double, towards end: Double,
                                where passes: (RGBA) -> Bool) -> Found? {
        let endColor = Self.color(color, atLightness: end)
        guard passes(endColor) else { return nil }
        var failing = start, passing = end
        for _ in 0..<40 {
            let middle = (failing + passing) / 2
            if passes(Self.color(color, atLightness: middle)) { passing = middle } else { failing = middle }
        }
        return Found(color: Self.color(color, atLightness: passing), lightness: passing)
    }
}
