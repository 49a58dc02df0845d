// Channel bytes and hex spelling of the swift output's per-scheme color string literals and P3 suffixes.
import ColorMath

/// How the swift format writes a color: one `#rrggbbaa` per scheme in a string literal that the
/// generated `SchemeColor` reads into a `0xRRGGBBAA` integer per scheme. A literal of a known type
/// type-checks far faster than an initializer call or floating-point components
/// (bench/swift_typecheck.py).
enum SwiftColorLiteral {
    /// The most bytes ``write(_:to:)`` writes for one color: `#rrggbbaa/p3#rrrrggggbbbb`.
    static let maximumLength = 25

    /// The color as it stands in the literal, written as UTF-8: `#rrggbbaa`, then for a
    /// wide-gamut color its Display P3 value, `/p3#rrrrggggbbbb`, each channel rounded to the
    /// nearest of 65,536 steps (far finer than a 10-bit display's 1,024). At most
    /// ``maximumLength`` bytes.
    static func write(_ color: RGBA, to writer: inout UTF8BufferWriter) {
        writer.write(UInt8(ascii: "#"))
        writer.writeHex(UnitQuantization.steps(color.red, of: 255), digits: 2)
        writer.writeHex(UnitQuantization.steps(color.green, of: 255), digits: 2)
        writer.writeHex(UnitQuantization.steps(color.blue, of: 255), digits: 2)
        writer.writeHex(UnitQuantization.steps(color.alpha, of: 255), digits: 2)
        guard let p3 = color.wideGamut?.displayP3 else { return }
        writer.write("/p3#")
        writer.writeHex(UnitQuantization.steps(p3.x, of: 65_535), digits: 4)
        writer.writeHex(UnitQuantization.steps(p3.y, of: 65_535), digits: 4)
        writer.writeHex(UnitQuantization.steps(p3.z, of: 65_535), digits: 4)
    }
}
