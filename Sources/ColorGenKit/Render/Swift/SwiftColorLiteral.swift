// Channel bytes and hex spelling of the swift output's per-scheme color string literals and P3 suffixes.
import ColorMath

/// How the swift format writes a color: one `#rrggbbaa` per scheme in a string literal that the
/// generated `SchemeColor` reads into a `0xRRGGBBAA` integer per scheme. A literal of a known type
/// type-checks far faster than an initializer call or floating-point components
/// (bench/swift-typecheck.sh).
enum SwiftColorLiteral {
    /// Red, green, blue and alpha rounded to 0...255, out-of-range components clamped.
    static func bytes(_ color: RGBA) -> [Int] {
        color.rgba8Bit
    }

    /// `#rrggbbaa`, lower-case digits, alpha always written.
    static func cssHex(_ bytes: [Int]) -> String {
        var text: [UInt8] = [UInt8(ascii: "#")]
        text.reserveCapacity(1 + 2 * bytes.count)
        for byte in bytes {
            text.append(lowerDigits[byte / 16])
            text.append(lowerDigits[byte % 16])
        }
        return String(decoding: text, as: UTF8.self)
    }

    private static let lowerDigits = Array("0123456789abcdef".utf8)

    /// A wide-gamut color's Display P3 value as it follows the `#rrggbbaa` in the literal:
    /// `/p3#rrrrggggbbbb`, each channel rounded to the nearest of 65,536 steps (far finer than
    /// a 10-bit display's 1,024); `""` for a color sRGB shows.
    static func displayP3Suffix(_ color: RGBA) -> String {
        guard let p3 = color.wideGamut?.displayP3 else { return "" }
        return "/p3#" + [p3.x, p3.y, p3.z].map { channel in
            let steps = UnitQuantization.steps(channel, of: 65_535)
            let digits = String(steps, radix: 16)
            return String(repeating: "0", count: 4 - digits.count) + digits
        }.joined()
    }
}
