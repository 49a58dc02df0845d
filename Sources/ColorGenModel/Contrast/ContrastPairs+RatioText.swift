// A contrast measurement's ratio and minimum as reports print them (cut, not rounded).
extension ContrastPairs.Measurement {
    /// The ratio as reports show it (``ContrastText/ratio(_:)``: cut, not rounded, to two decimals).
    package var ratioText: String { ContrastText.ratio(ratio) }

    /// The pair's minimum as written, `4.5` or `3` (``ContrastText/number(_:)``).
    package var minimumText: String { ContrastText.number(minimum) }
}
