// RGBA, the sRGB color every output writes: hex parsing and writing, 8-bit quantisation, alpha.

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
    /// The color's Display P3 value and authored form when sRGB cannot show it (``DTCGColor/shown``);
    /// `nil` for colors inside sRGB.
    public var wideGamut: WideGamutColor? {
        get { wideGamutStorage?.color }
        set { wideGamutStorage = newValue.map(WideGamutStorage.init) }
    }
    /// ``wideGamut`` behind one reference: most colors have none, and a color stays five words
    /// that arrays of roles copy cheaply, rather than carrying the authored color inline.
    private var wideGamutStorage: WideGamutStorage?

    /// Creates a color from components in 0...1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}

extension RGBA {
    public static func == (lhs: RGBA, rhs: RGBA) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
            && lhs.wideGamut == rhs.wideGamut
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
        hasher.combine(wideGamut)
    }

    /// The immutable box of a wide-gamut value.
    private final class WideGamutStorage: Sendable {
        let color: WideGamutColor

        init(_ color: WideGamutColor) {
            self.color = color
        }
    }
}

extension RGBA {
    /// Parses `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (hex digits in either case).
    public init?(hex: String) {
        var hex = hex
        let count = hex.utf8.count
        switch count {
        case 4, 5, 7, 9: break
        default: return nil
        }
        // The digits read as one number (8 digits at most: 32 bits), then cut into channels.
        let read: UInt32? = hex.withUTF8 { bytes in
            guard bytes[0] == UInt8(ascii: "#") else { return nil }
            var number: UInt32 = 0
            for digit in bytes[1...] {
                guard let nibble = Self.nibble(digit) else { return nil }
                number = number << 4 | UInt32(nibble)
            }
            return number
        }
        guard let number = read else { return nil }
        let digitsPerChannel = count < 7 ? 1 : 2
        let channelCount = (count - 1) / digitsPerChannel
        func channel(_ index: Int) -> Double {
            let bits = 4 * digitsPerChannel
            let value = number >> UInt32((channelCount - 1 - index) * bits) & (1 << UInt32(bits) - 1)
            return Double(digitsPerChannel == 1 ? value * 17 : value) / 255
        }
        self.init(red: channel(0), green: channel(1), blue: channel(2), alpha: channelCount == 4 ? channel(3) : 1)
    }

    /// `#rrggbb` in lowercase, each channel rounded to the nearest of 256 steps (alpha left out).
    public var hex: String {
        hexText(withAlpha: false)
    }

    /// `#rrggbbaa` in lowercase, or `#rrggbb` when the color is opaque.
    public var hexWithAlpha: String {
        hexText(withAlpha: alpha8Bit != 255)
    }

    /// `#rrggbb`, followed by the alpha's two digits when `withAlpha`, written straight into the
    /// string's storage.
    package func hexText(withAlpha: Bool) -> String {
        String(unsafeUninitializedCapacity: withAlpha ? 9 : 7) { buffer in
            buffer[0] = UInt8(ascii: "#")
            Self.writeTwoDigits(red, to: buffer, at: 1)
            Self.writeTwoDigits(green, to: buffer, at: 3)
            Self.writeTwoDigits(blue, to: buffer, at: 5)
            if withAlpha { Self.writeTwoDigits(alpha, to: buffer, at: 7) }
            return withAlpha ? 9 : 7
        }
    }

    /// Alpha rounded to 0...255.
    public var alpha8Bit: Int { Self.eightBit(alpha) }

    /// The color as the outputs write it: each RGB channel rounded to the nearest of 256 steps
    /// (what `#rrggbb`, the JSON components and the Swift literals hold); alpha is kept.
    public var quantized: RGBA {
        RGBA(red: Double(Self.eightBit(red)) / 255, green: Double(Self.eightBit(green)) / 255,
             blue: Double(Self.eightBit(blue)) / 255, alpha: alpha)
    }

    /// The same color with another alpha (its wide-gamut value kept).
    public func withAlpha(_ alpha: Double) -> RGBA {
        var color = RGBA(red: red, green: green, blue: blue, alpha: alpha)
        color.wideGamut = wideGamut
        return color
    }

    /// The same color without its wide-gamut value: what an sRGB-only output writes.
    public var sRGBOnly: RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha)
    }

    private static func eightBit(_ value: Double) -> Int {
        UnitQuantization.steps(value, of: 255)
    }

    private static func writeTwoDigits(_ value: Double, to buffer: UnsafeMutableBufferPointer<UInt8>, at index: Int) {
        let byte = eightBit(value)
        buffer[index] = hexDigit(byte / 16)
        buffer[index + 1] = hexDigit(byte % 16)
    }

    /// The lowercase hex digit for 0...15.
    private static func hexDigit(_ value: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: value < 10 ? Int(UInt8(ascii: "0")) + value : Int(UInt8(ascii: "a")) + value - 10)
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
