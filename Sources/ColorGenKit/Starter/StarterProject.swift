// Texts behind `colorgen init`: config, light/dark token files of plain roles, and a target placeholder.
import SourceDiagnostics

/// What `colorgen init` writes: a config and two plain semantic token files, light and dark,
/// whose color tokens are the roles themselves (no palette, no color rules), so a new project
/// starts from its own names. README "Quick start" shows the same files.
public enum StarterProject {
    /// The config's file name.
    public static let configName = "colorgen.json"
    /// The light scheme's token file, relative to the config.
    public static let lightTokensPath = "Colors/light.tokens.json"
    /// The dark scheme's token file, relative to the config.
    public static let darkTokensPath = "Colors/dark.tokens.json"

    /// The files, paths relative to the folder they go in. `swiftOutputPath` is where the swift
    /// output goes, relative to the config: outside the target for a SwiftPM target folder
    /// (`../../Generated/Colors.swift`), so the build plugin's copy is the only one compiled.
    public static func files(swiftOutputPath: String) -> [(path: String, text: String)] {
        [
            (configName, config(swiftOutputPath: swiftOutputPath)),
            (lightTokensPath, lightTokens),
            (darkTokensPath, darkTokens),
        ]
    }

    /// Where the swift output goes for a config written in `folder`: two levels up when the
    /// folder is a SwiftPM target's (`Sources/<Target>`), else `Generated/Colors.swift` beside it.
    public static func swiftOutputPath(forFolder folder: String) -> String {
        targetName(ofFolder: folder) == nil ? "Generated/Colors.swift" : "../../Generated/Colors.swift"
    }

    /// The target's name when `folder` is a SwiftPM target's (`Sources/<Target>`), else nil.
    public static func targetName(ofFolder folder: String) -> String? {
        let parts = SourcePath.normalize(folder).split(separator: "/")
        return parts.count >= 2 && parts[parts.count - 2] == "Sources" ? String(parts[parts.count - 1]) : nil
    }

    /// The Swift file written into a target folder that has none: SwiftPM skips a target without
    /// a Swift file (with only a warning), so the build plugin would never run.
    public static func targetSourceFile(target: String) -> (path: String, text: String) {
        ("\(target).swift", """
            // SwiftPM builds a target only when it has a Swift file; this is \(target)'s. The colors are
            // generated into the target by ColorGenPlugin from colorgen.json at every build.

            """)
    }

    /// The config: the two schemes, the newest rules version pinned, a public swift output with
    /// `Color.textPrimary`-style members.
    static func config(swiftOutputPath: String) -> String {
        """
        {
          "rulesVersion": \(RulesVersion.newest.rawValue),
          "schemes": {
            "light": ["\(lightTokensPath)"],
            "dark": ["\(darkTokensPath)"]
          },
          "outputs": [
            { "format": "swift", "path": \(JSONText.quoted(swiftOutputPath)), "options": { "accessLevel": "public", "colorMembers": "flat" } }
          ]
        }

        """
    }

    static let lightTokens = """
        {
          "text": {
            "primary": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.1098, 0.1098, 0.1176], "hex": "#1c1c1e" } },
            "secondary": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.3725, 0.3882, 0.4078], "hex": "#5f6368" } }
          },
          "background": {
            "base": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff" } },
            "raised": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.949, 0.949, 0.9686], "hex": "#f2f2f7" } }
          },
          "accent": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.0392, 0.4, 0.7608], "hex": "#0a66c2" } },
          "border": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.8196, 0.8196, 0.8392], "hex": "#d1d1d6" } }
        }

        """

    static let darkTokens = """
        {
          "text": {
            "primary": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.949, 0.949, 0.9686], "hex": "#f2f2f7" } },
            "secondary": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.6824, 0.6824, 0.698], "hex": "#aeaeb2" } }
          },
          "background": {
            "base": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.0706, 0.0706, 0.0784], "hex": "#121214" } },
            "raised": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.1098, 0.1098, 0.1176], "hex": "#1c1c1e" } }
          },
          "accent": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.302, 0.6118, 1], "hex": "#4d9cff" } },
          "border": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.2196, 0.2196, 0.2275], "hex": "#38383a" } }
        }

        """
}
