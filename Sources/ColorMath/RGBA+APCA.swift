// APCA-W3 (0.0.98G-4g) lightness contrast Lc of a text color on a background.
internal import CLibrary

extension RGBA {
    /// APCA lightness contrast Lc of this color as text on `background` (APCA-W3, base algorithm
    /// 0.0.98G-4g): positive for dark text on a light background, negative for light on dark,
    /// about −108 ... 106. Alpha is ignored: composite a translucent text color over the background
    /// first (``composited(over:)``, which blends in sRGB as APCA-W3's alpha blend does).
    ///
    /// Source: the published APCA-W3 formula and its 0.0.98G-4g constants. Each color's screen
    /// luminance is Ys = 0.2126729 R^2.4 + 0.7151522 G^2.4 + 0.0721750 B^2.4 (plain 2.4 power, no
    /// linear toe); a Ys below 0.022 is soft-clamped to Ys + (0.022 − Ys)^1.414. Luminances closer
    /// than 0.0005 give Lc 0. Dark on light: S = (Ybg^0.56 − Ytext^0.57) × 1.14, Lc = 0 when
    /// S < 0.1, else (S − 0.027) × 100. Light on dark: S = (Ybg^0.65 − Ytext^0.62) × 1.14,
    /// Lc = 0 when S > −0.1, else (S + 0.027) × 100.
    public func apcaContrast(on background: RGBA) -> Double {
        let text = Self.apcaLuminance(self), back = Self.apcaLuminance(background)
        guard abs(back - text) >= 0.0005 else { return 0 }
        if back > text {
            let contrast = (pow(back, 0.56) - pow(text, 0.57)) * 1.14
            return contrast < 0.1 ? 0 : (contrast - 0.027) * 100
        }
        let contrast = (pow(back, 0.65) - pow(text, 0.62)) * 1.14
        return contrast > -0.1 ? 0 : (contrast + 0.027) * 100
    }

    /// APCA's soft-clamped screen luminance of a color's RGB channels.
    private static func apcaLuminance(_ color: RGBA) -> Double {
        func power(_ channel: Double) -> Double { pow(min(max(channel, 0), 1), 2.4) }
        let luminance = 0.2126729 * power(color.red) + 0.7151522 * power(color.green) + 0.0721750 * power(color.blue)
        return luminance < 0.022 ? luminance + pow(0.022 - luminance, 1.414) : luminance
    }
}
