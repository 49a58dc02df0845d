// CIE Lab (D50) ↔ XYZ conversion with CSS Color 4's ε and κ constants.
internal import CLibrary

/// CIE Lab (D50) and its polar form LCH.
///
/// Source: CSS Color 4 "Device-independent colors: CIE Lab and LCH" and the sample code functions
/// `XYZ_to_Lab`, `Lab_to_XYZ`, `Lab_to_LCH`, `LCH_to_Lab` (conversions.js). ε = 216/24389 and
/// κ = 24389/27 are the CIE's exact rational constants; the reference white is D50.
enum CIELab {
    private static let epsilon = 216.0 / 24389.0
    private static let kappa = 24389.0 / 27.0

    /// Lab (L 0...100, a, b) → XYZ relative to D50.
    static func xyzD50(fromLab lab: SIMD3<Double>) -> SIMD3<Double> {
        let fy = (lab.x + 16) / 116
        let fx = lab.y / 500 + fy
        let fz = fy - lab.z / 200
        let x = fx * fx * fx > epsilon ? fx * fx * fx : (116 * fx - 16) / kappa
        let y = lab.x > kappa * epsilon ? fy * fy * fy : lab.x / kappa
        let z = fz * fz * fz > epsilon ? fz * fz * fz : (116 * fz - 16) / kappa
        return SIMD3(x, y, z) * WhitePoint.d50.xyz
    }

    /// XYZ relative to D50 → Lab (L 0...100, a, b).
    static func lab(fromXYZD50 xyz: SIMD3<Double>) -> SIMD3<Double> {
        let relative = xyz / WhitePoint.d50.xyz
        func f(_ value: Double) -> Double {
            value > epsilon ? cbrt(value) : (kappa * value + 16) / 116
        }
        let fx = f(relative.x), fy = f(relative.y), fz = f(relative.z)
        return SIMD3(116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }
}
