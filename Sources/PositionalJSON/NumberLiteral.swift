// The Double a JSON or JSON5 number literal stands for, computed from the literal when it is read.

/// Turns a number literal the scanner accepted into its value: storages keep only the literal.
enum NumberLiteral {
    /// The nearest `Double` to `literal`, which is a JSON number or a JSON5 one (signed, hexadecimal,
    /// `Infinity`, `NaN`, a leading or trailing `.`): infinite when it is out of range, and for
    /// hexadecimal digits accumulated one by one (exact up to 2⁵³).
    static func value(of literal: UnsafeBufferPointer<UInt8>) -> Double {
        var index = 0
        let isNegative = literal.first == UInt8(ascii: "-")
        if isNegative || literal.first == UInt8(ascii: "+") { index += 1 }
        guard index < literal.count else { return .nan }
        switch literal[index] {
        case UInt8(ascii: "I"):
            return isNegative ? -.infinity : .infinity
        case UInt8(ascii: "N"):
            return .nan
        case UInt8(ascii: "0") where index + 1 < literal.count && literal[index + 1] | 0x20 == UInt8(ascii: "x"):
            var magnitude = 0.0
            for byte in literal[(index + 2)...] {
                magnitude = magnitude * 16 + Double(byte.hexDigitValue ?? 0)
            }
            return isNegative ? -magnitude : magnitude
        default:
            let magnitude = decimalMagnitude(of: UnsafeBufferPointer(rebasing: literal[index...]))
            return isNegative ? -magnitude : magnitude
        }
    }

    /// The value of unsigned decimal digits with an optional fraction and exponent: one correctly
    /// rounded operation when the digits allow (``DecimalDigits/exactValue``), else Double's parser.
    private static func decimalMagnitude(of text: UnsafeBufferPointer<UInt8>) -> Double {
        var digits = DecimalDigits()
        var index = 0
        var fractionDigits = 0
        var inFraction = false
        while index < text.count {
            let byte = text[index]
            if byte == UInt8(ascii: ".") {
                inFraction = true
            } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                if digits.count < 19 {
                    digits.significand = digits.significand * 10 + UInt64(byte - UInt8(ascii: "0"))
                }
                digits.count += 1
                if inFraction { fractionDigits += 1 }
            } else {
                break
            }
            index += 1
        }
        digits.exponent = -fractionDigits
        if index < text.count {
            // An exponent: `e` or `E`, an optional sign, digits.
            index += 1
            let exponentIsNegative = text[index] == UInt8(ascii: "-")
            if text[index] == UInt8(ascii: "+") || exponentIsNegative { index += 1 }
            var exponent = 0
            while index < text.count {
                // Beyond any double's range either way; the slow path reads it.
                exponent = min(exponent * 10 + Int(text[index] - UInt8(ascii: "0")), 100_000)
                index += 1
            }
            digits.exponent += exponentIsNegative ? -exponent : exponent
        }
        if let exact = digits.exactValue { return exact }
        let string = String(decoding: text, as: UTF8.self)
        // Double's parser reads every decimal form the scanner accepts once a leading `.` has a 0.
        return Double(text.first == UInt8(ascii: ".") ? "0" + string : string) ?? .nan
    }
}
