// The value of one hexadecimal digit, for \u and \x escapes and JSON5's hexadecimal numbers.

extension UInt8 {
    /// The value of this byte as a hexadecimal digit (`0`-`9`, `a`-`f`, `A`-`F`), or `nil`.
    var hexDigitValue: UInt32? {
        switch self {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(self - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(self - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(self - UInt8(ascii: "A")) + 10
        default: nil
        }
    }
}
