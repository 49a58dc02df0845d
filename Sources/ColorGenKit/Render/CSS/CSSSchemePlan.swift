/// Which scheme a stylesheet applies under which condition (see docs/css-output.md):
///
/// - the first scheme is the default, in `:root`;
/// - the dark scheme (option `darkScheme`; when not given, the scheme named `dark`, else the
///   second scheme) applies under `prefers-color-scheme: dark`;
/// - option `contrastScheme` names the scheme for `prefers-contrast: more` on a light system,
///   `darkContrastScheme` the one for `prefers-contrast: more` on a dark system;
/// - every scheme applies where an element carries `data-color-scheme="<scheme>"`.
struct CSSSchemePlan: Equatable {
    /// The scheme names, in config order.
    var schemes: [String]
    /// The scheme applied under `prefers-color-scheme: dark`, unless it is the default scheme.
    var darkScheme: Int?
    /// The scheme applied under `prefers-contrast: more` when the system is light.
    var contrastScheme: Int?
    /// The scheme applied under `prefers-contrast: more` when the system is dark.
    var darkContrastScheme: Int?

    /// The plan for `schemes` with the output's options (`darkScheme`, `contrastScheme`,
    /// `darkContrastScheme`, each a scheme name or empty); a name that is not a scheme is an error at
    /// the option.
    init(schemes: [String], options: TemplateMap, locations: OptionLocations) throws(Diagnostic) {
        self.schemes = schemes
        func scheme(_ option: String) throws(Diagnostic) -> Int? {
            guard case .string(let name)? = options[option], !name.isEmpty else { return nil }
            guard let index = schemes.firstIndex(of: name) else {
                throw Diagnostic.error("option \"\(option)\" names the scheme \"\(name)\", but the schemes are "
                                       + schemes.map { "\"\($0)\"" }.joined(separator: ", ")
                                       + Suggestion.hint(for: name, in: schemes), at: locations[option])
            }
            return index
        }
        let dark = try scheme("darkScheme") ?? schemes.firstIndex(of: "dark") ?? (schemes.count > 1 ? 1 : nil)
        darkScheme = dark == 0 ? nil : dark
        contrastScheme = try scheme("contrastScheme")
        darkContrastScheme = try scheme("darkContrastScheme")
    }

    /// Whether scheme `index` is a dark one, which sets `color-scheme: dark` where it applies: the
    /// dark scheme, the dark contrast scheme, and any scheme whose name ends in "dark" (any case).
    func isDark(_ index: Int) -> Bool {
        index == darkScheme || index == darkContrastScheme || schemes[index].lowercased().hasSuffix("dark")
    }

    /// The `color-scheme` value of `:root`: `light dark` when the page follows the system between
    /// two schemes, else the default scheme's own.
    var rootColorScheme: String {
        darkScheme != nil ? "light dark" : (isDark(0) ? "dark" : "light")
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
