// WCAG contrast measured in Display P3, for pairs that involve a wide-gamut color.
extension RGBA {
    /// The color's channels in gamma-encoded Display P3 (alpha unchanged): its P3 value when it
    /// has one, else its sRGB value converted (sRGB lies inside P3).
    public var displayP3Channels: RGBA {
        let p3 = wideGamut?.displayP3
            ?? RGBColorModel.displayP3.encoded(fromXYZD65: RGBColorModel.sRGB.xyzD65(fromEncoded: SIMD3(red, green, blue)))
        return RGBA(red: p3.x, green: p3.y, blue: p3.z, alpha: alpha)
    }

    /// WCAG 2.x contrast ratio of two colors whose channels are Display P3 (``displayP3Channels``):
    /// the relative luminance of each is the Y of its CIE XYZ, which for sRGB channels is WCAG's
    /// own weighted sum (same primaries and white), and the ratio is (L1 + 0.05) / (L2 + 0.05).
    public static func displayP3ContrastRatio(_ first: RGBA, _ second: RGBA) -> Double {
        func luminance(_ color: RGBA) -> Double {
            RGBColorModel.displayP3.xyzD65(fromEncoded: SIMD3(color.red, color.green, color.blue)).y
        }
        let one = luminance(first), other = luminance(second)
        return (max(one, other) + 0.05) / (min(one, other) + 0.05)
    }
}
