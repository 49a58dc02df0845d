import Mustache
import SourceDiagnostics

/// The `gamut` option of the swift, css, json and xcassets formats: `"display-p3"` (the default)
/// writes a wide-gamut color's Display P3 value beside its sRGB fallback, `"srgb"` writes sRGB
/// only, with a warning for each role that loses its P3 value.
enum ColorGamutOption {
    /// The option's values.
    static let values = ["display-p3", "srgb"]

    /// The option as a format declares it.
    static let option = OutputOption("gamut", .choice(values), default: .string("display-p3"))

    /// Whether `options` (defaults applied) ask for sRGB only.
    static func isSRGBOnly(_ options: TemplateMap) -> Bool {
        options["gamut"] == .string("srgb")
    }

    /// `roles` as the output writes them: unchanged, or with every wide-gamut value dropped when
    /// the output is sRGB-only, with a warning at `location` for each role that had one (once per
    /// role, naming the schemes).
    static func applied(to roles: ColorRoleSet, options: TemplateMap, format: String,
                        location: SourceLocation?) -> (roles: ColorRoleSet, warnings: [Diagnostic]) {
        guard isSRGBOnly(options) else { return (roles, []) }
        var written = roles
        var warnings: [Diagnostic] = []
        for index in written.roles.indices {
            let colors = written.roles[index].colors
            let wide = colors.indices.filter { colors[$0].wideGamut != nil }
            guard !wide.isEmpty else { continue }
            written.roles[index].colors = colors.map(\.sRGBOnly)
            let schemes = wide.map { "\"\(roles.schemes[$0])\"" }.joined(separator: ", ")
            warnings.append(.warning("role \(roles.roles[index].path) is outside sRGB in \(schemes); the \(format) output "
                                     + "writes sRGB only (\"gamut\": \"srgb\"), so it gets the gamut-mapped sRGB fallback "
                                     + wide.map { colors[$0].hexWithAlpha }.joined(separator: ", "), at: location))
        }
        return (written, warnings)
    }
}
