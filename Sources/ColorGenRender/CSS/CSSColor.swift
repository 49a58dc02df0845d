// Color-to-text for stylesheets: hex, or CSS Color 4 rgb() with 4-decimal alpha, plus the display-p3 form.
import ColorMath

/// How a color is written in CSS: `#rrggbb` when opaque, else `rgb(r g b / a)` with 0-255
/// channels and the alpha to four decimals (CSS Color 4 space-separated syntax, read by every
/// browser since 2019; see docs/css-output.md).
package enum CSSColor {
    /// `color` as a CSS color value.
    package static func value(_ color: RGBA) -> String {
        guard color.alpha8Bit != 255 else { return color.hex }
        // "rgb(255 255 255 / 0.1234)", written straight into the string.
        return String(unsafeUninitializedCapacity: 26) { buffer in
            var writer = UTF8BufferWriter(buffer)
            writer.write("rgb(")
            writer.writeDecimal(UnitQuantization.steps(color.red, of: 255))
            writer.write(UInt8(ascii: " "))
            writer.writeDecimal(UnitQuantization.steps(color.green, of: 255))
            writer.write(UInt8(ascii: " "))
            writer.writeDecimal(UnitQuantization.steps(color.blue, of: 255))
            writer.write(" / ")
            writeDecimal(color.alpha, to: &writer)
            writer.write(UInt8(ascii: ")"))
            return writer.count
        }
    }

    /// `value` in 0...1 rounded to four decimals, without trailing zeros: `0.35`, `0.5`, `0`.
    static func decimal(_ value: Double) -> String {
        String(unsafeUninitializedCapacity: 6) { buffer in
            var writer = UTF8BufferWriter(buffer)
            writeDecimal(value, to: &writer)
            return writer.count
        }
    }

    /// Writes ``decimal(_:)`` of `value`: at most six bytes (`0.1234`).
    private static func writeDecimal(_ value: Double, to writer: inout UTF8BufferWriter) {
        let tenThousandths = UnitQuantization.steps(value, of: 10_000)
        writer.writeDecimal(tenThousandths / 10_000)
        var fraction = tenThousandths % 10_000
        guard fraction != 0 else { return }
        // Four decimals without their trailing zeros: 5000 is `.5`, 0350 is `.035`.
        var digits = 4
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        writer.write(UInt8(ascii: "."))
        writer.writeDecimal(fraction, minimumDigits: digits)
    }

    /// A wide-gamut color as `color(display-p3 r g b)` (`/ a` when translucent), components to
    /// four decimals; `nil` for a color sRGB shows.
    static func displayP3Value(_ color: RGBA) -> String? {
        guard let p3 = color.wideGamut?.displayP3 else { return nil }
        // "color(display-p3 0.1234 0.1234 0.1234 / 0.1234)"
        return String(unsafeUninitializedCapacity: 48) { buffer in
            var writer = UTF8BufferWriter(buffer)
            writer.write("color(display-p3")
            for component in [p3.x, p3.y, p3.z] {
                writer.write(UInt8(ascii: " "))
                writeDecimal(component, to: &writer)
            }
            if color.alpha8Bit != 255 {
                writer.write(" / ")
                writeDecimal(color.alpha, to: &writer)
            }
            writer.write(UInt8(ascii: ")"))
            return writer.count
        }
    }
}
