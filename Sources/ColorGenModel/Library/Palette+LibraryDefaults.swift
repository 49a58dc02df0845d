// A palette's optional keys and gray scale, when a scheme leaves them out: SageResearch's newest library's.
extension Palette {
    /// Creates a palette; the optional parts default to SageResearch's newest library:
    /// `successGreen`, `errorRed` and `text` at their `medium` shade and the ``GrayScale/sage`` grays.
    public init(
        primary: ColorMapping, secondary: ColorMapping, accent: ColorMapping,
        successGreen: ColorMapping? = nil, errorRed: ColorMapping? = nil, text: ColorMapping? = nil,
        grayScale: GrayScale = .sage, customRoles: [CustomRole] = []
    ) {
        self.init(
            primary: primary, secondary: secondary, accent: accent,
            successGreen: successGreen ?? SageColorMatrix.newestMapping(for: .successGreen, shade: .medium),
            errorRed: errorRed ?? SageColorMatrix.newestMapping(for: .errorRed, shade: .medium),
            text: text ?? SageColorMatrix.newestMapping(for: .text, shade: .medium),
            grayScale: grayScale, customRoles: customRoles)
    }
}
