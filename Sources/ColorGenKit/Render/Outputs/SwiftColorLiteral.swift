/// How the swift format writes a color: one `0xRRGGBBAA` integer literal per scheme, which
/// type-checks far faster than four floating-point literals (bench/swift-typecheck.sh).
enum SwiftColorLiteral {
    /// Red, green, blue and alpha rounded to 0...255, out-of-range components clamped.
    static func bytes(_ color: RGBA) -> [Int] {
        [color.red, color.green, color.blue, color.alpha].map { Int((min(max($0, 0), 1) * 255).rounded()) }
    }

    /// `0xRRGGBBAA`, upper-case digits.
    static func hexLiteral(_ bytes: [Int]) -> String {
        "0x" + bytes.map { twoDigits($0, digits: upperDigits) }.joined()
    }

    /// `#rrggbbaa`, lower-case digits, alpha always written.
    static func cssHex(_ bytes: [Int]) -> String {
        "#" + bytes.map { twoDigits($0, digits: lowerDigits) }.joined()
    }

    private static let upperDigits = Array("0123456789ABCDEF")
    private static let lowerDigits = Array("0123456789abcdef")

    private static func twoDigits(_ byte: Int, digits: [Character]) -> String {
        String([digits[byte / 16], digits[byte % 16]])
    }
}
