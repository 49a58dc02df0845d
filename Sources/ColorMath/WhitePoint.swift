/// The two reference whites CSS Color 4 uses, as CIE XYZ with Y = 1.
///
/// Source: CSS Color 4 "Predefined color spaces" and the constants `D50`/`D65` of its sample code
/// (conversions.js), which derive them from the 4-figure CIE x,y chromaticities
/// D50 = (0.3457, 0.3585) and D65 = (0.3127, 0.3290) as X = x / y, Y = 1, Z = (1 − x − y) / y.
enum WhitePoint: Sendable {
    /// CIE standard illuminant D50: the white of CIE Lab/LCH, xyz-d50 and prophoto-rgb.
    case d50
    /// CIE standard illuminant D65: the white of sRGB, display-p3, a98-rgb, rec2020, xyz-d65 and OKLab.
    case d65

    /// The white's XYZ tristimulus values, Y normalised to 1.
    var xyz: SIMD3<Double> {
        switch self {
        case .d50: Self.fromChromaticity(x: 0.3457, y: 0.3585)
        case .d65: Self.fromChromaticity(x: 0.3127, y: 0.3290)
        }
    }

    private static func fromChromaticity(x: Double, y: Double) -> SIMD3<Double> {
        SIMD3(x / y, 1, (1 - x - y) / y)
    }
}
