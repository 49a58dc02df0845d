// Reads and checks the config's "appearances" object (which scheme serves light, dark, increased and medium contrast).
import DesignTokens
import PositionalJSON
import SourceDiagnostics

extension ConfigReader.Reader {
    /// Reads `"appearances": {"light": "<scheme>", "dark": ..., "lightIncreasedContrast": ...,
    /// "darkIncreasedContrast": ..., "lightMediumContrast": ..., "darkMediumContrast": ...}`. An
    /// unknown appearance, one given twice, a value that is not a scheme name, a missing `light`
    /// and a contrast appearance (increased or medium) without its base are errors at their place; with `"schemes"`, so is a name that is not one of them (with a resolver, the
    /// resolve stage checks names once the contexts are known).
    mutating func readAppearances(_ member: JSONMember, in root: JSONObject, schemes: SchemeSources?) -> AppearanceDeclaration? {
        guard let object = member.value.objectValue else {
            error("\"appearances\" must be an object mapping appearances (" + Self.appearanceList
                  + ") to scheme names, not \(describe(member.value))", at: member.value.position)
            return nil
        }
        reportRepeatedAppearances(in: object, member: member, root: root)
        var named: [Appearance: Located<String>] = [:]
        var valid = true
        for entry in object.members {
            guard let appearance = Appearance(rawValue: entry.key) else {
                error("unknown appearance \"\(entry.key)\"; the appearances are " + Self.appearanceList
                      + Suggestion.hint(for: entry.key, in: Appearance.allCases.map(\.rawValue)), at: entry.keyPosition)
                valid = false
                continue
            }
            guard let name = entry.value.stringValue, !name.isEmpty else {
                error("appearance \"\(entry.key)\" must name a scheme, not \(describe(entry.value))", at: entry.value.position)
                valid = false
                continue
            }
            named[appearance] = Located(name, at: location(entry.value.position))
        }
        for entry in object.members {
            guard let appearance = Appearance(rawValue: entry.key), appearance.contrastLevel != .standard,
                  let base = appearance.fallback, named[base] == nil, object.member(base.rawValue) == nil else { continue }
            error("appearance \"\(entry.key)\" needs its base appearance \"\(base.rawValue)\"; name the scheme for "
                  + "\"\(base.rawValue)\" too", at: entry.keyPosition)
            valid = false
        }
        if object.member(Appearance.light.rawValue) == nil, object.member(Appearance.lightIncreasedContrast.rawValue) == nil {
            error("\"appearances\" must name the scheme for \"light\"", at: object.position)
            valid = false
        }
        guard valid else { return nil }
        let declaration = AppearanceDeclaration(schemes: named, location: location(member.value.position))
        if case .tokenFiles(let definitions)? = schemes {
            diagnostics += AppearanceSchemes.resolve(declaration, schemes: definitions.map(\.name.value)).1
        }
        return declaration
    }

    /// The appearances, for messages.
    private static var appearanceList: String {
        Appearance.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
    }

    /// Turns the parser's warning about a key repeated inside `object` into an error: one
    /// appearance declared twice is a mistake, not a style question.
    private mutating func reportRepeatedAppearances(in object: JSONObject, member: JSONMember, root: JSONObject) {
        // The object's text ends where the next member of the root begins (or with the file).
        let end = root.members.map(\.keyPosition).filter { $0 > member.keyPosition }.min()
        var kept: [Diagnostic] = []
        for warning in parserWarnings {
            guard let position = warning.location?.position, warning.location?.path == path,
                  position > object.position, end.map({ position < $0 }) ?? true,
                  let key = Self.repeatedKey(in: warning.message) else {
                kept.append(warning)
                continue
            }
            error("appearance \"\(key)\" is declared twice; give each appearance one scheme", at: position)
        }
        parserWarnings = kept
    }

    /// The key a parser warning about a repeated key names (`key "dark" repeats ...`).
    private static func repeatedKey(in message: String) -> String? {
        let prefix = "key \""
        guard message.hasPrefix(prefix), message.contains("\" repeats ") else { return nil }
        return message.dropFirst(prefix.count).split(separator: "\"", maxSplits: 1).first.map(String.init)
    }
}

extension ConfigReader.Reader {
    /// Warns, at its name in `"schemes"`, about each scheme that serves no appearance (named in
    /// `"appearances"` or, without it, chosen automatically as light or dark) and that no other
    /// scheme is derived from: the outputs carry it, yet no system setting ever shows it. The
    /// warning names the `"appearances"` entry to add, guessed from the scheme's name
    /// (`highContrast` → `lightIncreasedContrast`); a scheme whose guessed appearance another
    /// scheme serves is an alternative to that one, chosen explicitly, and is not warned about; nor
    /// is a scheme derived as a `mediumContrast` counterpart, which Android's contrast setting selects.
    mutating func checkSchemesServeAppearances(_ definitions: [SchemeDefinition], appearances: AppearanceDeclaration?) {
        let names = definitions.map(\.name.value)
        guard names.count > 1 else { return }
        let served: [Appearance: String]
        if let appearances {
            served = appearances.schemes.mapValues(\.value)
        } else {
            let automatic = AppearanceSchemes.automatic(names)
            served = Dictionary(uniqueKeysWithValues: automatic.named.map { ($0.key, names[$0.value]) })
        }
        let sources = Set(definitions.compactMap { $0.derivation?.source.value })
        for definition in definitions {
            let name = definition.name.value
            guard !served.values.contains(name), !sources.contains(name) else { continue }
            // Android's contrast setting selects a medium-contrast counterpart (the compose output).
            if definition.derivation?.counterpart == .mediumContrast { continue }
            let likely = Self.likelyAppearance(ofScheme: name)
            // The appearance its name suggests is served by another scheme: this one is an
            // alternative to it, reached by an explicit choice (Material's medium contrast).
            if let likely, served[likely] != nil { continue }
            let appearance = likely ?? .lightIncreasedContrast
            let entries = Appearance.allCases.compactMap { known in
                known == appearance ? (known, name) : served[known].map { (known, $0) }
            }
            let object = "{" + entries.map { "\"\($0.0.rawValue)\": \"\($0.1)\"" }.joined(separator: ", ") + "}"
            let advice = appearances == nil
                ? "add \"appearances\": \(object)"
                : "add \"\(appearance.rawValue)\": \"\(name)\" to \"appearances\""
            let purpose = likely.map { "to serve \($0.settingText) with it" } ?? "for a system setting to select it, e.g."
            diagnostics.append(.warning("scheme \"\(name)\" serves no appearance: the outputs include it, but no system "
                                        + "setting selects it (\(Self.servedText(served))); \(purpose), \(advice) "
                                        + "(docs/appearances.md)", at: definition.name.location))
        }
    }

    /// The appearance a scheme's name suggests, `highContrastDark` → `darkIncreasedContrast`,
    /// `lightMediumContrast` → `lightMediumContrast`; nil when it suggests none.
    private static func likelyAppearance(ofScheme name: String) -> Appearance? {
        let lowercased = name.lowercased()
        let contrast = lowercased.contains("contrast") || lowercased.hasPrefix("hc") || lowercased.hasSuffix("hc")
        let medium = lowercased.contains("medium") || lowercased.hasPrefix("mc") || lowercased.hasSuffix("mc")
        let dark = lowercased.contains("dark") || lowercased.contains("night")
        switch (contrast || medium, dark) {
        case (true, _): return (dark ? Appearance.dark : .light).atLevel(medium ? .medium : .increased)
        case (false, true): return .dark
        case (false, false): return nil
        }
    }

    /// `light is served by "light", dark by "dark"`.
    private static func servedText(_ served: [Appearance: String]) -> String {
        Appearance.allCases.compactMap { appearance in served[appearance].map { "\(appearance.rawValue): \"\($0)\"" } }
            .joined(separator: ", ")
    }
}
