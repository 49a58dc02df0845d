// Applies `gamut`: with srgb, strips P3 values from the role set, warning per role; display-p3 is default.
import ColorGenModel
import SourceDiagnostics

/// What the `gamut` option (``ColorGamut``) does to the roles an output writes: `"display-p3"`
/// (the default) keeps a wide-gamut color's Display P3 value beside its sRGB fallback, `"srgb"`
/// writes sRGB only, with a warning for each role that loses its P3 value.
enum ColorGamutOption {
    /// `roles` as the output writes them: unchanged, or with every wide-gamut value dropped when
    /// the output is sRGB-only, with a warning at `location` for each role that had one (once per
    /// role, naming the schemes).
    static func applied(to roles: ColorRoleSet, gamut: ColorGamut, format: String,
                        location: SourceLocation?) -> (roles: ColorRoleSet, warnings: [Diagnostic]) {
        guard gamut == .srgb else { return (roles, []) }
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
