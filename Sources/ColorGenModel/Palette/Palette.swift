/// Everything the color rules read: the six palette keys, the gray scale and custom roles.
///
/// A token reader fills it from a scheme's `palette.*`, `grayScale` and `roles` tokens; the
/// optional keys default to SageResearch's newest library (docs/color-rules-contract.md §1.6).
public struct Palette: Hashable, Sendable {
    /// The main brand color.
    public var primary: ColorMapping
    /// The second brand color.
    public var secondary: ColorMapping
    /// The highlight color (progress, icons, text-field underlines).
    public var accent: ColorMapping
    /// The color of success and completion.
    var successGreen: ColorMapping
    /// The color of errors.
    var errorRed: ColorMapping
    /// The text swatch; its tile count selects the text-color table (docs/color-rules-contract.md §3.4).
    public var text: ColorMapping
    /// The seven grays.
    var grayScale: GrayScale
    /// Roles overridden or added by the user, in document order.
    var customRoles: [CustomRole]

    /// Creates a palette; the optional parts default to SageResearch's newest library:
    /// `successGreen`, `errorRed` and `text` at their `medium` shade and the ``GrayScale/sage`` grays.
    public init(
        primary: ColorMapping, secondary: ColorMapping, accent: ColorMapping,
        successGreen: ColorMapping? = nil, errorRed: ColorMapping? = nil, text: ColorMapping? = nil,
        grayScale: GrayScale = .sage, customRoles: [CustomRole] = []
    ) {
        self.primary = primary
        self.secondary = secondary
        self.accent = accent
        self.successGreen = successGreen ?? SageColorMatrix.newestMapping(for: .successGreen, shade: .medium)
        self.errorRed = errorRed ?? SageColorMatrix.newestMapping(for: .errorRed, shade: .medium)
        self.text = text ?? SageColorMatrix.newestMapping(for: .text, shade: .medium)
        self.grayScale = grayScale
        self.customRoles = customRoles
    }

    /// The mapping a key stands for.
    public subscript(key: PaletteKey) -> ColorMapping {
        switch key {
        case .primary: primary
        case .secondary: secondary
        case .accent: accent
        case .successGreen: successGreen
        case .errorRed: errorRed
        }
    }
}
