// WCAG 2.x relative luminance and contrast ratio, and whether content on a color should be light.
internal import CLibrary

extension RGBA {
    /// WCAG 2.x relative luminance, 0 (black) ... 1 (white), of the color's RGB channels (alpha is
    /// ignored; composite a translucent color over its background first, see `composited(over:)`).
    ///
    /// Source: WCAG 2.2 "relative luminance": each channel is linearised as c / 12.92 when c ≤ 0.04045,
    /// else ((c + 0.055) / 1.055)^2.4, and L = 0.2126 R + 0.7152 G + 0.0722 B.
    public var relativeLuminance: Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2.x contrast ratio (L1 + 0.05) / (L2 + 0.05), L1 the lighter relative luminance,
    /// from 1 to 21. It is never rounded: 4.499 is below 4.5 and fails AA. Alpha is ignored
    /// (measure a translucent foreground as `foreground.composited(over: background)`).
    ///
    /// Source: WCAG 2.2 "contrast ratio".
    public func contrastRatio(with other: RGBA) -> Double {
        Self.contrastRatio(ofLuminance: relativeLuminance, other.relativeLuminance)
    }

    /// ``contrastRatio(with:)`` of two colors given by their relative luminances, for a caller
    /// that measures many colors on one background and computes its luminance once.
    public static func contrastRatio(ofLuminance first: Double, _ second: Double) -> Double {
        (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }

    /// Whether content (text, icons) on this color should be light rather than dark.
    ///
    /// Rule: true exactly when white (#ffffff) has a higher WCAG contrast ratio on this color than
    /// pure black (#000000); on a tie (relative luminance ≈ 0.1791, where both ratios are √21.0 ≈ 4.58)
    /// dark content is preferred. The dark reference is pure black, not the scheme's darkest gray, so
    /// the rule depends on the color alone. Alpha is ignored.
    public var prefersLightContent: Bool {
        let white = RGBA(red: 1, green: 1, blue: 1)
        let black = RGBA(red: 0, green: 0, blue: 0)
        return contrastRatio(with: white) > contrastRatio(with: black)
    }
}
