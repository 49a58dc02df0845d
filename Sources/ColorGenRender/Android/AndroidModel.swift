import ColorGenModel

/// The android format's model of one output: each role's resource name and the resource file of
/// each scheme written (docs/templates.md, "Example: the `android` format").
struct AndroidModel: Sendable {
    /// A resource file and the scheme it holds.
    struct File: Sendable {
        /// The scheme's index.
        let scheme: Int
        /// `values` or `values-night`.
        let folder: String
        /// The file's name in its folder: the output's `fileName`, with the contrast level's suffix
        /// before `.xml` for a medium or high level (`colors_medium_contrast.xml`).
        let name: String
        /// Put after every resource name of the file: empty at the standard level,
        /// `_medium_contrast` or `_high_contrast` at the others.
        let nameSuffix: String
    }

    /// The roles, as the output writes them.
    let roles: ColorRoleSet
    /// Each role's resource name, in role order, without a level's suffix.
    let resourceNames: [String]
    /// The files written: per contrast level the config has schemes for (standard always), the
    /// light appearance's scheme in `values/`, then the dark one's in `values-night/` when it differs.
    let files: [File]
    /// The file written in each folder at the standard level.
    let fileName: String
}

extension AndroidModel {
    /// The suffix of a contrast level's file and resource names; empty at the standard level.
    /// Android has no resource qualifier for its contrast setting, so each level's colors are
    /// resources of their own that the app picks by `UiModeManager.getContrast()`.
    static func suffix(of level: ContrastLevel) -> String {
        switch level {
        case .standard: ""
        case .medium: "_medium_contrast"
        case .increased: "_high_contrast"
        }
    }

    /// The files of `appearances`: at each contrast level that an appearance names a scheme for
    /// (the standard one always), the light appearance's scheme (with its fallbacks) in `values/`
    /// and the dark one's in `values-night/` when it differs.
    static func files(of appearances: AppearanceSchemes, fileName: String) -> [File] {
        ContrastLevel.allCases.flatMap { level -> [File] in
            let light = Appearance.light.atLevel(level), dark = Appearance.dark.atLevel(level)
            guard level == .standard || appearances.named[light] != nil || appearances.named[dark] != nil else { return [] }
            let suffix = suffix(of: level)
            let name = String(fileName.dropLast(".xml".count)) + suffix + ".xml"
            let lightScheme = appearances.scheme(for: light), darkScheme = appearances.scheme(for: dark)
            return [File(scheme: lightScheme, folder: "values", name: name, nameSuffix: suffix)]
                + (darkScheme == lightScheme ? [] : [File(scheme: darkScheme, folder: "values-night", name: name, nameSuffix: suffix)])
        }
    }
}
