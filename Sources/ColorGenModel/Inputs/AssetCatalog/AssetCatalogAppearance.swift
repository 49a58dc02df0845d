// The appearances of an asset catalog's color set entry (luminosity, contrast), which scheme takes which, and Xcode's fallbacks.

/// The appearance an entry of a color set serves, as Xcode writes it in `"appearances"`: a
/// luminosity (none for Any, `light` or `dark`) and whether it is the high-contrast entry.
struct AssetCatalogAppearance: Hashable, Sendable {
    /// The `luminosity` of an entry.
    enum Luminosity: Hashable, Sendable {
        /// No luminosity: the universal ("Any") entry.
        case any
        case light
        case dark
    }

    var luminosity: Luminosity
    var highContrast: Bool

    /// The scheme names an asset catalog gives appearances to, with the appearance each takes.
    static let schemeNames: [(name: String, appearance: AssetCatalogAppearance)] = [
        ("light", AssetCatalogAppearance(luminosity: .light, highContrast: false)),
        ("dark", AssetCatalogAppearance(luminosity: .dark, highContrast: false)),
        ("lightHighContrast", AssetCatalogAppearance(luminosity: .light, highContrast: true)),
        ("darkHighContrast", AssetCatalogAppearance(luminosity: .dark, highContrast: true)),
        ("lightIncreasedContrast", AssetCatalogAppearance(luminosity: .light, highContrast: true)),
        ("darkIncreasedContrast", AssetCatalogAppearance(luminosity: .dark, highContrast: true)),
    ]

    /// The appearance the scheme `name` takes, if its name is one of ``schemeNames``.
    init?(schemeName name: String) {
        guard let found = Self.schemeNames.first(where: { $0.name == name }) else { return nil }
        self = found.appearance
    }

    init(luminosity: Luminosity, highContrast: Bool) {
        self.luminosity = luminosity
        self.highContrast = highContrast
    }

    /// The entries a scheme of this appearance takes, first found first, as Xcode falls back: a
    /// light or dark entry, else the Any one; a high-contrast entry, else the standard one of the
    /// same luminosity (Dark High Contrast falls back to Dark before Any).
    var fallbacks: [AssetCatalogAppearance] {
        let own = luminosity == .any ? [Luminosity.any] : [luminosity, .any]
        let standard = own.map { AssetCatalogAppearance(luminosity: $0, highContrast: false) }
        guard highContrast else { return standard }
        let high = own.map { AssetCatalogAppearance(luminosity: $0, highContrast: true) }
        return luminosity == .dark ? [high[0], standard[0], high[1], standard[1]] : high + standard
    }

    /// What a scheme of this appearance takes, for the note: "Any" for `light` (whose Light entry,
    /// when a set has one, comes first), "Dark", "High Contrast", "Dark High Contrast".
    var schemeDisplayName: String {
        AssetCatalogAppearance(luminosity: luminosity == .light ? .any : luminosity, highContrast: highContrast).displayName
    }

    /// The entry's name in Xcode's attributes inspector: "Any", "Dark", "High Contrast", …
    var displayName: String {
        let base: String
        switch luminosity {
        case .any: base = highContrast ? "" : "Any"
        case .light: base = "Light"
        case .dark: base = "Dark"
        }
        guard highContrast else { return base }
        return base.isEmpty ? "High Contrast" : base + " High Contrast"
    }
}
