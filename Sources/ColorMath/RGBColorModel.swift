/// An RGB color space of CSS Color 4 reduced to what conversion needs: its transfer function, its
/// white and the matrices between its linear-light components and CIE XYZ relative to that white.
///
/// Source: CSS Color 4 "Predefined color spaces" and its sample code (conversions.js). The matrices
/// are the sample code's: rational numbers computed from each space's R, G, B and white chromaticities
/// (for prophoto-rgb the 64-bit values the sample code gives, see w3c/csswg-drafts#7675).
package struct RGBColorModel: Sendable {
    /// The curve between encoded and linear-light components.
    let transferFunction: TransferFunction
    /// The white the XYZ values are relative to.
    let whitePoint: WhitePoint
    /// Linear-light RGB → XYZ (relative to `whitePoint`).
    let toXYZ: Matrix3
    /// XYZ (relative to `whitePoint`) → linear-light RGB.
    let fromXYZ: Matrix3

    /// Encoded RGB → XYZ relative to D65 (Bradford-adapted when the space's white is D50).
    func xyzD65(fromEncoded rgb: SIMD3<Double>) -> SIMD3<Double> {
        ChromaticAdaptation.toD65(toXYZ.applied(to: transferFunction.toLinear(rgb)), from: whitePoint)
    }

    /// XYZ relative to D65 → encoded RGB (possibly outside 0...1 when out of gamut).
    package func encoded(fromXYZD65 xyz: SIMD3<Double>) -> SIMD3<Double> {
        transferFunction.toEncoded(fromXYZ.applied(to: ChromaticAdaptation.fromD65(xyz, to: whitePoint)))
    }
}

extension RGBColorModel {
    /// sRGB (IEC 61966-2-1), D65. Sample code `lin_sRGB_to_XYZ` / `XYZ_to_lin_sRGB`.
    static let sRGB = RGBColorModel(
        transferFunction: .sRGB, whitePoint: .d65, toXYZ: sRGBToXYZ, fromXYZ: xyzToSRGB)

    /// srgb-linear: sRGB's primaries and white without the transfer curve.
    static let sRGBLinear = RGBColorModel(
        transferFunction: .linear, whitePoint: .d65, toXYZ: sRGBToXYZ, fromXYZ: xyzToSRGB)

    /// display-p3: DCI-P3 primaries, D65 white, the sRGB curve. Sample code `lin_P3_to_XYZ` / `XYZ_to_lin_P3`.
    package static let displayP3 = RGBColorModel(
        transferFunction: .sRGB, whitePoint: .d65,
        toXYZ: Matrix3(
            SIMD3(608311.0 / 1250200.0, 189793.0 / 714400.0, 198249.0 / 1000160.0),
            SIMD3(35783.0 / 156275.0, 247089.0 / 357200.0, 198249.0 / 2500400.0),
            SIMD3(0, 32229.0 / 714400.0, 5220557.0 / 5000800.0)),
        fromXYZ: Matrix3(
            SIMD3(446124.0 / 178915.0, -333277.0 / 357830.0, -72051.0 / 178915.0),
            SIMD3(-14852.0 / 17905.0, 63121.0 / 35810.0, 423.0 / 17905.0),
            SIMD3(11844.0 / 330415.0, -50337.0 / 660830.0, 316169.0 / 330415.0)))

    /// a98-rgb (Adobe RGB 1998), D65. Sample code `lin_a98rgb_to_XYZ` / `XYZ_to_lin_a98rgb`.
    static let a98RGB = RGBColorModel(
        transferFunction: .a98RGB, whitePoint: .d65,
        toXYZ: Matrix3(
            SIMD3(573536.0 / 994567.0, 263643.0 / 1420810.0, 187206.0 / 994567.0),
            SIMD3(591459.0 / 1989134.0, 6239551.0 / 9945670.0, 374412.0 / 4972835.0),
            SIMD3(53769.0 / 1989134.0, 351524.0 / 4972835.0, 4929758.0 / 4972835.0)),
        fromXYZ: Matrix3(
            SIMD3(1829569.0 / 896150.0, -506331.0 / 896150.0, -308931.0 / 896150.0),
            SIMD3(-851781.0 / 878810.0, 1648619.0 / 878810.0, 36519.0 / 878810.0),
            SIMD3(16779.0 / 1248040.0, -147721.0 / 1248040.0, 1266979.0 / 1248040.0)))

    /// prophoto-rgb (ROMM RGB), D50 white. Sample code `lin_ProPhoto_to_XYZ` / `XYZ_to_lin_ProPhoto`.
    static let proPhotoRGB = RGBColorModel(
        transferFunction: .proPhotoRGB, whitePoint: .d50,
        toXYZ: Matrix3(
            SIMD3(0.79776664490064230, 0.13518129740053308, 0.03134773412839220),
            SIMD3(0.28807482881940130, 0.71183523424187300, 0.00008993693872564),
            SIMD3(0, 0, 0.82510460251046020)),
        fromXYZ: Matrix3(
            SIMD3(1.34578688164715830, -0.25557208737979464, -0.05110186497554526),
            SIMD3(-0.54463070512490190, 1.50824774284514680, 0.02052744743642139),
            SIMD3(0, 0, 1.21196754563894520)))

    /// rec2020 (ITU-R BT.2020 primaries), D65, with the gamma 2.4 curve described at
    /// `TransferFunction.rec2020`. Sample code `lin_2020_to_XYZ` / `XYZ_to_lin_2020`.
    static let rec2020 = RGBColorModel(
        transferFunction: .rec2020, whitePoint: .d65,
        toXYZ: Matrix3(
            SIMD3(63426534.0 / 99577255.0, 20160776.0 / 139408157.0, 47086771.0 / 278816314.0),
            SIMD3(26158966.0 / 99577255.0, 472592308.0 / 697040785.0, 8267143.0 / 139408157.0),
            SIMD3(0, 19567812.0 / 697040785.0, 295819943.0 / 278816314.0)),
        fromXYZ: Matrix3(
            SIMD3(30757411.0 / 17917100.0, -6372589.0 / 17917100.0, -4539589.0 / 17917100.0),
            SIMD3(-19765991.0 / 29648200.0, 47925759.0 / 29648200.0, 467509.0 / 29648200.0),
            SIMD3(792561.0 / 44930125.0, -1921689.0 / 44930125.0, 42328811.0 / 44930125.0)))

    private static let sRGBToXYZ = Matrix3(
        SIMD3(506752.0 / 1228815.0, 87881.0 / 245763.0, 12673.0 / 70218.0),
        SIMD3(87098.0 / 409605.0, 175762.0 / 245763.0, 12673.0 / 175545.0),
        SIMD3(7918.0 / 409605.0, 87881.0 / 737289.0, 1001167.0 / 1053270.0))

    private static let xyzToSRGB = Matrix3(
        SIMD3(12831.0 / 3959.0, -329.0 / 214.0, -1974.0 / 3959.0),
        SIMD3(-851781.0 / 878810.0, 1648619.0 / 878810.0, 36519.0 / 878810.0),
        SIMD3(705.0 / 12673.0, -2585.0 / 12673.0, 705.0 / 667.0))
}
