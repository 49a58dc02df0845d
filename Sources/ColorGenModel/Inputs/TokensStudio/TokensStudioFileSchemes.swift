// The themes of a single-file Tokens Studio or Penpot export as variants a scheme picks by name; the note and the errors.
import DesignTokens
import PositionalJSON
import SourceDiagnostics

/// The themes of a single-file export, as the variants a scheme of the config picks: a scheme takes
/// the theme named like it (ignoring case: scheme `dark` takes theme `Dark`), whose selected sets
/// are merged in `tokenSetOrder` (later wins), as a `"tokensStudio"` config merges a `$themes.json`'s
/// set files. The top-level groups only `source` sets hold are reference-only.
struct TokensStudioFileSchemes: SchemeVariants {
    let path: String
    let rootPosition: TextPosition
    let themes: [TokensStudioThemesReader.ThemeSets]
    /// The file's token sets by name.
    let sets: [String: JSONValue]
    let keyStyle: TokenKeyStyle

    /// The top-level groups of the sets some theme selects as `source` that no theme's `enabled`
    /// set holds: aliases use their tokens, which are not roles.
    var referenceOnlyGroups: Set<String> {
        let selected = themes.flatMap(\.sets)
        func groups(referenceOnly: Bool) -> Set<String> {
            Set(selected.filter { $0.isReferenceOnly == referenceOnly }.flatMap { set in
                sets[set.name]?.objectValue?.keys.filter { !$0.hasPrefix("$") } ?? []
            })
        }
        return groups(referenceOnly: true).subtracting(groups(referenceOnly: false))
    }

    var schemeNames: [String] { themes.map(\.name.value) }

    func tree(forScheme name: String, mention: Located<String>) -> (variant: String?, tree: TokenTree?, diagnostics: [Diagnostic]) {
        let matching = themes.filter { $0.name.value.lowercased() == name.lowercased() }
        guard matching.count == 1, let theme = matching.first else {
            return (nil, nil, [matching.isEmpty ? missingTheme(name, mention: mention) : ambiguousTheme(name, matching, mention: mention)])
        }
        var diagnostics: [Diagnostic] = []
        var trees: [TokenTree] = []
        for set in theme.sets {
            guard let root = sets[set.name] else {
                diagnostics.append(.error("theme \"\(theme.name.value)\" selects token set \"\(set.name)\", which this file does not "
                                          + "hold; its sets are " + sets.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", "),
                                          at: set.location))
                continue
            }
            let read = TokenTreeReader.read(root, path: path, purpose: .generation, keyStyle: keyStyle)
            diagnostics += read.diagnostics
            trees.append(read.tree)
        }
        return (theme.name.value, TokenTree.merged(trees), diagnostics)
    }

    /// Which theme each scheme of the config takes.
    func note(taken: [(scheme: String, variant: String)]) -> Diagnostic {
        Diagnostic(.note, "read as a single-file Tokens Studio or Penpot export: each scheme takes the theme of its name ("
                   + listed(taken) + "), whose enabled token sets give roles and source sets tokens to alias, merged in "
                   + "tokenSetOrder", at: SourceLocation(path: path, position: rootPosition))
    }

    /// The error for a scheme of the config no theme is named like, at the file's mention in the scheme.
    private func missingTheme(_ name: String, mention: Located<String>) -> Diagnostic {
        let names = themes.map(\.name.value)
        return .error("scheme \"\(name)\" takes the theme of its name from the Tokens Studio export '\(mention.value)', which "
                      + "has no such theme; " + (names.isEmpty ? "it has no themes" : "its themes are "
                      + names.map { "\"\($0)\"" }.joined(separator: ", ")) + Suggestion.hint(for: name, in: names),
                      at: mention.location)
    }

    /// The error for a scheme whose name several themes have (in different groups).
    private func ambiguousTheme(_ name: String, _ matching: [TokensStudioThemesReader.ThemeSets], mention: Located<String>) -> Diagnostic {
        .error("scheme \"\(name)\" takes the theme of its name from the Tokens Studio export '\(mention.value)', which has "
               + "\(matching.count) themes of that name (in groups " + matching.map { "\"\($0.group ?? "")\"" }.joined(separator: ", ")
               + "); rename the themes so that one has the scheme's name", at: mention.location)
    }
}
