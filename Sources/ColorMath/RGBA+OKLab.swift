// An sRGB color's OKLab and OKLCH coordinates.
extension RGBA {
    /// The color's RGB channels in OKLab (alpha is not part of it).
    public var oklab: OKLab {
        ColorConversion.sRGBToOKLab(SIMD3(red, green, blue))
    }

    /// The color's RGB channels in OKLCH; grays get hue 0.
    public var oklch: OKLCH {
        oklab.oklch
    }
}
