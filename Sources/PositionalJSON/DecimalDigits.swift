/// The digits of a number literal as an integer and a power of ten, while they fit.
struct DecimalDigits {
    /// The digits read so far as an integer, while there are at most 19 of them.
    var significand: UInt64 = 0
    /// How many digits were read.
    var count = 0
    /// The power of ten the significand is scaled by.
    var exponent = 0

    /// 10⁰ through 10²², each exactly a double.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// The literal's magnitude when one correctly rounded operation gives it: a significand
    /// below 2⁵³ and a power of ten up to 10²² are both exact doubles, so one multiplication
    /// or division rounds only once (Clinger's fast path). Otherwise `nil`.
    var exactValue: Double? {
        guard count <= 19, significand <= 1 << 53, (-22...22).contains(exponent) else { return nil }
        let value = Double(significand)
        return exponent < 0 ? value / Self.powersOfTen[-exponent] : value * Self.powersOfTen[exponent]
    }
}
