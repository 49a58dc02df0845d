// Texts behind `colorgen init`: config, light/dark token files of plain roles, and a target placeholder.
import ColorGenModel
import ColorGenRender
import SourceDiagnostics

/// What `colorgen init` writes: a config and two plain semantic token files, light and dark,
/// whose color tokens are the roles themselves (no palette, no color rules), so a new project
/// starts from its own names, with the contrast pairs those roles need. Each color is written
/// as its sRGB hex alone (`{"colorSpace": "srgb", "hex": "#1c1c1e"}`), so editing the hex is all
/// a change takes. README "Quick start" shows the same files.
public enum StarterProject {
    /// The config's file name.
    public static let configName = "colorgen.json"
    /// The light scheme's token file, relative to the config.
    static let lightTokensPath = "Colors/light.tokens.json"
    /// The dark scheme's token file, relative to the config.
    static let darkTokensPath = "Colors/dark.tokens.json"

    /// The files, paths relative to the folder they go in. `swiftOutputPath` is where the swift
    /// output goes, relative to the config: outside the target for a SwiftPM target folder
    /// (`../../Generated/Colors.swift`), so the build plugin's copy is the only one compiled.
    /// `cssOutputPath`, when given, adds a css output there, writing a role that aliases another
    /// as `var()` of it (`"references": true`), for the web teammates of a project outside a
    /// SwiftPM target.
    public static func files(swiftOutputPath: String, cssOutputPath: String? = nil) -> [(path: String, text: String)] {
        [
            (configName, config(swiftOutputPath: swiftOutputPath, cssOutputPath: cssOutputPath)),
            (lightTokensPath, lightTokens),
            (darkTokensPath, darkTokens),
        ]
    }

    /// Where the swift output goes for a config written in `folder`: two levels up when the
    /// folder is a SwiftPM target's (`Sources/<Target>`), else `Generated/Colors.swift` beside it.
    public static func swiftOutputPath(forFolder folder: String) -> String {
        targetName(ofFolder: folder) == nil ? "Generated/Colors.swift" : "../../Generated/Colors.swift"
    }

    /// Where the css output goes for a config written in `folder`: beside the swift output,
    /// except in a SwiftPM target's folder, whose package is an app's (nil: no css output).
    public static func cssOutputPath(forFolder folder: String) -> String? {
        targetName(ofFolder: folder) == nil ? "Generated/colors.css" : nil
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

    /// The config: the two schemes, the newest rules version pinned, the contrast pairs of the
    /// starter's roles (text and the accent on each background at WCAG AA's 4.5:1, 7:1 in a
    /// scheme serving increased contrast; the border is decoration, which WCAG does not hold to
    /// a ratio), a public swift output with `Color.textPrimary`-style members and, at
    /// `cssOutputPath`, a css output whose aliases stay `var()` references.
    static func config(swiftOutputPath: String, cssOutputPath: String? = nil) -> String {
        let css = cssOutputPath.map {
            ",\n    { \"format\": \"css\", \"path\": \(JSONText.quoted($0)), \"options\": { \"references\": true } }"
        } ?? ""
        return """
        {
          "rulesVersion": \(RulesVersion.newest.rawValue),
          "schemes": {
            "light": ["\(lightTokensPath)"],
            "dark": ["\(darkTokensPath)"]
          },
          "contrast": [
            { "foreground": "text.*", "background": "background.*", "minimum": 4.5, "increasedContrastMinimum": 7 },
            { "foreground": "accent", "background": "background.*", "minimum": 4.5, "increasedContrastMinimum": 7 }
          ],
          "outputs": [
            { "format": "swift", "path": \(JSONText.quoted(swiftOutputPath)), "options": { "accessLevel": "public", "colorMembers": "flat" } }\(css)
          ]
        }

        """
    }

    static let lightTokens = """
        {
          "text": {
            "primary": { "$type": "color", "$value": { "colorSpace": "srgb", "hex": "#1c1c1e" } },
            "secondary": { "$type": "color", "$value": { "colorSpace": "srgb", "hex": "#5f6368" } }
          },
          "background": {
            "base": { "$type": "color", "$value": { "colorSpace": "srgb", "hex": "#ffffff" } },
            "raised": { "$type": "color", "$value": { "colorSpace": "srgb", "hex": "#f2f2f7" } }
          },
          "accent": { "$type": "color", "$value": { "colorSpace": "srgb", "hex": "#0a66c2" } },
          "border": { "$type": "color", "$value": { "colorSpace": "srgb", "hex": "#d1d1d6" } }
        }

        """

    static let darkTokens = """
        {
          "text": {
            "primary": { "$type": "color", "$value": { "colorSpace": "srgb", "hex": "#f2f2f7" } },
            "secondary": { "$type": "color", "$value": { "colorSpace": "srgb", "hex": "#aeaeb2" } }
          },
          "background": {
            "base": { "$type": "color", "$value": { "colorSpace": "srgb", "hex": "#121214" } },
            "raised": { "$type": "color", "$value": { "colorSpace": "srgb", "hex": "#1c1c1e" } }
          },
          "accent": { "$type": "color", "$value": { "colorSpace": "srgb", "hex": "#4d9cff" } },
          "border": { "$type": "color", "$value": { "colorSpace": "srgb", "hex": "#38383a" } }
        }

        """
}
