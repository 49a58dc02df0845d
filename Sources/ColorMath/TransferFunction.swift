// The RGB spaces' transfer curves (sRGB, a98, ProPhoto, rec2020 as pure 2.4 power), sign-preserving.
internal import CLibrary

/// The transfer functions ("gamma" curves) of the RGB color spaces: encoded component ↔ linear light.
///
/// Every curve is the extended form of CSS Color 4's sample code (conversions.js): it is applied to the
/// absolute value and the sign is put back, so values below 0 or above 1 (out of gamut) convert too.
enum TransferFunction: Sendable {
    /// No curve: the component already is linear light (srgb-linear).
    case linear
    /// The sRGB curve of IEC 61966-2-1, also used by display-p3: linear below 0.04045 (encoded) /
    /// 0.0031308 (linear), else a 2.4 power with offset. Source: CSS Color 4 "sRGB" and "display-p3"
    /// predefined spaces; sample code `lin_sRGB` / `gam_sRGB`.
    case sRGB
    /// Adobe RGB (1998): a pure power of 563/256 (≈ 2.2). Source: CSS Color 4 "a98-rgb";
    /// sample code `lin_a98rgb` / `gam_a98rgb`.
    case a98RGB
    /// ROMM RGB (ProPhoto): a 1.8 power with a linear toe (encoded ≤ 16/512, linear < 1/512).
    /// Source: CSS Color 4 "prophoto-rgb"; sample code `lin_ProPhoto` / `gam_ProPhoto`.
    case proPhotoRGB
    /// rec2020 as CSS Color 4 defines it since 2025 (w3c/csswg-drafts#12574): the display-referred
    /// reference EOTF of ITU-R BT.1886 with black lift 0 and gain 1, i.e. a pure 2.4 power.
    /// The older scene-referred BT.2020 OETF inverse (α = 1.0993, β = 0.0181, exponent 0.45) is NOT used.
    case rec2020

    /// Encoded component → linear light.
    func toLinear(_ value: Double) -> Double {
        let magnitude = abs(value)
        let linear: Double
        switch self {
        case .linear:
            return value
        case .sRGB:
            linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        case .a98RGB:
            linear = pow(magnitude, 563.0 / 256.0)
        case .proPhotoRGB:
            linear = magnitude <= 16.0 / 512.0 ? magnitude / 16 : pow(magnitude, 1.8)
        case .rec2020:
            linear = pow(magnitude, 2.4)
        }
        return value < 0 ? -linear : linear
    }

    /// Linear light → encoded component.
    func toEncoded(_ value: Double) -> Double {
        let magnitude = abs(value)
        let encoded: Double
        switch self {
        case .linear:
            return value
        case .sRGB:
            encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        case .a98RGB:
            encoded = pow(magnitude, 256.0 / 563.0)
        case .proPhotoRGB:
            encoded = magnitude < 1.0 / 512.0 ? magnitude * 16 : pow(magnitude, 1 / 1.8)
        case .rec2020:
            encoded = pow(magnitude, 1 / 2.4)
        }
        return value < 0 ? -encoded : encoded
    }

    /// Applies `toLinear` to each component.
    func toLinear(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(toLinear(rgb.x), toLinear(rgb.y), toLinear(rgb.z))
    }

    /// Applies `toEncoded` to each component.
    func toEncoded(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(toEncoded(rgb.x), toEncoded(rgb.y), toEncoded(rgb.z))
    }
}
