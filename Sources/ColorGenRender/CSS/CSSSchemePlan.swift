import ColorGenModel

/// Which scheme a stylesheet applies under which condition, after the config's appearances
/// (see docs/css-output.md):
///
/// - the light appearance's scheme is the default, in `:root`;
/// - the dark appearance's scheme applies under `prefers-color-scheme: dark`;
/// - the Increase Contrast appearances' schemes apply under `prefers-contrast: more`, on a light
///   and on a dark system;
/// - every scheme applies where an element carries `data-color-scheme="<scheme>"`.
struct CSSSchemePlan: Equatable {
    /// The scheme names, in config order.
    var schemes: [String]
    /// The scheme of `:root`: the light appearance's.
    var rootScheme: Int
    /// The scheme applied under `prefers-color-scheme: dark`, unless it is the root scheme.
    var darkScheme: Int?
    /// The scheme applied under `prefers-contrast: more` when the system is light.
    var contrastScheme: Int?
    /// The scheme applied under `prefers-contrast: more` when the system is dark.
    var darkContrastScheme: Int?

    /// The plan for `schemes` served as `appearances` says.
    init(schemes: [String], appearances: AppearanceSchemes) {
        self.schemes = schemes
        rootScheme = appearances.scheme(for: .light)
        darkScheme = appearances.distinctDark
        contrastScheme = appearances.named[.lightIncreasedContrast]
        darkContrastScheme = appearances.named[.darkIncreasedContrast]
    }

    /// Whether scheme `index` is a dark one, which sets `color-scheme: dark` where it applies: the
    /// dark scheme, the dark contrast scheme, and any scheme whose name ends in "dark" (any case).
    func isDark(_ index: Int) -> Bool {
        index == darkScheme || index == darkContrastScheme || schemes[index].lowercased().hasSuffix("dark")
    }

    /// The `color-scheme` value of `:root`: `light dark` when the page follows the system between
    /// two schemes, else the default scheme's own.
    var rootColorScheme: String {
        darkScheme != nil ? "light dark" : (isDark(rootScheme) ? "dark" : "light")
    }

    /// The media queries that switch `:root` to another scheme, in the order they must appear
    /// (a later one wins when several match).
    var mediaRules: [(query: String, scheme: Int)] {
        var rules: [(query: String, scheme: Int)] = []
        if let darkScheme { rules.append(("(prefers-color-scheme: dark)", darkScheme)) }
        if let contrastScheme {
            let query = darkContrastScheme == nil && darkScheme == nil
                ? "(prefers-contrast: more)" : "(prefers-contrast: more) and (prefers-color-scheme: light)"
            rules.append((query, contrastScheme))
        }
        if let darkContrastScheme {
            rules.append(("(prefers-contrast: more) and (prefers-color-scheme: dark)", darkContrastScheme))
        }
        return rules
    }
}
