// A DTCG color to gamut-mapped sRGB, and sRGB back to a DTCG token whose components and hex agree.

extension DTCGColor {
    /// This color in sRGB, gamut mapped with CSS Color 4's algorithm (`GamutMapping`), alpha carried
    /// over unchanged. `none` components count as 0; the `hex` fallback is not consulted.
    public var srgb: RGBA {
        if let rgb = srgbComponentsNeedingNoMapping {
            return RGBA(red: rgb.x, green: rgb.y, blue: rgb.z, alpha: alpha)
        }
        let rgb = GamutMapping.mapToSRGB(self)
        return RGBA(red: rgb.x, green: rgb.y, blue: rgb.z, alpha: alpha)
    }

    /// The components of an `srgb` color that gamut mapping returns unchanged, found without
    /// converting to OKLCH: three components, none `none`, each in 0...1 (in gamut), and neither
    /// all near 1 nor all near 0, where the mapping's lightness test (white at lightness 1 or
    /// more, black at 0 or less) could decide instead. `nil` for any other color.
    private var srgbComponentsNeedingNoMapping: SIMD3<Double>? {
        guard colorSpace == .srgb, components.count == 3,
              let red = components[0], let green = components[1], let blue = components[2] else { return nil }
        let rgb = SIMD3(red, green, blue)
        guard rgb.min() >= 0, rgb.max() <= 1, rgb.min() < 0.999, rgb.max() > 0.001 else { return nil }
        return rgb
    }

    /// A DTCG color in the `srgb` space for output, with components and hex that always agree.
    ///
    /// Rounding rule: each channel is first rounded to the nearest of 256 steps (the hex digits), and
    /// the component written is that step / 255 rounded to 4 decimal places (e.g. #777f95 gives
    /// 0.4667, 0.498, 0.5843). Reading such a component back and rounding it to 256 steps always gives
    /// the same byte again, so the components, the hex and a re-read of the token all name the same
    /// color. Alpha is rounded to 4 decimal places (so rule alphas such as 0.35 stay exact). Hex is
    /// lowercase `#rrggbb` (alpha is not part of it; DTCG carries it in `alpha`). Channels and alpha
    /// are clamped to 0...1 first.
    public init(srgb color: RGBA) {
        func written(_ channel: Double) -> Double {
            Self.srgbComponent(ofStep: UnitQuantization.steps(channel, of: 255))
        }
        self.init(colorSpace: .srgb, components: [written(color.red), written(color.green), written(color.blue)],
                  alpha: Self.writtenAlpha(color.alpha), hex: color.hex)
    }

    /// The component ``init(srgb:)`` writes for a channel at `step` of 0...255: the step / 255,
    /// rounded to 4 decimal places.
    public static func srgbComponent(ofStep step: Int) -> Double {
        (Double(step) / 255 * 10_000).rounded() / 10_000
    }

    /// The alpha ``init(srgb:)`` writes: `alpha` clamped to 0...1 and rounded to 4 decimal places.
    public static func writtenAlpha(_ alpha: Double) -> Double {
        Double(UnitQuantization.steps(alpha, of: 10_000)) / 10_000
    }
}
