// A color token of the json format as JSON text: `{"$type": "color", "$value": {...}}`, written in one pass.
import ColorGenModel
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
    /// The token of `color` with the role's `$description` and `$deprecated` (`true`, or its
    /// message) after its value, when it has them.
    static func token(of color: RGBA, documentation: RoleDocumentation) -> String {
        let token = token(of: color)
        guard !documentation.isEmpty else { return token }
        var text = String(token.dropLast())
        if let description = documentation.description { text += #", "$description": "# + JSONText.quoted(description) }
        if let deprecation = documentation.deprecation {
            text += #", "$deprecated": "# + (deprecation.message.map(JSONText.quoted) ?? "true")
        }
        return text + "}"
    }

    /// The token of `color`.
    static func token(of color: RGBA) -> String {
        guard let wide = color.wideGamut else { return srgbToken(of: color) }
        var text: [UInt8] = []
        text.reserveCapacity(128)
        text.appendLiteral(#"{"$type": "color", "$value": {"colorSpace": ""#)
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
        text.appendLiteral(#"], "alpha": "#)
        appendAlpha(of: color, to: &text)
        text.appendLiteral(#", "hex": ""#)
        text.appendUTF8(color.hex)
        text.appendLiteral(#""}}"#)
        return String(decoding: text, as: UTF8.self)
    }

    /// The token of an sRGB color, written straight into the string: its pieces are the fixed
    /// texts, three of ``componentTexts``, the alpha and the hex, 127 bytes at most.
    private static func srgbToken(of color: RGBA) -> String {
        let alpha: [UInt8]? = color.alpha >= 1 ? nil : {
            var text: [UInt8] = []
            appendAlpha(of: color, to: &text)
            return text
        }()
        return String(unsafeUninitializedCapacity: 128 + (alpha?.count ?? 0)) { buffer in
            var writer = UTF8BufferWriter(buffer)
            writer.write(#"{"$type": "color", "$value": {"colorSpace": "srgb", "components": ["#)
            let red = UnitQuantization.steps(color.red, of: 255)
            let green = UnitQuantization.steps(color.green, of: 255)
            let blue = UnitQuantization.steps(color.blue, of: 255)
            writer.write(componentTexts[red])
            writer.write(", ")
            writer.write(componentTexts[green])
            writer.write(", ")
            writer.write(componentTexts[blue])
            writer.write(#"], "alpha": "#)
            if let alpha { writer.write(alpha) } else { writer.write(UInt8(ascii: "1")) }
            // The hex of the same steps: what `RGBA.hex` writes.
            writer.write(##", "hex": "#"##)
            writer.writeHex(red, digits: 2)
            writer.writeHex(green, digits: 2)
            writer.writeHex(blue, digits: 2)
            writer.write(#""}}"#)
            return writer.count
        }
    }

    /// The alpha ``DTCGColor/init(srgb:)`` writes, as templates print numbers.
    private static func appendAlpha(of color: RGBA, to text: inout [UInt8]) {
        TemplateNumber.decimal(DTCGColor.writtenAlpha(color.alpha)).appendText(to: &text)
    }

    /// The text of the component ``DTCGColor/init(srgb:)`` writes for each 8-bit step, made once:
    /// a token's three components are copied from it instead of printed.
    private static let componentTexts: [[UInt8]] = (0...255).map { step in
        var text: [UInt8] = []
        TemplateNumber.decimal(DTCGColor.srgbComponent(ofStep: step)).appendText(to: &text)
        return text
    }
}
