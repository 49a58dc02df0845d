// The schemes the browser tests generate from: the repository's scheme files as light, dark and two high-contrast schemes.
import TestSupport

/// Config members naming the repository's scheme files (Schemes/) as the schemes `light`, `dark`,
/// `highContrastLight` and `highContrastDark`, each with other colors, and the system appearances
/// they stand for: what the CSS, Tailwind and preview browser tests generate from.
enum RepositorySchemes {
    /// The scheme files of each scheme, relative to the package root.
    private static let files: KeyValuePairs<String, [String]> = [
        "light": ["Schemes/sage/sage-v2.tokens.json", "Schemes/default/light.tokens.json"],
        "dark": ["Schemes/default/dark.tokens.json"],
        "highContrastLight": ["Schemes/sage/sage-v2.tokens.json", "Schemes/palettes/wireframe.tokens.json"],
        "highContrastDark": ["Schemes/sage/sage-v2.tokens.json", "Schemes/palettes/midnight.tokens.json"],
    ]

    /// Every scheme's name, light and dark first.
    static let all = files.map(\.key)

    /// The `"rulesVersion"`, `"layout"` and `"schemes"` members of a config generating `schemes`
    /// (all of them by default) from the repository's files with rules version 2.
    static func members(_ schemes: [String] = all) -> String {
        let root = PackageRoot.url.path
        let entries = files.filter { schemes.contains($0.key) }.map { name, paths in
            "\"\(name)\": [" + paths.map { "\"\(root)/\($0)\"" }.joined(separator: ", ") + "]"
        }
        return "\"rulesVersion\": 2, \"layout\": \"palette\",\n\"schemes\": {\n  " + entries.joined(separator: ",\n  ") + "\n}"
    }

    /// The `"appearances"` member mapping the system appearances to the four schemes.
    static let appearances = """
        "appearances": {
          "light": "light", "dark": "dark",
          "lightIncreasedContrast": "highContrastLight", "darkIncreasedContrast": "highContrastDark"
        }
        """
}
