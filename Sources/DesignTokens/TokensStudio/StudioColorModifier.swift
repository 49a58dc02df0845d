// Applies Tokens Studio lighten/darken/mix/alpha modifiers in srgb, p3, hsl or lch, as Studio computes them.
import ColorMath

/// A Tokens Studio color modifier (`$extensions["studio.tokens"].modify`), applied to the color a
/// token's value resolves to, as Tokens Studio's own transforms apply it (docs/tokens-studio.md
/// gives the formulas and their source).
///
/// The amount is a number from 0 to 1. `lighten` and `darken` work in the named space: in srgb and
/// p3 on each channel, in hsl on the lightness, in lch on the lightness and the chroma. `mix`
/// interpolates towards another color in the named space, `alpha` sets the opacity. The result is
/// a color in the named space; like every color, it is made sRGB for outputs with CSS Color 4's
/// gamut mapping.
struct StudioColorModifier: Sendable {
    /// What the modifier does.
    enum Kind: String, CaseIterable, Sendable {
        case lighten, darken, mix, alpha
    }

    /// The spaces Tokens Studio offers, by the names it writes.
    enum Space: String, CaseIterable, Sendable {
        case srgb, hsl, lch, p3
    }

    var kind: Kind
    /// 0 (no change) to 1.
    var amount: Double
    var space: Space
    /// The color mixed in, for `mix`.
    var mixColor: DTCGColor?

    /// The modified color, in the modifier's space.
    func apply(to color: DTCGColor) -> DTCGColor {
        switch kind {
        case .alpha:
            var components = Self.components(of: color, in: space)
            components.alpha = amount
            return Self.color(components, in: space)
        case .mix:
            guard let mixColor else { return color }
            return Self.color(Self.interpolate(Self.components(of: color, in: space), Self.components(of: mixColor, in: space),
                                               amount, in: space), in: space)
        case .lighten, .darken:
            var components = Self.components(of: color, in: space)
            let lightens = kind == .lighten
            switch space {
            case .srgb, .p3:
                let channels: SIMD3<Double> = components.values
                if lightens {
                    let raised: SIMD3<Double> = channels + amount * (SIMD3<Double>(repeating: 1) - channels)
                    components.values = pointwiseMin(raised, SIMD3<Double>(repeating: 1))
                } else {
                    let lowered: SIMD3<Double> = channels - amount * channels
                    components.values = pointwiseMax(lowered, SIMD3<Double>(repeating: 0))
                }
            case .hsl:
                let lightness = components.values.z
                components.values.z = lightens ? min(100, lightness + (100 - lightness) * amount) : max(0, lightness - lightness * amount)
            case .lch:
                let lightness = components.values.x
                components.values.x = lightens ? min(100, lightness + (100 - lightness) * amount) : max(0, lightness - lightness * amount)
                components.values.y = max(0, components.values.y - amount * components.values.y)
            }
            return Self.color(components, in: space)
        }
    }

    /// A color's coordinates in one of the modifier spaces: the three components in the space's
    /// order (hsl: hue, saturation, lightness; lch: lightness, chroma, hue), whether the hue is
    /// powerless (a gray, whose hue takes the other color's when mixing), and alpha.
    private struct Components {
        var values: SIMD3<Double>
        var hueIsPowerless = false
        var alpha: Double
    }

    /// Chroma below which an lch hue is powerless. Source: CSS Color 4 sample code `Lab_to_LCH`.
    private static let lchPowerlessChroma = 0.0015

    private static func components(of color: DTCGColor, in space: Space) -> Components {
        switch space {
        case .srgb:
            return Components(values: ColorConversion.toUnmappedSRGB(color), alpha: color.alpha)
        case .p3:
            return Components(values: RGBColorModel.displayP3.encoded(fromXYZD65: ColorConversion.toXYZD65(color)),
                              alpha: color.alpha)
        case .hsl:
            let hsl = HSLAndHWB.hsl(fromSRGB: ColorConversion.toUnmappedSRGB(color))
            return Components(values: SIMD3(hsl.hue ?? 0, hsl.saturation, hsl.lightness), hueIsPowerless: hsl.hue == nil,
                              alpha: color.alpha)
        case .lch:
            let lab = ColorConversion.xyzD65ToLab(ColorConversion.toXYZD65(color))
            let lch = PolarForm.polar(fromRectangular: lab, powerlessChroma: lchPowerlessChroma)
            return Components(values: lch, hueIsPowerless: lch.y <= lchPowerlessChroma, alpha: color.alpha)
        }
    }

    private static func color(_ components: Components, in space: Space) -> DTCGColor {
        let values = components.values
        switch space {
        case .srgb:
            return DTCGColor(colorSpace: .srgb, components: [values.x, values.y, values.z], alpha: components.alpha)
        case .p3:
            return DTCGColor(colorSpace: .displayP3, components: [values.x, values.y, values.z], alpha: components.alpha)
        case .hsl:
            return DTCGColor(colorSpace: .hsl, components: [components.hueIsPowerless ? nil : values.x, values.y, values.z],
                             alpha: components.alpha)
        case .lch:
            return DTCGColor(colorSpace: .lch, components: [values.x, values.y, components.hueIsPowerless ? nil : values.z],
                             alpha: components.alpha)
        }
    }

    /// The position of the hue among the components, in the spaces that have one.
    private static func hueIndex(in space: Space) -> Int? {
        switch space {
        case .srgb, .p3: nil
        case .hsl: 0
        case .lch: 2
        }
    }

    /// `from` moved towards `to` by `amount` (0 gives `from`, 1 gives `to`), as CSS Color 4's
    /// color interpolation does it: components premultiplied by alpha (the hue is not), a
    /// powerless hue taking the other color's, and the hue going the shorter way round.
    private static func interpolate(_ from: Components, _ to: Components, _ amount: Double, in space: Space) -> Components {
        let alpha = from.alpha + (to.alpha - from.alpha) * amount
        var values = SIMD3<Double>()
        for index in 0..<3 {
            if index == hueIndex(in: space) {
                var start = from.values[index], end = to.values[index]
                if from.hueIsPowerless { start = end }
                if to.hueIsPowerless { end = start }
                if end - start > 180 { start += 360 } else if start - end > 180 { end += 360 }
                let hue = (start + (end - start) * amount).truncatingRemainder(dividingBy: 360)
                values[index] = hue < 0 ? hue + 360 : hue
            } else {
                let mixed = from.values[index] * from.alpha + (to.values[index] * to.alpha - from.values[index] * from.alpha) * amount
                values[index] = alpha == 0 ? mixed : mixed / alpha
            }
        }
        return Components(values: values, hueIsPowerless: from.hueIsPowerless && to.hueIsPowerless, alpha: alpha)
    }
}
