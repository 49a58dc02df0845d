// Appearance enum keyed as in `appearances`, its asset-catalog fallbacks, and the parsed `appearances` entry.
import SourceDiagnostics

/// An appearance Apple platforms (and browsers) draw in: light or dark, each with standard or
/// increased contrast. The raw value is the key of `"appearances"` in `colorgen.json`.
public enum Appearance: String, CaseIterable, Hashable, Sendable {
    /// Light, standard contrast. Every declaration has it.
    case light
    /// Dark, standard contrast.
    case dark
    /// Light with Increase Contrast on.
    case lightIncreasedContrast
    /// Dark with Increase Contrast on.
    case darkIncreasedContrast

    /// The appearance whose scheme serves this one when the config names none, as Apple's asset
    /// catalogs fall back: a contrast appearance to its base, dark to light; `nil` for light.
    public var fallback: Appearance? {
        switch self {
        case .light: nil
        case .dark: .light
        case .lightIncreasedContrast: .light
        case .darkIncreasedContrast: .dark
        }
    }

    /// Whether this is an Increase Contrast appearance.
    var isIncreasedContrast: Bool {
        self == .lightIncreasedContrast || self == .darkIncreasedContrast
    }

    /// Whether this is a dark appearance.
    public var isDark: Bool {
        self == .dark || self == .darkIncreasedContrast
    }
}

/// The `"appearances"` of a `colorgen.json`: the scheme named for each appearance, as written.
/// `light` is always there; the others are `nil` when not named (see ``Appearance/fallback``).
public struct AppearanceDeclaration: Sendable {
    /// The scheme name given for each named appearance, located at its value.
    public var schemes: [Appearance: Located<String>]
    /// Where the `"appearances"` object is.
    public var location: SourceLocation

    /// Creates a declaration.
    public init(schemes: [Appearance: Located<String>], location: SourceLocation) {
        self.schemes = schemes
        self.location = location
    }
}

extension Appearance {
    /// How a user turns the appearance on, for messages.
    var settingText: String {
        switch self {
        case .light: "light mode"
        case .dark: "dark mode"
        case .lightIncreasedContrast: "Increase Contrast in light mode"
        case .darkIncreasedContrast: "Increase Contrast in dark mode"
        }
    }
}
