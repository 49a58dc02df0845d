// The one rounding of a 0...1 color value to whole steps, behind every 8-bit channel and fixed-decimal alpha.
/// Rounds values of the unit interval (color channels, alpha) to whole steps: 255 steps for an
/// 8-bit channel, 1,000 or 10,000 for three or four decimal places, 65,535 for 16 bits.
/// Values outside 0...1 are clamped first.
public enum UnitQuantization {
    /// `value` clamped to 0...1, times `steps`, rounded to the nearest whole step.
    public static func steps(_ value: Double, of steps: Int) -> Int {
        Int((min(max(value, 0), 1) * Double(steps)).rounded())
    }
}

extension RGBA {
    /// Red, green and blue rounded to 0...255 (the `#rrggbb` digits).
    public var rgb8Bit: [Int] {
        [UnitQuantization.steps(red, of: 255), UnitQuantization.steps(green, of: 255),
         UnitQuantization.steps(blue, of: 255)]
    }

    /// Red, green, blue and alpha rounded to 0...255 (the `#rrggbbaa` digits), in one array.
    public var rgba8Bit: [Int] {
        [UnitQuantization.steps(red, of: 255), UnitQuantization.steps(green, of: 255),
         UnitQuantization.steps(blue, of: 255), alpha8Bit]
    }
}
