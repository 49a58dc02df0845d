// Apple's gray color spaces (Generic Gray Gamma 2.2, extended gray): a gray's white level to linear light.
internal import CLibrary

extension ColorConversion {
    /// The linear light of the gray `white` in Apple's Generic Gray Gamma 2.2 space (Xcode's
    /// `gray-gamma-22`, and `extended-gray`, which has the same curve and may leave 0…1): `white`
    /// to the power 2.2, the sign kept for negative values.
    public static func grayGamma22ToLinear(_ white: Double) -> Double {
        let linear = pow(abs(white), 2.2)
        return white < 0 ? -linear : linear
    }
}
