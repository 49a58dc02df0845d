// An asset catalog's appearances as the variants schemes pick by name: each scheme's token tree, built from the color sets.
import ColorMath
import DesignTokens
import SourceDiagnostics

/// The appearances of an asset catalog, which schemes of the config take by name (``AssetCatalogAppearance/schemeNames``):
/// every color set is a color token named by its folders, with the color of the entry the
/// scheme's appearance takes.
struct AssetCatalogSchemes: SchemeVariants {
    /// The catalog (or the folder inside one that the config lists).
    let catalog: AssetCatalogFolder
    /// Where the note about the catalog goes.
    let location: SourceLocation
    /// The idioms other than universal that color sets without a universal entry took, with how many took each.
    let otherIdioms: [(idiom: String, count: Int)]

    var referenceOnlyGroups: Set<String> { [] }

    /// The first scheme name of each appearance.
    var schemeNames: [String] {
        var seen: Set<AssetCatalogAppearance> = []
        return AssetCatalogAppearance.schemeNames.filter { seen.insert($0.appearance).inserted }.map(\.name)
    }

    /// A folder or color set's name as a token name: `Primary` is `primary`, `AccentColor` is
    /// `accentColor` (a first capital before a lowercase letter is lowered; `URL` stays), nil
    /// when it cannot name a token (a `.`, `{` or `}`, or a leading `$`).
    static func tokenName(_ name: String) -> String? {
        guard !name.isEmpty, !name.hasPrefix("$"), !name.contains(where: { $0 == "." || $0 == "{" || $0 == "}" }) else { return nil }
        var characters = name.makeIterator()
        guard let first = characters.next(), first.isUppercase else { return name }
        if let second = characters.next(), second.isUppercase { return name }
        return first.lowercased() + name.dropFirst()
    }

    func tree(forScheme name: String, mention: Located<String>) -> (variant: String?, tree: TokenTree?, diagnostics: [Diagnostic]) {
        guard let appearance = AssetCatalogAppearance(schemeName: name) else {
            let names = AssetCatalogAppearance.schemeNames.map(\.name)
            return (nil, nil, [.error("scheme \"\(name)\" lists the Xcode asset catalog '\(mention.value)', whose colors are "
                                      + "per appearance: a scheme that lists it is named after the appearance it takes ("
                                      + names.joined(separator: ", ") + ")" + Suggestion.hint(for: name, in: names),
                                      at: mention.location)])
        }
        var diagnostics: [Diagnostic] = []
        let root = group(catalog, name: "", location: location, scheme: name, fallbacks: appearance.fallbacks,
                         diagnostics: &diagnostics)
        return (appearance.schemeDisplayName, TokenTree(root: root), diagnostics)
    }

    /// The token group of `folder` for a scheme whose appearance falls back as `fallbacks` lists.
    private func group(_ folder: AssetCatalogFolder, name: String, location: SourceLocation, scheme: String,
                       fallbacks: [AssetCatalogAppearance], diagnostics: inout [Diagnostic]) -> TokenGroup {
        var group = TokenGroup(name: name, location: location)
        var tokens: [(name: String, token: TokenDefinition)] = []
        for item in folder.items {
            switch item {
            case .group(let folderName, let inner):
                guard let groupName = Self.tokenName(folderName) else { continue }
                let child = self.group(inner, name: groupName, location: SourceLocation(path: inner.path, line: 1, column: 1),
                                       scheme: scheme, fallbacks: fallbacks, diagnostics: &diagnostics)
                if !child.isEmpty { group.setChild(.group(child)) }
            case .colorSet(let set):
                guard let tokenName = Self.tokenName(set.name), set.systemColor == nil else { continue }
                guard let entry = set.entry(in: fallbacks), case .color(let color) = entry.value else {
                    guard !set.hasErrors else { continue }
                    let wanted = fallbacks.map(\.displayName)
                    diagnostics.append(.error("the color set '\(set.name)' has no entry that scheme \"\(scheme)\" can take ("
                                              + wanted.joined(separator: ", then ") + "); add an Any appearance",
                                              at: SourceLocation(path: set.path, position: set.rootPosition)))
                    continue
                }
                let location = SourceLocation(path: set.path, position: entry.position)
                tokens.append((tokenName, TokenDefinition(name: tokenName, declaredType: .color, value: color.tokenValue(at: entry.position),
                                                          location: location)))
            }
        }
        for (tokenName, var token) in tokens {
            // A color set beside a group of its name is the group's own token, as colorgen's xcassets output writes `$root`.
            if case .group(var named)? = group.child(named: tokenName) {
                token.name = "$root"
                named.setChild(.token(token))
                group.setChild(.group(named))
            } else {
                group.setChild(.token(token))
            }
        }
        return group
    }

    func note(taken: [(scheme: String, variant: String)]) -> Diagnostic {
        let schemes = listed(taken)
        var text = "read as an Xcode asset catalog: each of its \(catalog.colorSetCount) color sets is a role named by its "
            + "folders (Brand/Primary.colorset → brand.primary), and each scheme takes the appearance of its name (\(schemes)); "
            + "a color set without that appearance falls back as in Xcode (a Light entry comes before Any, Dark falls back to "
            + "Any, High Contrast to the standard entry)"
        if !otherIdioms.isEmpty {
            text += "; color sets without a universal entry take their first idiom's ("
                + otherIdioms.map { "\($0.idiom): \($0.count)" }.joined(separator: ", ") + ")"
        }
        return Diagnostic(.note, text, at: location)
    }
}
