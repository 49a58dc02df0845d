// Component formatting for colorset JSON: srgb space, 0xNN channels, 3-decimal alpha, matching Xcode.
import ColorMath
import Mustache

/// Color components as Xcode writes them in a color set: `"color-space" : "srgb"` with each
/// channel as an 8-bit hexadecimal string (`"0x1F"`, Xcode's "8-bit Hexadecimal" input method)
/// and alpha as a decimal with three places (`"1.000"`, which Xcode writes under every input
/// method). See docs/xcassets-output.md for why this form.
enum XCAssetsComponents {
    /// `0x` and two uppercase hex digits of `byte` (0...255).
    static func channel(_ byte: Int) -> String {
        channels[min(max(byte, 0), 255)]
    }

    /// ``channel(_:)`` of every byte, spelled once.
    private static let channels: [String] = (0...255).map { byte in
        (byte < 16 ? "0x0" : "0x") + String(byte, radix: 16, uppercase: true)
    }

    /// `alpha` clamped to 0...1 and rounded to three decimal places, e.g. `0.350`, `1.000`.
    static func alpha(_ alpha: Double) -> String {
        let thousandths = UnitQuantization.steps(alpha, of: 1000)
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// A Display P3 channel (0...1) as a decimal with four places, e.g. `0.1234`: finer than a
    /// 10-bit step (1/1023), which Xcode's 8-bit hexadecimal and three-place forms are not.
    static func decimalChannel(_ value: Double) -> String {
        let tenThousandths = UnitQuantization.steps(value, of: 10_000)
        let fraction = String(tenThousandths % 10_000)
        return "\(tenThousandths / 10_000)." + String(repeating: "0", count: 4 - fraction.count) + fraction
    }

    /// The template fields of one color: `colorSpace` (`srgb`, or `display-p3` for a wide-gamut
    /// color), `red`, `green`, `blue` (hex strings in sRGB, four-place decimals in Display P3)
    /// and `alpha`.
    static func fields(of color: RGBA) -> [(String, TemplateValue)] {
        if let p3 = color.wideGamut?.displayP3 {
            return [
                ("colorSpace", .string("display-p3")),
                ("red", .string(decimalChannel(p3.x))),
                ("green", .string(decimalChannel(p3.y))),
                ("blue", .string(decimalChannel(p3.z))),
                ("alpha", .string(alpha(color.alpha))),
            ]
        }
        let bytes = color.rgb8Bit
        return [
            ("colorSpace", .string("srgb")),
            ("red", .string(channel(bytes[0]))),
            ("green", .string(channel(bytes[1]))),
            ("blue", .string(channel(bytes[2]))),
            ("alpha", .string(alpha(color.alpha))),
        ]
    }
}
