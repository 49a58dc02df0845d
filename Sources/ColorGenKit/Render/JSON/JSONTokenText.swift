// A color token of the json format as JSON text: `{"$type": "color", "$value": {...}}`, written in one pass.
import ColorMath
import Mustache

/// The text of the token the json format writes for one color in one scheme: the `$type` and a
/// `$value` of DTCG 2025.10, whose numbers print as templates print them (``TemplateNumber``).
///
/// - An sRGB color: `colorSpace` `srgb`, the components and alpha of ``DTCGColor/init(srgb:)``
///   (8-bit steps, 4 decimals) and its `#rrggbb` hex.
/// - A wide-gamut color: its color space and components as authored (`none` as the string
///   `"none"`), with the sRGB fallback's alpha and hex.
///
/// It is the `tokenJSON` field of the json format's roles; built-in and user templates write it
/// after the role's `jsonName`.
enum JSONTokenText {
    /// The token of `color`.
    static func token(of color: RGBA) -> String {
        let written = DTCGColor(srgb: color)
        var text: [UInt8] = []
        text.reserveCapacity(128)
        text.appendLiteral(#"{"$type": "color", "$value": {"colorSpace": ""#)
        if let wide = color.wideGamut {
            text.appendUTF8(wide.authored.colorSpace.rawValue)
            text.appendLiteral(#"", "components": ["#)
            for (index, component) in wide.authored.components.enumerated() {
                if index > 0 { text.appendLiteral(", ") }
                if let component {
                    TemplateNumber.decimal(component).appendText(to: &text)
                } else {
                    text.appendLiteral(#""none""#)
                }
            }
        } else {
            text.appendLiteral(#"srgb", "components": ["#)
            for index in 0..<3 {
                if index > 0 { text.appendLiteral(", ") }
                TemplateNumber.decimal(written.components[index] ?? 0).appendText(to: &text)
            }
        }
        text.appendLiteral(#"], "alpha": "#)
        TemplateNumber.decimal(written.alpha).appendText(to: &text)
        text.appendLiteral(#", "hex": ""#)
        text.appendUTF8(written.hex ?? color.hex)
        text.appendLiteral(#""}}"#)
        return String(decoding: text, as: UTF8.self)
    }
}
