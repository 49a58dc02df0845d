// Appearance enum keyed as in `appearances`, its asset-catalog fallbacks, and the parsed `appearances` entry.
import SourceDiagnostics

/// An appearance a platform draws in: light or dark, each with standard or increased contrast
/// (Apple's Increase Contrast, the web's `prefers-contrast: more`, Android's high level) or
/// Android's medium contrast level. The raw value is the key of `"appearances"` in `colorgen.json`.
public enum Appearance: String, CaseIterable, Hashable, Sendable {
    /// Light, standard contrast. Every declaration has it.
    case light
    /// Dark, standard contrast.
    case dark
    /// Light with Increase Contrast on.
    case lightIncreasedContrast
    /// Dark with Increase Contrast on.
    case darkIncreasedContrast
    /// Light at Android's medium contrast level (`UiModeManager.getContrast()` 0.5).
    case lightMediumContrast
    /// Dark at Android's medium contrast level.
    case darkMediumContrast

    /// The appearance whose scheme serves this one when the config names none, as Apple's asset
    /// catalogs fall back: a contrast appearance to its base, dark to light; `nil` for light.
    public var fallback: Appearance? {
        switch self {
        case .light: nil
        case .dark: .light
        case .lightIncreasedContrast, .lightMediumContrast: .light
        case .darkIncreasedContrast, .darkMediumContrast: .dark
        }
    }

    /// The contrast level the appearance asks for, which sets a contrast pair's minimum in its scheme.
    public var contrastLevel: ContrastLevel {
        switch self {
        case .light, .dark: .standard
        case .lightMediumContrast, .darkMediumContrast: .medium
        case .lightIncreasedContrast, .darkIncreasedContrast: .increased
        }
    }

    /// Whether this is a dark appearance.
    public var isDark: Bool {
        self == .dark || self == .darkIncreasedContrast || self == .darkMediumContrast
    }

    /// The appearance of contrast `level` on this one's base (light or dark).
    public func atLevel(_ level: ContrastLevel) -> Appearance {
        switch (isDark, level) {
        case (false, .standard): .light
        case (true, .standard): .dark
        case (false, .medium): .lightMediumContrast
        case (true, .medium): .darkMediumContrast
        case (false, .increased): .lightIncreasedContrast
        case (true, .increased): .darkIncreasedContrast
        }
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
        case .lightMediumContrast: "Android's medium contrast in light mode"
        case .darkMediumContrast: "Android's medium contrast in dark mode"
        }
    }
}
