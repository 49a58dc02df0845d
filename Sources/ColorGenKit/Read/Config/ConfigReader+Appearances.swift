/// `"appearances"`: the scheme each system appearance shows, in the shape
/// `{"light": "<scheme>", "dark": "<scheme>", "lightIncreasedContrast": "<scheme>",
/// "darkIncreasedContrast": "<scheme>"}`. Rules version 3 holds the schemes of the two
/// increased-contrast appearances to the increased targets.
extension ConfigReader.Reader {
    mutating func readAppearances(_ member: JSONMember, schemes: SchemeSources) -> [AppearanceBinding] {
        guard let object = member.value.objectValue else {
            error("\"appearances\" must be an object mapping appearances to schemes, not \(describe(member.value))",
                  at: member.value.position)
            return []
        }
        let names = AppearanceBinding.Appearance.allCases.map(\.rawValue)
        let schemeNames: [String]? = if case .tokenFiles(let definitions) = schemes { definitions.map(\.name.value) } else { nil }
        var bindings: [AppearanceBinding] = []
        for entry in object.members {
            guard let appearance = AppearanceBinding.Appearance(rawValue: entry.key) else {
                error("unknown appearance \"\(entry.key)\"; expected one of \(names.joined(separator: ", "))"
                      + Suggestion.hint(for: entry.key, in: names), at: entry.keyPosition)
                continue
            }
            guard let scheme = entry.value.stringValue else {
                error("appearance \"\(entry.key)\" must name a scheme, not \(describe(entry.value))", at: entry.value.position)
                continue
            }
            if let schemeNames, !schemeNames.contains(scheme) {
                error("appearance \"\(entry.key)\" names scheme \"\(scheme)\", which is not a scheme here"
                      + Suggestion.hint(for: scheme, in: schemeNames), at: entry.value.position)
                continue
            }
            bindings.append(AppearanceBinding(appearance: appearance, scheme: Located(scheme, at: location(entry.value.position))))
        }
        return bindings
    }
}
