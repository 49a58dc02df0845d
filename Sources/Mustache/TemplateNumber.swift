/// A number in a template context: an exact integer or a binary floating-point decimal.
///
/// Templates print numbers the way the Mustache reference implementation (JavaScript) does, which
/// is what the Mustache spec's tests expect: integers without a fraction (`85`), decimals in their
/// shortest round-tripping form (`1.21`, never `1.2100000000000002` or `1.210`), integral decimals
/// without `.0` (`2.0` prints `2`), and exponents only outside `1e-7 ..< 1e21`.
public enum TemplateNumber: Hashable, Sendable, CustomStringConvertible {
    /// An integer, printed exactly.
    case integer(Int)
    /// Any other number, printed in its shortest form as described above.
    case decimal(Double)

    /// Whether a section treats the number as false: zero and NaN, as JavaScript's `!!number`.
    public var isZeroOrNaN: Bool {
        switch self {
        case .integer(let integer): integer == 0
        case .decimal(let decimal): decimal == 0 || decimal.isNaN
        }
    }

    /// The text a template prints for the number.
    public var description: String {
        switch self {
        case .integer(let integer): String(integer)
        case .decimal(let decimal): Self.javaScriptText(of: decimal)
        }
    }

    /// `value` printed as ECMAScript's `Number.prototype.toString()` does.
    static func javaScriptText(of value: Double) -> String {
        shortDecimalText(of: value) ?? generalText(of: value)
    }

    /// The largest power of ten the fast path scales by: it prints values with at most this many
    /// decimals (colors' components are rounded to four).
    private static let shortDecimalScale = 1e6

    /// `value` printed as JavaScript does when it has at most six decimals and a magnitude in
    /// `1e-6 ..< 1e9`, else `nil`.
    ///
    /// Such a value is the double nearest to `units / 10⁶` for an integer `units < 10¹⁵`, and
    /// that decimal (trailing zeros dropped) is its shortest round-tripping form: only decimals
    /// within half a unit in the last place (less than `10⁻⁷` here) round to the double, and
    /// decimals with six decimals lie `10⁻⁶` apart, so no other decimal as short rounds to it.
    /// In this range JavaScript writes no exponent.
    static func shortDecimalText(of value: Double) -> String? {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: shortDecimalCapacity) { buffer in
            writeShortDecimal(value, rightAlignedIn: buffer).map { start in
                String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
            }
        }
    }

    /// Appends the text a template prints for the number to `output`, as UTF-8.
    package func appendText(to output: inout [UInt8]) {
        guard case .decimal(let value) = self else {
            output.appendUTF8(description)
            return
        }
        let written = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.shortDecimalCapacity) { buffer in
            guard let start = Self.writeShortDecimal(value, rightAlignedIn: buffer) else { return false }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start...]))
            return true
        }
        if !written { output.appendUTF8(Self.generalText(of: value)) }
    }

    /// The longest text of the fast path: sign, 9 integer digits, point, 6 decimals.
    private static let shortDecimalCapacity = 17

    /// Writes what ``shortDecimalText(of:)`` returns at the end of `buffer` (of
    /// ``shortDecimalCapacity`` bytes) and returns where it starts, or `nil` when it returns `nil`.
    private static func writeShortDecimal(_ value: Double, rightAlignedIn buffer: UnsafeMutableBufferPointer<UInt8>) -> Int? {
        let magnitude = value.magnitude
        guard magnitude < 1e9, magnitude >= 1 / shortDecimalScale else { return nil }
        let scaled = (magnitude * shortDecimalScale).rounded()
        guard scaled / shortDecimalScale == magnitude else { return nil }
        let units = UInt64(scaled)
        var integer = units / 1_000_000
        var fraction = units % 1_000_000
        var fractionDigits = 6
        while fractionDigits > 0 && fraction % 10 == 0 {
            fraction /= 10
            fractionDigits -= 1
        }
        var start = shortDecimalCapacity
        func put(_ byte: UInt8) {
            start -= 1
            buffer[start] = byte
        }
        for _ in 0..<fractionDigits {
            put(UInt8(ascii: "0") + UInt8(fraction % 10))
            fraction /= 10
        }
        if fractionDigits > 0 { put(UInt8(ascii: ".")) }
        repeat {
            put(UInt8(ascii: "0") + UInt8(integer % 10))
            integer /= 10
        } while integer > 0
        if value < 0 { put(UInt8(ascii: "-")) }
        return start
    }

    /// Any `value` printed as JavaScript does.
    ///
    /// Swift's `description` already gives the shortest digits that round-trip; only the layout
    /// differs (Swift writes `1e+16` and `100.0` where JavaScript writes `10000000000000000`
    /// and `100`).
    static func generalText(of value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
        if value == 0 { return "0" }
        let (digits, pointPosition) = shortestDigits(of: abs(value))
        let sign = value < 0 ? "-" : ""
        let digitCount = digits.count
        let body: String
        if digitCount <= pointPosition && pointPosition <= 21 {
            body = digits + String(repeating: "0", count: pointPosition - digitCount)
        } else if 0 < pointPosition && pointPosition <= 21 {
            let split = digits.index(digits.startIndex, offsetBy: pointPosition)
            body = digits[..<split] + "." + digits[split...]
        } else if -6 < pointPosition && pointPosition <= 0 {
            body = "0." + String(repeating: "0", count: -pointPosition) + digits
        } else {
            let exponent = pointPosition - 1
            let exponentText = exponent < 0 ? "-\(-exponent)" : "+\(exponent)"
            let mantissa = digitCount == 1 ? digits : digits.prefix(1) + "." + digits.dropFirst()
            body = mantissa + "e" + exponentText
        }
        return sign + body
    }

    /// The significant digits of a positive finite `value` without leading or trailing zeros,
    /// and where the decimal point goes: the value is `0.digits × 10^pointPosition`.
    private static func shortestDigits(of value: Double) -> (digits: String, pointPosition: Int) {
        let text = value.description
        let parts = text.split(separator: "e", maxSplits: 1)
        let exponent = parts.count == 2 ? Int(parts[1]) ?? 0 : 0
        let mantissa = parts[0]
        let integerPart = mantissa.prefix { $0 != "." }
        let fractionPart = mantissa.dropFirst(integerPart.count + 1)
        var digits = Substring(integerPart + fractionPart)
        var pointPosition = integerPart.count + exponent
        while digits.first == "0" {
            digits.removeFirst()
            pointPosition -= 1
        }
        while digits.last == "0" {
            digits.removeLast()
        }
        return (String(digits), pointPosition)
    }
}
