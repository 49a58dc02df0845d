// Caches each color space's component ranges, which value validation asks for on every color.
extension ColorSpace {
    /// ``components``, built once per kind of space: value validation asks for them for every
    /// color, and ``components`` builds a new array on each call.
    package var componentSpecs: [ColorComponentSpec] {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020: Self.rgbSpecs
        case .xyzD65, .xyzD50: Self.xyzSpecs
        case .hsl: Self.hslSpecs
        case .hwb: Self.hwbSpecs
        case .lab: Self.labSpecs
        case .lch: Self.lchSpecs
        case .oklab: Self.oklabSpecs
        case .oklch: Self.oklchSpecs
        }
    }

    private static let rgbSpecs = ColorSpace.srgb.components
    private static let xyzSpecs = ColorSpace.xyzD65.components
    private static let hslSpecs = ColorSpace.hsl.components
    private static let hwbSpecs = ColorSpace.hwb.components
    private static let labSpecs = ColorSpace.lab.components
    private static let lchSpecs = ColorSpace.lch.components
    private static let oklabSpecs = ColorSpace.oklab.components
    private static let oklchSpecs = ColorSpace.oklch.components
}
