/// What a color keeps besides its sRGB value when sRGB cannot show it: its Display P3 value
/// (gamut mapped into P3 with CSS Color 4's algorithm when it is wider still) and the color as
/// authored, which the json output writes back.
public struct WideGamutColor: Hashable, Sendable {
    /// Gamma-encoded Display P3 red, green and blue, each in 0...1.
    public var displayP3: SIMD3<Double>
    /// The color as the token wrote it (alpha aside: the role's alpha is ``RGBA/alpha``).
    public var authored: DTCGColor

    /// Creates a wide-gamut value.
    public init(displayP3: SIMD3<Double>, authored: DTCGColor) {
        self.displayP3 = displayP3
        self.authored = authored
    }
}

extension DTCGColor {
    /// How far outside sRGB's 0...1 a channel must lie for the color to count as outside sRGB:
    /// half an 8-bit step, below which the sRGB value written is the same color anyway.
    static let sRGBGamutTolerance = 0.5 / 255

    /// The color as outputs show it: ``srgb`` (gamut mapped), carrying a ``WideGamutColor`` when the
    /// color is authored in `display-p3` or lies outside sRGB. Colors inside sRGB authored in any
    /// other space are plain sRGB, exactly as before wide-gamut output existed.
    public var shown: RGBA {
        var color = srgb
        if colorSpace == .displayP3 || isOutsideSRGB {
            color.wideGamut = WideGamutColor(displayP3: GamutMapping.mapToDisplayP3(self), authored: self)
        }
        return color
    }

    /// Whether the color lies outside sRGB by more than ``sRGBGamutTolerance``.
    private var isOutsideSRGB: Bool {
        switch colorSpace {
        case .srgb, .hsl, .hwb: return false
        default:
            let rgb = ColorConversion.toUnmappedSRGB(self)
            return rgb.min() < -Self.sRGBGamutTolerance || rgb.max() > 1 + Self.sRGBGamutTolerance
        }
    }
}
