import Foundation

extension ContrastPairs.Measurement {
    /// The ratio cut (not rounded) to two decimals, so 4.499 reads `4.49` and fails as it shows.
    public var ratioText: String {
        let hundredths = Int((ratio * 100).rounded(.down))
        return "\(hundredths / 100).\(String(format: "%02d", hundredths % 100))"
    }

    /// The content's minimum ratio as written, `4.5` or `3`.
    public var minimumText: String {
        String(format: "%g", pair.content.minimumRatio)
    }
}
