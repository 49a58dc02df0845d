/// How contrast figures are written in messages and on the preview page.
package enum ContrastText {
    /// A ratio or Lc cut (not rounded) to two decimals, so 4.499 reads 4.49 and fails as it shows.
    package static func ratio(_ value: Double) -> String {
        let hundredths = Int((abs(value) * 100).rounded(.down))
        return (value < 0 ? "-" : "") + "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
    }

    /// A target as written in a config: `4.5`, `7`.
    package static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
