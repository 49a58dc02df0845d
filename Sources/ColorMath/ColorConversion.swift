/// Conversions of DTCG colors between color spaces, following CSS Color 4 and its sample code.
///
/// Every DTCG color space reaches the others through CIE XYZ relative to D65 (Y of white = 1);
/// spaces with a D50 white (lab, lch, xyz-d50, prophoto-rgb) are Bradford-adapted on the way. These
/// functions do no gamut mapping: results may lie outside sRGB's 0...1 (see `GamutMapping`).
///
/// Missing components: a `none` component (`nil`) counts as 0 (CSS Color 4 §4.4), so a `none` hue
/// of a color with chroma is hue 0°. A component the array lacks altogether also counts as 0.
public enum ColorConversion {
    /// `color` as CIE XYZ relative to D65.
    public static func toXYZD65(_ color: DTCGColor) -> SIMD3<Double> {
        let values = componentValues(of: color)
        switch color.colorSpace {
        case .srgb, .hsl, .hwb:
            return RGBColorModel.sRGB.xyzD65(fromEncoded: encodedSRGB(values, in: color.colorSpace))
        case .srgbLinear:
            return RGBColorModel.sRGBLinear.xyzD65(fromEncoded: values)
        case .displayP3:
            return RGBColorModel.displayP3.xyzD65(fromEncoded: values)
        case .a98RGB:
            return RGBColorModel.a98RGB.xyzD65(fromEncoded: values)
        case .prophotoRGB:
            return RGBColorModel.proPhotoRGB.xyzD65(fromEncoded: values)
        case .rec2020:
            return RGBColorModel.rec2020.xyzD65(fromEncoded: values)
        case .xyzD65:
            return values
        case .xyzD50:
            return ChromaticAdaptation.d50ToD65(values)
        case .lab:
            return ChromaticAdaptation.d50ToD65(CIELab.xyzD50(fromLab: values))
        case .lch:
            return ChromaticAdaptation.d50ToD65(CIELab.xyzD50(fromLab: PolarForm.rectangular(fromPolar: values)))
        case .oklab, .oklch:
            return toOKLab(color).xyzD65
        }
    }

    /// `color` in sRGB (gamma-encoded), without gamut mapping: components may lie outside 0...1.
    /// sRGB-based spaces (srgb, srgb-linear, hsl, hwb) are converted directly, without passing XYZ.
    public static func toUnmappedSRGB(_ color: DTCGColor) -> SIMD3<Double> {
        switch color.colorSpace {
        case .srgb, .srgbLinear, .hsl, .hwb:
            encodedSRGB(componentValues(of: color), in: color.colorSpace)
        default:
            xyzD65ToSRGB(toXYZD65(color))
        }
    }

    /// `color` in OKLab (OKLab and OKLCH colors are converted directly, without passing XYZ).
    public static func toOKLab(_ color: DTCGColor) -> OKLab {
        let values = componentValues(of: color)
        switch color.colorSpace {
        case .oklab:
            return OKLab(lightness: values.x, a: values.y, b: values.z)
        case .oklch:
            return OKLCH(lightness: values.x, chroma: values.y, hue: values.z).oklab
        default:
            return OKLab(xyzD65: toXYZD65(color))
        }
    }

    /// `color` in OKLCH; a powerless hue (gray) is reported as 0.
    public static func toOKLCH(_ color: DTCGColor) -> OKLCH {
        if color.colorSpace == .oklch {
            let values = componentValues(of: color)
            return OKLCH(lightness: values.x, chroma: values.y, hue: values.z)
        }
        return toOKLab(color).oklch
    }

    /// XYZ relative to D65 → gamma-encoded sRGB (unclipped).
    /// Source: sample code `XYZ_to_lin_sRGB` followed by `gam_sRGB`.
    public static func xyzD65ToSRGB(_ xyz: SIMD3<Double>) -> SIMD3<Double> {
        RGBColorModel.sRGB.encoded(fromXYZD65: xyz)
    }

    /// Gamma-encoded sRGB → XYZ relative to D65.
    /// Source: sample code `lin_sRGB` followed by `lin_sRGB_to_XYZ`.
    public static func sRGBToXYZD65(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
        RGBColorModel.sRGB.xyzD65(fromEncoded: rgb)
    }

    /// OKLab → gamma-encoded sRGB (unclipped).
    public static func okLabToSRGB(_ oklab: OKLab) -> SIMD3<Double> {
        xyzD65ToSRGB(oklab.xyzD65)
    }

    /// Gamma-encoded sRGB → OKLab.
    public static func sRGBToOKLab(_ rgb: SIMD3<Double>) -> OKLab {
        OKLab(xyzD65: sRGBToXYZD65(rgb))
    }

    /// XYZ relative to D65 → CIE Lab (D50 white, Bradford-adapted): (L 0...100, a, b).
    public static func xyzD65ToLab(_ xyz: SIMD3<Double>) -> SIMD3<Double> {
        CIELab.lab(fromXYZD50: ChromaticAdaptation.d65ToD50(xyz))
    }

    /// CIE Lab (L 0...100, a, b; D50 white) → XYZ relative to D65 (Bradford-adapted).
    public static func labToXYZD65(_ lab: SIMD3<Double>) -> SIMD3<Double> {
        ChromaticAdaptation.d50ToD65(CIELab.xyzD50(fromLab: lab))
    }

    /// The three components of `color` in its space's order, `none` (and absent) components as 0.
    private static func componentValues(of color: DTCGColor) -> SIMD3<Double> {
        func value(_ index: Int) -> Double {
            color.components.indices.contains(index) ? color.components[index] ?? 0 : 0
        }
        return SIMD3(value(0), value(1), value(2))
    }

    /// Components of an sRGB-based space → gamma-encoded sRGB.
    private static func encodedSRGB(_ values: SIMD3<Double>, in space: ColorSpace) -> SIMD3<Double> {
        switch space {
        case .srgbLinear:
            TransferFunction.sRGB.toEncoded(values)
        case .hsl:
            HSLAndHWB.sRGB(hue: values.x, saturation: values.y, lightness: values.z)
        case .hwb:
            HSLAndHWB.sRGB(hue: values.x, whiteness: values.y, blackness: values.z)
        default:
            values
        }
    }
}
