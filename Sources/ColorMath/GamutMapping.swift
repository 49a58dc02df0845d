/// Brings colors into the sRGB (or Display P3) gamut with CSS Color 4's gamut mapping algorithm
/// (§13.2 "CSS gamut mapping to an RGB destination": binary search with local MINDE).
///
/// The color's OKLCH lightness and hue are kept while its chroma is reduced by binary search. At each
/// step the candidate is clipped to sRGB; as soon as the clipped color is within a just noticeable
/// difference (ΔEOK < 0.02) of the candidate, the search moves up toward more chroma, so the result is
/// the most colorful clipped color that still looks like the candidate. Clipping happens only as the
/// algorithm's own step, never instead of it. A lightness of 1 or more maps to white, 0 or less to black.
public enum GamutMapping {
    /// The just noticeable difference in ΔEOK used by the algorithm.
    public static let justNoticeableDifference = 0.02
    /// The precision, in OKLCH chroma, at which the binary search stops.
    public static let epsilon = 0.0001

    /// `color` in gamma-encoded sRGB, gamut mapped: every component lies in 0...1.
    public static func mapToSRGB(_ color: DTCGColor) -> SIMD3<Double> {
        map(origin: ColorConversion.toOKLCH(color), unmapped: ColorConversion.toUnmappedSRGB(color), into: .sRGB)
    }

    /// An OKLCH color in gamma-encoded sRGB, gamut mapped: every component lies in 0...1.
    public static func mapToSRGB(_ oklch: OKLCH) -> SIMD3<Double> {
        map(origin: oklch, unmapped: ColorConversion.okLabToSRGB(oklch.oklab), into: .sRGB)
    }

    /// `color` in gamma-encoded Display P3, gamut mapped by the same algorithm with Display P3 as
    /// the destination: every component lies in 0...1. A `display-p3` color already in gamut keeps
    /// its components exactly.
    public static func mapToDisplayP3(_ color: DTCGColor) -> SIMD3<Double> {
        let unmapped = color.colorSpace == .displayP3
            ? SIMD3((0..<3).map { color.components.indices.contains($0) ? color.components[$0] ?? 0 : 0 })
            : RGBColorModel.displayP3.encoded(fromXYZD65: ColorConversion.toXYZD65(color))
        return map(origin: ColorConversion.toOKLCH(color), unmapped: unmapped, into: .displayP3)
    }

    /// Whether gamma-encoded sRGB components all lie in 0...1.
    public static func isInSRGBGamut(_ rgb: SIMD3<Double>) -> Bool {
        rgb.min() >= 0 && rgb.max() <= 1
    }

    /// The algorithm, given the origin in OKLCH and the same color converted straight to the
    /// destination `space` (which spares the in-gamut case a round trip through OKLCH). Step
    /// numbers refer to §13.2.
    private static func map(origin: OKLCH, unmapped: SIMD3<Double>, into space: RGBColorModel) -> SIMD3<Double> {
        // Steps 3 and 4: lightness at or beyond the ends is white or black.
        if origin.lightness >= 1 { return SIMD3(repeating: 1) }
        if origin.lightness <= 0 { return SIMD3(repeating: 0) }
        // Step 6: a color already in gamut is returned unchanged.
        if isInSRGBGamut(unmapped) { return unmapped }

        // Steps 11 to 14: if plain clipping is not noticeable, it is the answer. (`unmapped` is the
        // origin in sRGB, so clipping it is clipping the origin, without a round trip's rounding.)
        var current = origin
        var clipped = clip(unmapped)
        if difference(clipped, current, in: space) < justNoticeableDifference { return clipped }

        // Steps 15 to 18: binary search on chroma.
        var minimum = 0.0
        var maximum = origin.chroma
        var minimumIsInGamut = true
        while maximum - minimum > epsilon {
            let chroma = (minimum + maximum) / 2
            current.chroma = chroma
            let candidate = space.encoded(fromXYZD65: current.oklab.xyzD65)
            if minimumIsInGamut && isInSRGBGamut(candidate) {
                minimum = chroma
                continue
            }
            clipped = clip(candidate)
            let error = difference(clipped, current, in: space)
            if error < justNoticeableDifference {
                if justNoticeableDifference - error < epsilon { return clipped }
                minimumIsInGamut = false
                minimum = chroma
            } else {
                maximum = chroma
            }
        }
        // Step 19.
        return clipped
    }

    /// Each component clamped to 0...1 (the algorithm's clip step).
    private static func clip(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
        rgb.clamped(lowerBound: SIMD3(repeating: 0), upperBound: SIMD3(repeating: 1))
    }

    /// ΔEOK between a clipped color of `space` and an OKLCH candidate.
    private static func difference(_ clipped: SIMD3<Double>, _ candidate: OKLCH, in space: RGBColorModel) -> Double {
        OKLab(xyzD65: space.xyzD65(fromEncoded: clipped)).deltaEOK(to: candidate.oklab)
    }
}
