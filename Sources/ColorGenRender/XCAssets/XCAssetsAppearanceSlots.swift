import ColorGenModel

/// Which scheme fills each appearance of a color set, in the order Xcode writes the entries:
/// Any, Dark (`luminosity: dark`), High Contrast (`contrast: high`) and Dark High Contrast
/// (both, luminosity first), after the config's appearances.
///
/// Any is the light appearance's scheme. Dark is written when the dark appearance is named (or
/// chosen automatically); the high-contrast entries when the Increase Contrast appearances name one. A
/// missing entry falls back in Xcode exactly as ``Appearance/fallback`` describes.
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

    /// The entries every color set has, in Xcode's order.
    var slots: [Slot]

    /// The slots for the schemes `appearances` names.
    init(appearances: AppearanceSchemes) {
        var slots = [Slot(appearances: [], scheme: appearances.scheme(for: .light))]
        if let dark = appearances.named[.dark] {
            slots.append(Slot(appearances: [.dark], scheme: dark))
        }
        if let highContrast = appearances.named[.lightIncreasedContrast] {
            slots.append(Slot(appearances: [.highContrast], scheme: highContrast))
        }
        if let darkHighContrast = appearances.named[.darkIncreasedContrast] {
            slots.append(Slot(appearances: [.dark, .highContrast], scheme: darkHighContrast))
        }
        self.slots = slots
    }
}
