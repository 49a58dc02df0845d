// How the compose format writes a color: Color(0xAARRGGBB), or Color(r, g, b, a, ColorSpaces.DisplayP3).
import ColorMath

/// A color as a Kotlin expression of `androidx.compose.ui.graphics`: `Color(0xFF1C1C1E)` (the
/// alpha-first hex of the android format, 8-bit channels) for a color sRGB shows, and
/// `Color(0.1234f, 0.5f, 0f, 1f, ColorSpaces.DisplayP3)` (Display P3 components and alpha to four
/// decimals, as the css format writes them) for a wide-gamut one.
enum KotlinColorLiteral {
    /// The expression of `color`.
    static func expression(_ color: RGBA) -> String {
        guard let p3 = color.wideGamut?.displayP3 else {
            return "Color(0x" + AndroidOutput.argbHex(color).dropFirst() + ")"
        }
        let parts = [p3.x, p3.y, p3.z, color.alpha].map { CSSColor.decimal($0) + "f" }
        return "Color(" + parts.joined(separator: ", ") + ", ColorSpaces.DisplayP3)"
    }
}
