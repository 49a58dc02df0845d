/// Which scheme fills each appearance of a color set, in the order Xcode writes the entries:
/// Any, Dark (`luminosity: dark`), High Contrast (`contrast: high`) and Dark High Contrast
/// (both, luminosity first).
///
/// Any is the first scheme. Dark is the `darkScheme` option, or else the scheme named `dark`,
/// or else the second scheme that is not a high-contrast one; with none of these the color sets
/// have no Dark entry. The high-contrast entries appear only when `highContrastScheme` and
/// `darkHighContrastScheme` name a scheme.
struct XCAssetsAppearanceSlots: Equatable {
    /// One entry of a color set: its appearance qualifiers and the scheme that colors it.
    struct Slot: Equatable {
        /// The qualifiers, e.g. `luminosity: dark`; empty for Any.
        var appearances: [Appearance]
        /// The index of the scheme in ``ColorRoleSet/schemes``.
        var scheme: Int
    }

    /// One appearance qualifier of an entry.
    struct Appearance: Equatable {
        /// The trait: `luminosity` or `contrast`.
        var appearance: String
        /// Its value: `dark` or `high`.
        var value: String

        /// Dark mode.
        static let dark = Appearance(appearance: "luminosity", value: "dark")
        /// Increased contrast.
        static let highContrast = Appearance(appearance: "contrast", value: "high")
    }

    /// The option naming the Dark scheme.
    static let darkOption = "darkScheme"
    /// The option naming the High Contrast scheme.
    static let highContrastOption = "highContrastScheme"
    /// The option naming the Dark High Contrast scheme.
    static let darkHighContrastOption = "darkHighContrastScheme"

    /// The entries every color set has, in Xcode's order.
    var slots: [Slot]

    /// The slots for `schemes` as the output's options choose them. A named scheme that does not
    /// exist, or Dark High Contrast without a Dark scheme, is an error at the option's value.
    init(schemes: [String], options: TemplateMap, locate: (String) -> SourceLocation?) throws(Diagnostic) {
        func named(_ option: String) throws(Diagnostic) -> Int? {
            guard case .string(let name)? = options[option], !name.isEmpty else { return nil }
            guard let index = schemes.firstIndex(of: name) else {
                throw Diagnostic.error("option \"\(option)\" names the scheme '\(name)', which the config does not "
                                       + "define; its schemes are " + schemes.joined(separator: ", ")
                                       + Suggestion.hint(for: name, in: schemes), at: locate(option))
            }
            return index
        }
        let highContrast = try named(Self.highContrastOption)
        let darkHighContrast = try named(Self.darkHighContrastOption)
        let dark = try named(Self.darkOption) ?? Self.automaticDark(schemes, excluding: [highContrast, darkHighContrast])
        var slots = [Slot(appearances: [], scheme: 0)]
        if let dark {
            slots.append(Slot(appearances: [.dark], scheme: dark))
        }
        if let highContrast {
            slots.append(Slot(appearances: [.highContrast], scheme: highContrast))
        }
        if let darkHighContrast {
            guard dark != nil else {
                throw Diagnostic.error("option \"\(Self.darkHighContrastOption)\" needs a Dark scheme, but there is "
                                       + "none: name one with \"\(Self.darkOption)\"", at: locate(Self.darkHighContrastOption))
            }
            slots.append(Slot(appearances: [.dark, .highContrast], scheme: darkHighContrast))
        }
        self.slots = slots
    }

    /// The scheme named `dark` (none when that is the first scheme, which is Any), else the
    /// second scheme unless it is a high-contrast one.
    private static func automaticDark(_ schemes: [String], excluding highContrast: [Int?]) -> Int? {
        if let named = schemes.firstIndex(of: "dark") { return named == 0 ? nil : named }
        guard schemes.count > 1, !highContrast.contains(1) else { return nil }
        return 1
    }
}
