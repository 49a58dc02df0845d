// The schemes of a Material Theme Builder export, which a scheme of the config picks by name; the note and the missing-scheme error.
import DesignTokens
import SourceDiagnostics

/// The schemes of a Material Theme Builder export, as the variants a scheme of the config picks by name.
struct MaterialThemeSchemes: SchemeVariants {
    let export: MaterialThemeExport

    var referenceOnlyGroups: Set<String> {
        MaterialThemeExport.referenceOnlyGroups
    }

    var schemeNames: [String] { export.schemeNames.map(MaterialThemeExport.schemeName(for:)) }

    func tree(forScheme name: String, mention: Located<String>) -> (variant: String?, tree: TokenTree?, diagnostics: [Diagnostic]) {
        guard let exportScheme = export.scheme(for: name) else {
            return (nil, nil, [missingScheme(name, mention: mention)])
        }
        let read = export.tree(forScheme: exportScheme)
        return (exportScheme, read.tree, read.diagnostics)
    }

    /// Which scheme of the export each scheme of the config takes.
    func note(taken: [(scheme: String, variant: String)]) -> Diagnostic {
        let listed = listed(taken)
        return Diagnostic(.note, "read as a Material Theme Builder export: each scheme takes the export's scheme of its name ("
                          + listed + "), whose Material roles (primary, onPrimary, …) are its roles; palettes and coreColors "
                          + "are reference-only tokens, aliased as {palettes.primary.40}",
                          at: SourceLocation(path: export.path, position: export.rootPosition))
    }

    /// The error for a scheme of the config that the export lacks, at the file's mention in the scheme.
    private func missingScheme(_ name: String, mention: Located<String>) -> Diagnostic {
        let names = export.schemeNames.map { MaterialThemeExport.schemeName(for: $0) }
        let listed = zip(export.schemeNames, names).map { $0 == $1 ? $0 : "\($1) (\($0))" }.joined(separator: ", ")
        return .error("scheme \"\(name)\" takes the scheme of its name from the Material Theme Builder export "
                      + "'\(mention.value)', which has no such scheme; "
                      + (names.isEmpty ? "it has no schemes" : "its schemes are \(listed)") + Suggestion.hint(for: name, in: names),
                      at: mention.location)
    }
}
