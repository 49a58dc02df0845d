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

    /// The color as it stands in the literal, appended to `text` as UTF-8: `#rrggbbaa`, then
    /// for a wide-gamut color its Display P3 value, `/p3#rrrrggggbbbb`, each channel rounded to
    /// the nearest of 65,536 steps (far finer than a 10-bit display's 1,024).
    static func appendLiteral(of color: RGBA, to text: inout [UInt8]) {
        appendCSSHex(bytes(color), to: &text)
        guard let p3 = color.wideGamut?.displayP3 else { return }
        text.append(contentsOf: "/p3#".utf8)
        for channel in [p3.x, p3.y, p3.z] {
            let steps = UnitQuantization.steps(channel, of: 65_535)
            for shift in stride(from: 12, through: 0, by: -4) {
                text.append(lowerDigits[(steps >> shift) & 0xF])
            }
        }
    }

    /// `#rrggbbaa` of `bytes`, lower-case digits, alpha always written, appended to `text`.
    private static func appendCSSHex(_ bytes: [Int], to text: inout [UInt8]) {
        text.append(UInt8(ascii: "#"))
        for byte in bytes {
            text.append(lowerDigits[byte / 16])
            text.append(lowerDigits[byte % 16])
        }
    }

    private static let lowerDigits = Array("0123456789abcdef".utf8)
}
