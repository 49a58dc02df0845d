// Color-to-text for stylesheets: hex, or CSS Color 4 rgb() with 4-decimal alpha, plus the display-p3 form.
import ColorMath

/// How a color is written in CSS: `#rrggbb` when opaque, else `rgb(r g b / a)` with 0-255
/// channels and the alpha to four decimals (CSS Color 4 space-separated syntax, read by every
/// browser since 2019; see docs/css-output.md).
enum CSSColor {
    /// `color` as a CSS color value.
    static func value(_ color: RGBA) -> String {
        guard color.alpha8Bit != 255 else { return color.hex }
        let channels = color.rgb8Bit.map(String.init)
        return "rgb(\(channels.joined(separator: " ")) / \(decimal(color.alpha)))"
    }

    /// `value` in 0...1 rounded to four decimals, without trailing zeros: `0.35`, `0.5`, `0`.
    static func decimal(_ value: Double) -> String {
        let tenThousandths = UnitQuantization.steps(value, of: 10_000)
        guard tenThousandths % 10_000 != 0 else { return String(tenThousandths / 10_000) }
        var fraction = String(tenThousandths % 10_000)
        fraction = String(repeating: "0", count: 4 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "0.\(fraction)"
    }

    /// A wide-gamut color as `color(display-p3 r g b)` (`/ a` when translucent), components to
    /// four decimals; `nil` for a color sRGB shows.
    static func displayP3Value(_ color: RGBA) -> String? {
        guard let p3 = color.wideGamut?.displayP3 else { return nil }
        let channels = [p3.x, p3.y, p3.z].map(decimal).joined(separator: " ")
        return color.alpha8Bit == 255 ? "color(display-p3 \(channels))" : "color(display-p3 \(channels) / \(decimal(color.alpha)))"
    }
}
