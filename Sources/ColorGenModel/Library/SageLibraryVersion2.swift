// SageResearch's color library version 2 (the newest) as data: version 1 without cloud, five-tile text.
extension ColorLibrary {
    /// SageResearch's color library version 2, the newest (docs/color-rules-contract.md §1.9): version 1's
    /// swatches without `cloud`, and a five-tile `text` swatch.
    static let sageVersion2 = ColorLibrary(
        version: 2, grayScale: .sage,
        swatches: sharedVersion1And2Swatches + [
            ColorSwatch(sage: "text", "#FFFFFF #EAEBEE #9DA3B3 #777F95 #2A2A2A*"),
        ])
}
