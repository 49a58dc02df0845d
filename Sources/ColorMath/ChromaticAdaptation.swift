/// Bradford chromatic adaptation between the D50 and D65 reference whites.
///
/// Source: CSS Color 4 "Converting colors" (chromatic adaptation) and the functions `D50_to_D65` / `D65_to_D50` of its
/// sample code (conversions.js). The matrices are the published ones: each is the product of the
/// Bradford cone-response matrix, a per-cone scaling from one white to the other and the inverse
/// cone-response matrix, computed at 64-bit precision.
enum ChromaticAdaptation {
    /// XYZ relative to D50 → XYZ relative to D65.
    static func d50ToD65(_ xyz: SIMD3<Double>) -> SIMD3<Double> {
        d50ToD65Matrix.applied(to: xyz)
    }

    /// XYZ relative to D65 → XYZ relative to D50.
    static func d65ToD50(_ xyz: SIMD3<Double>) -> SIMD3<Double> {
        d65ToD50Matrix.applied(to: xyz)
    }

    /// Adapts `xyz` relative to `white` so that it is relative to D65.
    static func toD65(_ xyz: SIMD3<Double>, from white: WhitePoint) -> SIMD3<Double> {
        switch white {
        case .d65: xyz
        case .d50: d50ToD65(xyz)
        }
    }

    /// Adapts `xyz` relative to D65 so that it is relative to `white`.
    static func fromD65(_ xyz: SIMD3<Double>, to white: WhitePoint) -> SIMD3<Double> {
        switch white {
        case .d65: xyz
        case .d50: d65ToD50(xyz)
        }
    }

    private static let d50ToD65Matrix = Matrix3(
        SIMD3(0.955473421488075, -0.02309845494876471, 0.06325924320057072),
        SIMD3(-0.0283697093338637, 1.0099953980813041, 0.021041441191917323),
        SIMD3(0.012314014864481998, -0.020507649298898964, 1.330365926242124)
    )

    private static let d65ToD50Matrix = Matrix3(
        SIMD3(1.0479297925449969, 0.022946870601609652, -0.05019226628920524),
        SIMD3(0.02962780877005599, 0.9904344267538799, -0.017073799063418826),
        SIMD3(-0.009243040646204504, 0.015055191490298152, 0.7518742814281371)
    )
}
