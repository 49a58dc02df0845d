// An Android res/ folder's configurations as the variants schemes pick by name: values/ for day schemes, values-night/ over it for night ones.
import DesignTokens
import SourceDiagnostics

/// The day and night colors of an Android `res/` folder: a day scheme (`light`) takes the
/// colors of `values/`, a night scheme (`dark`) those of `values-night/` laid over them, since
/// Android falls back to the day value of a color the night configuration lacks.
struct AndroidResourceSchemes: SchemeVariants {
    /// The files of `values/`, in name order.
    let day: [AndroidResourceFile]
    /// The files of `values-night/`, in name order.
    let night: [AndroidResourceFile]
    /// Where the note goes: the `res/` folder's first values file, or its entry in the config.
    let location: SourceLocation
    /// The `values-*` folders of other configurations (`values-land`, `values-v31`), which are not read.
    let otherFolders: [String]

    var referenceOnlyGroups: Set<String> { [] }

    var schemeNames: [String] { ["light", "dark"] }

    /// Whether the scheme `name` is a night scheme (its name holds `dark` or `night`), a day one
    /// (`light` or `day`), or neither.
    static func isNight(_ name: String) -> Bool? {
        let lowered = name.lowercased()
        if lowered.contains("dark") || lowered.contains("night") { return true }
        if lowered.contains("light") || lowered.contains("day") { return false }
        return nil
    }

    func tree(forScheme name: String, mention: Located<String>) -> (variant: String?, tree: TokenTree?, diagnostics: [Diagnostic]) {
        guard let isNight = Self.isNight(name) else {
            return (nil, nil, [.error("scheme \"\(name)\" lists the Android resources '\(mention.value)', whose colors are per "
                                      + "configuration: a scheme that lists them is named for day (light) or night (dark) "
                                      + "colors, with \"light\", \"day\", \"dark\" or \"night\" in its name",
                                      at: mention.location)])
        }
        let files = isNight ? day + night : day
        return (isNight ? "values-night" : "values", TokenTree.merged(files.map(\.tree)), [])
    }

    /// "1 color", "12 colors": how many colors `files` define.
    private static func colors(_ files: [AndroidResourceFile]) -> String {
        let count = files.reduce(0) { $0 + $1.colors.count }
        return "\(count) color" + (count == 1 ? "" : "s")
    }

    func note(taken: [(scheme: String, variant: String)]) -> Diagnostic {
        let schemes = listed(taken)
        var text = "read as Android resources: \(Self.colors(day)) in values/ and \(Self.colors(night)) in values-night/, "
            + "each a role of its name; a day scheme takes values/, "
            + "a night scheme values-night/ over it, falling back to the day value as Android does (\(schemes)); "
            + "#AARRGGBB is alpha first, @color/ references are aliases, other resources (dimen, string, style) are ignored"
        if !otherFolders.isEmpty {
            text += "; the folders of other configurations (" + otherFolders.joined(separator: ", ") + ") are not read"
        }
        return Diagnostic(.note, text, at: location)
    }
}
