// Resolves `appearances` (or the automatic light/dark pick) into the one mapping every output follows.
import SourceDiagnostics

/// Which scheme serves each appearance, as indices into the schemes: the one model every output
/// follows (docs/appearances.md).
///
/// ``named`` holds what the config names (or, without `"appearances"`, the automatic light and
/// dark choice of ``SystemAppearanceSchemes``); ``scheme(for:)`` applies the asset catalogs'
/// fallbacks for the rest.
public struct AppearanceSchemes: Hashable, Sendable {
    /// The scheme of each appearance that has its own; always holds `.light`.
    public private(set) var named: [Appearance: Int]

    /// Schemes chosen per appearance; `light` is required, the others fall back.
    public init(light: Int, dark: Int? = nil, lightIncreasedContrast: Int? = nil, darkIncreasedContrast: Int? = nil,
                lightMediumContrast: Int? = nil, darkMediumContrast: Int? = nil) {
        named = [.light: light]
        named[.dark] = dark
        named[.lightIncreasedContrast] = lightIncreasedContrast
        named[.darkIncreasedContrast] = darkIncreasedContrast
        named[.lightMediumContrast] = lightMediumContrast
        named[.darkMediumContrast] = darkMediumContrast
    }

    /// Today's automatic choice for a config without `"appearances"`: light and dark by
    /// ``SystemAppearanceSchemes``, no contrast schemes; a single scheme serves light only.
    static func automatic(_ schemes: [String]) -> AppearanceSchemes {
        let (light, dark) = SystemAppearanceSchemes.choose(schemes)
        return AppearanceSchemes(light: light, dark: dark == light ? nil : dark)
    }

    /// The schemes `declaration` names, as indices into `schemes`; without a declaration the
    /// automatic choice. A name that is not a scheme is an error at its value.
    public static func resolve(_ declaration: AppearanceDeclaration?, schemes: [String]) -> (AppearanceSchemes?, [Diagnostic]) {
        guard let declaration else { return (automatic(schemes), []) }
        var indices: [Appearance: Int] = [:]
        var diagnostics: [Diagnostic] = []
        for appearance in Appearance.allCases {
            guard let name = declaration.schemes[appearance] else { continue }
            if let index = schemes.firstIndex(of: name.value) {
                indices[appearance] = index
            } else {
                diagnostics.append(.error("appearance \"\(appearance.rawValue)\" names the scheme \"\(name.value)\", which the "
                                          + "config does not define; its schemes are " + schemes.joined(separator: ", ")
                                          + Suggestion.hint(for: name.value, in: schemes), at: name.location))
            }
        }
        guard diagnostics.isEmpty, indices[.light] != nil else { return (nil, diagnostics) }
        var resolved = AppearanceSchemes(light: 0)
        resolved.named = indices
        return (resolved, [])
    }

    /// The scheme that draws `appearance`: its own, else its fallback's (dark falls back to light,
    /// a contrast appearance to its base).
    public func scheme(for appearance: Appearance) -> Int {
        var current = appearance
        while true {
            if let index = named[current] { return index }
            guard let fallback = current.fallback else { return named[.light] ?? 0 }
            current = fallback
        }
    }

    /// The dark appearance's own scheme when it differs from the light one's, for outputs that
    /// switch between the two.
    public var distinctDark: Int? {
        let dark = scheme(for: .dark)
        return dark == scheme(for: .light) ? nil : dark
    }
}
