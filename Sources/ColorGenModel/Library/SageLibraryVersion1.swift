// SageResearch's color library version 1 as data, and the swatches libraries 1 and 2 share.
extension ColorLibrary {
    /// SageResearch's color library version 1 (docs/color-rules-contract.md §1.9): five tiles per swatch, the
    /// ``GrayScale/sage`` gray scale, the last `cloud` swatch and a three-tile `text` swatch.
    static let sageVersion1 = ColorLibrary(
        version: 1, grayScale: .sage,
        swatches: sharedVersion1And2Swatches + [
            ColorSwatch(sage: "cloud", "#EAEBEE #C3C7D1 #9DA3B3 #777F95 #575E71*"),
            ColorSwatch(sage: "text", "#FFFFFF #9DA3B3 #2A2A2A*"),
        ])

    /// The swatches versions 1 and 2 share tile for tile.
    static let sharedVersion1And2Swatches = [
        ColorSwatch(sage: "royal", "#A294CA #7B67B3* #5A478F* #3D3062* #211A34*"),
        ColorSwatch(sage: "butterscotch", "#FCE5BD #F8CC7D #F5B33C #E2950C #A16A08*"),
        ColorSwatch(sage: "stone", "#FCFCFC #DBD9D9 #BAB6B6 #999393 #777171*"),
        ColorSwatch(sage: "powder", "#DFF2F2 #AFDDDF #7EC8CC #4DB3B9 #37878B"),
        ColorSwatch(sage: "turquoise", "#75E2D8 #3DD6C8 #24AB9F #18736B* #0C3B37*"),
        ColorSwatch(sage: "coral", "#FDEDEA #F9B5AB #F47E6C #EF472D #C9280F*"),
        ColorSwatch(sage: "apricot", "#F7CDAD #F1A86F #EB8231 #C56113 #87420D*"),
        ColorSwatch(sage: "successGreen", "#CEF1E0 #98E3BF #63D49E #35BF7D #26895A*"),
        ColorSwatch(sage: "blueberry", "#BBD3E2 #8BB4CE #5B95BA #3E7293* #2A4D63*"),
        ColorSwatch(sage: "apple", "#E9AAAD #DA7579 #CC3F45* #9D2A2F* #681C1F*"),
        ColorSwatch(sage: "errorRed", "#FBDBDE #F59DA7 #EE6070 #E72339* #B31325*"),
        ColorSwatch(sage: "rose", "#F9DAE8 #EFA0C5 #E566A1 #DB2C7D #A71C5D*"),
        ColorSwatch(sage: "lavender", "#E0E7F7 #ABBCE8 #7692D9 #4168CA* #2B4B9C*"),
        ColorSwatch(sage: "slate", "#92A3C1 #677FA8 #4A5E81* #313F56* #181F2B*"),
        ColorSwatch(sage: "fern", "#C7E3D0 #9ACCAB #6DB585 #4B9363 #346645*"),
    ]
}
