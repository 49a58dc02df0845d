import Foundation

/// A color in sRGB with components in 0...1: the color every output is written in.
public struct RGBA: Hashable, Sendable {
    /// Red, 0...1.
    public var red: Double
    /// Green, 0...1.
    public var green: Double
    /// Blue, 0...1.
    public var blue: Double
    /// Alpha, 0 (transparent) ... 1 (opaque).
    public var alpha: Double

    /// Creates a color from components in 0...1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}

extension RGBA {
    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (hex digits in either case).
    public init?(hex: String) {
        let digits = Array(hex.utf8)
        guard digits.first == UInt8(ascii: "#") else { return nil }
        var values: [Double] = []
        switch digits.count {
        case 4:
            for digit in digits.dropFirst() {
                guard let nibble = Self.nibble(digit) else { return nil }
                values.append(Double(nibble * 17) / 255)
            }
        case 7, 9:
            var index = 1
            while index < digits.count {
                guard let high = Self.nibble(digits[index]), let low = Self.nibble(digits[index + 1]) else {
                    return nil
                }
                values.append(Double(high * 16 + low) / 255)
                index += 2
            }
        default:
            return nil
        }
        self.init(red: values[0], green: values[1], blue: values[2], alpha: values.count == 4 ? values[3] : 1)
    }

    /// `#rrggbb` in lowercase, each channel rounded to the nearest of 256 steps (alpha left out).
    public var hex: String {
        var digits: [UInt8] = [UInt8(ascii: "#")]
        digits.reserveCapacity(7)
        for channel in [red, green, blue] { Self.appendTwoDigits(channel, to: &digits) }
        return String(decoding: digits, as: UTF8.self)
    }

    /// `#rrggbbaa` in lowercase, or `#rrggbb` when the color is opaque.
    public var hexWithAlpha: String {
        guard alpha8Bit != 255 else { return hex }
        var digits = Array(hex.utf8)
        Self.appendTwoDigits(alpha, to: &digits)
        return String(decoding: digits, as: UTF8.self)
    }

    /// Alpha rounded to 0...255.
    public var alpha8Bit: Int { Self.eightBit(alpha) }

    /// The same color with another alpha.
    public func withAlpha(_ alpha: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha)
    }

    private static func eightBit(_ value: Double) -> Int {
        Int((min(max(value, 0), 1) * 255).rounded())
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private static func appendTwoDigits(_ value: Double, to digits: inout [UInt8]) {
        let byte = eightBit(value)
        digits.append(hexDigits[byte / 16])
        digits.append(hexDigits[byte % 16])
    }

    private static func nibble(_ digit: UInt8) -> Int? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(digit - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(digit - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(digit - UInt8(ascii: "A")) + 10
        default: nil
        }
    }
}
