// A color set's components as Xcode writes them ("0.500", "128", "0x80") in its color spaces, read into a DTCG color.
import ColorMath
import PositionalJSON

/// Reads the `"color"` of a color set entry: its `color-space` and `components` in the forms
/// Xcode's color inspector writes.
///
/// A channel is a floating-point number from 0 to 1 (`"0.500"`, or a JSON number), an 8-bit
/// integer (`"128"`, Xcode's "8-bit (0-255)" input method) or 8-bit hexadecimal (`"0x80"`);
/// alpha is a decimal under every method (`"1.000"`, `"1"`) or hexadecimal. The color spaces:
/// `srgb`, `display-p3` (kept as Display P3), `extended-srgb` and `extended-linear-srgb` (whose
/// channels may leave 0…1: read as sRGB or linear sRGB when inside, else as OKLab, which holds any
/// color), and the gray spaces `gray-gamma-22` and `extended-gray` (one `white` channel on a 2.2
/// gamma curve, as linear sRGB grays).
enum AssetCatalogComponents {
    /// The color spaces read, as Xcode names them.
    static let colorSpaces = ["srgb", "display-p3", "extended-srgb", "extended-linear-srgb", "gray-gamma-22", "extended-gray"]

    /// The number a channel's value stands for (alpha when `isAlpha`), or nil when it is none of the forms.
    static func number(_ value: JSONValue, isAlpha: Bool) -> Double? {
        if let number = value.doubleValue { return number }
        guard let text = value.stringValue, !text.isEmpty else { return nil }
        if text.hasPrefix("0x") || text.hasPrefix("0X") {
            guard let byte = Int(text.dropFirst(2), radix: 16), (0...255).contains(byte) else { return nil }
            return Double(byte) / 255
        }
        if isAlpha || text.contains(".") || text.contains("e") || text.contains("E") {
            return Double(text)
        }
        guard let byte = Int(text) else { return nil }
        return Double(byte) / 255
    }

    /// The channels a color space's `components` hold, in order, alpha not included.
    static func channels(of colorSpace: String) -> [String] {
        colorSpace.hasSuffix("gray") || colorSpace.hasPrefix("gray") ? ["white"] : ["red", "green", "blue"]
    }

    /// Whether the channels of `colorSpace` must lie in 0…1 (the extended spaces' may not).
    static func isBounded(_ colorSpace: String) -> Bool {
        !colorSpace.hasPrefix("extended")
    }

    /// The DTCG color for `channels` (in the order of ``channels(of:)``) in `colorSpace`, one of ``colorSpaces``.
    static func color(_ colorSpace: String, channels: [Double], alpha: Double) -> DTCGColor {
        let inUnit = channels.allSatisfy { (0...1).contains($0) }
        switch colorSpace {
        case "display-p3":
            return DTCGColor(colorSpace: .displayP3, components: channels, alpha: alpha)
        case "extended-linear-srgb":
            return inUnit ? DTCGColor(colorSpace: .srgbLinear, components: channels, alpha: alpha)
                : okLab(DTCGColor(colorSpace: .srgbLinear, components: channels), alpha: alpha)
        case "gray-gamma-22", "extended-gray":
            let linear = ColorConversion.grayGamma22ToLinear(channels[0])
            let gray = [linear, linear, linear]
            return (0...1).contains(linear) ? DTCGColor(colorSpace: .srgbLinear, components: gray, alpha: alpha)
                : okLab(DTCGColor(colorSpace: .srgbLinear, components: gray), alpha: alpha)
        default:  // srgb, extended-srgb
            return inUnit ? DTCGColor(colorSpace: .srgb, components: channels, alpha: alpha)
                : okLab(DTCGColor(colorSpace: .srgb, components: channels), alpha: alpha)
        }
    }

    /// `color` in OKLab, which holds colors outside every RGB gamut.
    private static func okLab(_ color: DTCGColor, alpha: Double) -> DTCGColor {
        let lab = ColorConversion.toOKLab(color)
        return DTCGColor(colorSpace: .oklab, components: [lab.lightness, lab.a, lab.b], alpha: alpha)
    }
}
