// A color resource's value as Android reads it: #RGB, #ARGB, #RRGGBB, #AARRGGBB (alpha first), @color/ and @android:color/ references.
import ColorMath

/// The value of a `<color>` resource, as Android's resource compiler reads it.
enum AndroidColorValue: Equatable, Sendable {
    /// A literal color.
    case color(DTCGColor)
    /// `@color/name` (or `@+color/name`, `@package:color/name` of an app's own package): another color resource, by its token name.
    case reference(String)

    /// The platform colors with a fixed value, as `@android:color/<name>` names them.
    static let platformColors: [(name: String, hex: String)] = [("transparent", "#00000000"), ("black", "#ff000000"), ("white", "#ffffffff")]

    /// Reads `text` (white space around it ignored): the value, or why it has none.
    static func read(_ text: String) -> Result<AndroidColorValue, AndroidColorValueError> {
        // Scalars, not characters: a file of thousands of colors reads them without grapheme breaking.
        let scalars = text.unicodeScalars
        let first = scalars.firstIndex { !$0.properties.isWhitespace } ?? scalars.endIndex
        let end = scalars[first...].lastIndex { !$0.properties.isWhitespace }.map(scalars.index(after:)) ?? first
        let value = String(scalars[first..<end])
        if value.hasPrefix("#") {
            return hex(value.dropFirst()).map { .success(.color($0)) } ?? .failure(.notAColor(value))
        }
        if value.hasPrefix("?") { return .failure(.themeAttribute(value)) }
        if value.hasPrefix("@android:color/") {
            let name = String(value.dropFirst("@android:color/".count))
            guard let platform = platformColors.first(where: { $0.name == name }), let color = hex(platform.hex.dropFirst()) else {
                return .failure(.unknownPlatformColor(value))
            }
            return .success(.color(color))
        }
        if value.hasPrefix("@"), let slash = value.firstIndex(of: "/") {
            let type = value[value.index(after: value.startIndex)..<slash].split(separator: ":").last.map { $0.hasPrefix("+") ? $0.dropFirst() : $0 }
            let name = value[value.index(after: slash)...]
            guard type == "color", !name.isEmpty else { return .failure(.notAColor(value)) }
            return .success(.reference(tokenName(String(name))))
        }
        return .failure(.notAColor(value))
    }

    /// A resource name as a token name: a `.` becomes `_`, as Android's generated `R` class writes it.
    static func tokenName(_ name: String) -> String {
        name.utf8.contains(UInt8(ascii: ".")) ? String(name.map { $0 == "." ? "_" : $0 }) : name
    }

    /// `RGB`, `ARGB`, `RRGGBB` or `AARRGGBB` (alpha first) as an sRGB color.
    private static func hex(_ digits: Substring) -> DTCGColor? {
        var nibbles: [Int] = []
        nibbles.reserveCapacity(8)
        for byte in digits.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibbles.append(Int(byte - UInt8(ascii: "0")))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibbles.append(Int(byte - UInt8(ascii: "a")) + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): nibbles.append(Int(byte - UInt8(ascii: "A")) + 10)
            default: return nil
            }
        }
        let bytes: [Int]
        switch nibbles.count {
        case 3: bytes = [255] + nibbles.map { $0 * 17 }
        case 4: bytes = nibbles.map { $0 * 17 }
        case 6: bytes = [255] + stride(from: 0, to: 6, by: 2).map { nibbles[$0] * 16 + nibbles[$0 + 1] }
        case 8: bytes = stride(from: 0, to: 8, by: 2).map { nibbles[$0] * 16 + nibbles[$0 + 1] }
        default: return nil
        }
        let alpha = Double(bytes[0]) / 255
        let rgb = bytes.dropFirst().map { Double($0) / 255 }
        let lowercaseDigits = Array("0123456789abcdef".utf8)
        var hex: [UInt8] = [UInt8(ascii: "#")]
        for byte in bytes.dropFirst() { hex += [lowercaseDigits[byte / 16], lowercaseDigits[byte % 16]] }
        return DTCGColor(colorSpace: .srgb, components: rgb, alpha: alpha, hex: String(decoding: hex, as: UTF8.self))
    }
}

/// Why a color resource's value has no color.
enum AndroidColorValueError: Error, Equatable, Sendable {
    case notAColor(String)
    case themeAttribute(String)
    case unknownPlatformColor(String)

    /// The error's message.
    var message: String {
        switch self {
        case .notAColor(let value):
            return "'\(value)' is no color: Android reads #RGB, #ARGB, #RRGGBB or #AARRGGBB (alpha first) and @color/name"
        case .themeAttribute(let value):
            return "'\(value)' is a theme attribute, which has no fixed value (it depends on the theme an app applies at run "
                + "time); give the color a value, or an @color/ reference"
        case .unknownPlatformColor(let value):
            return "'\(value)' has no fixed value colorgen knows: of the platform's colors it reads "
                + AndroidColorValue.platformColors.map { "@android:color/\($0.name)" }.joined(separator: ", ")
        }
    }
}
