/// Everything the color rules read: the six palette keys, the gray scale and custom roles.
///
/// A token reader fills it from a scheme's `palette.*`, `grayScale` and `roles` tokens; the
/// optional keys default to SageResearch's newest library (docs/color-rules-contract.md §1.6,
/// Library/Palette+LibraryDefaults.swift).
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

    /// Creates a palette from all its parts. A palette whose optional keys a scheme leaves out
    /// takes them from SageResearch's newest library: see the initializer in
    /// Library/Palette+LibraryDefaults.swift.
    init(
        primary: ColorMapping, secondary: ColorMapping, accent: ColorMapping,
        successGreen: ColorMapping, errorRed: ColorMapping, text: ColorMapping,
        grayScale: GrayScale, customRoles: [CustomRole]
    ) {
        self.primary = primary
        self.secondary = secondary
        self.accent = accent
        self.successGreen = successGreen
        self.errorRed = errorRed
        self.text = text
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
