// SageResearch's color library version 0 as data: fourteen seven-tile swatches, successGreen, errorRed.
extension ColorLibrary {
    /// SageResearch's color library version 0 (docs/color-rules-contract.md §1.9): seven tiles per swatch, no
    /// gray scale, no `text` swatch; `*` marks light-style tiles.
    static let sageVersion0 = ColorLibrary(version: 0, grayScale: nil, swatches: [
        ColorSwatch(sage: "royal", "#D5CFE3 #B2A5D1 #907FBA #5A478F* #47337D* #332069* #251454*"),
        ColorSwatch(sage: "butterscotch", "#FFE2AD #FAD591 #FCCB6F #F5B33C #DE9A1F #CF8C15 #BD7900"),
        ColorSwatch(sage: "powder", "#E1F4F5 #C5EDF0 #A6DDE0 #7EC8CC #5BB0B5 #2F8E94 #0C656B*"),
        ColorSwatch(sage: "turquoise", "#A9EBE5 #63DBD0 #42C7BB #24AB9F #109488 #10847A* #05635B*"),
        ColorSwatch(sage: "coral", "#F7E2DF #FFC5BD #FCA79A #F47E6C #DA614F #BD422F* #8F1D0B*"),
        ColorSwatch(sage: "apricot", "#FACFAF #F5B584 #F89C55 #EB8231 #D46D1E #C25D10 #A84C05*"),
        ColorSwatch(sage: "blueberry", "#BCE0F7 #94C9EB #77AFD4 #5B95BA #407BA0* #2B688F* #164B6E*"),
        ColorSwatch(sage: "apple", "#FF9CA0 #F27277 #E0585D #CC3F45* #B3242A* #9C141A* #85070C*"),
        ColorSwatch(sage: "rose", "#F7C6DD #F7A6CC #F683B9 #E566A1 #C94281* #B22D6B* #990E4F*"),
        ColorSwatch(sage: "lavender", "#C7D6FF #B1C6FA #93ABE8 #7692D9 #5171C0* #3F5EAB* #28448A*"),
        ColorSwatch(sage: "slate", "#ABBEE0 #849BC4 #6279A1 #4A5E81* #3C4A63* #24334F* #0D1C38*"),
        ColorSwatch(sage: "fern", "#C0EBC0 #A7DBA7 #87C987 #6DB56D #58A158 #3F833F* #2C692C*"),
        ColorSwatch(sage: "cloud", "#F5F5F5 #EDEDED #E3E1E1 #DBD9D9 #C7C5C5 #A6A6A6 #808080"),
        ColorSwatch(sage: "stone", "#E6E6E8 #D3D5DB #BCC0CA #9DA3B3 #8D919E #6D7078* #515359*"),
        ColorSwatch(sage: "successGreen", "#91EDC1 #63D49E"),
        ColorSwatch(sage: "errorRed", "#EE6070"),
    ])
}
