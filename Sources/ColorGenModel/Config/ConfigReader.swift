// Entry point of config reading: colorgen.json bytes -> ColorGenConfig plus located errors; allowed keys.
import DesignTokens
import PositionalJSON
import SourceDiagnostics

/// Reads and checks a `colorgen.json`, reporting every problem at its line and column.
package enum ConfigReader {
    /// The keys a `colorgen.json` may have at its top level.
    static let topLevelKeys = ["$schema", "rulesVersion", "schemes", "resolver", "modifier", "inputs", "scheme",
                               "tokensStudio", "backgrounds", "outputs", RoleLayout.key, "roles", "modeOverrides", "appearances",
                               "contrast", "contrastLevel", "contrastByName"]
    /// The keys of a scheme file entry written as an object.
    static let schemeFileKeys = ["path", "referenceOnly", "mode"]
    /// The keys of `"modeOverrides"`.
    static let modeOverridesKeys = ["extension", "modes"]
    /// The keys of `"tokensStudio"`.
    static let tokensStudioKeys = ["themes", "schemeGroup", "fixed"]
    /// The keys of one `outputs` entry.
    static let outputKeys = ["format", "template", "partials", "path", "options"]
    /// The modifier whose contexts become schemes when `"modifier"` is not given.
    static let defaultModifier = "scheme"

    /// Parses and checks the config at `path`. Returns the config when it has no errors, what
    /// `checkOutputs` made of its output entries (nil when the file is not a JSON object), and every
    /// diagnostic (errors and warnings) found either way.
    ///
    /// The config reader leaves each output's `"options"` as written (``OutputSpec/options``):
    /// what they mean belongs to the format's renderer, whose check `checkOutputs` is. It runs on
    /// the entries as soon as they are read, also when the config has other errors, so that
    /// every problem of the config is reported in one run, and what it finds counts as the
    /// config's own (a config with errors is not checked any further).
    package static func read<Outputs>(_ bytes: [UInt8], path: String,
                                      checkingOutputs checkOutputs: ([OutputSpec]) -> (Outputs, [Diagnostic]))
        -> (config: ColorGenConfig?, outputs: Outputs?, diagnostics: [Diagnostic]) {
        let document: JSONDocument
        do {
            document = try JSONParser.parse(bytes, path: path)
        } catch {
            return (nil, nil, [error])
        }
        return read(document, checkingOutputs: checkOutputs)
    }

    /// ``read(_:path:checkingOutputs:)`` for a config already parsed.
    package static func read<Outputs>(_ document: JSONDocument,
                                      checkingOutputs checkOutputs: ([OutputSpec]) -> (Outputs, [Diagnostic]))
        -> (config: ColorGenConfig?, outputs: Outputs?, diagnostics: [Diagnostic]) {
        let path = document.path
        var reader = Reader(path: path)
        reader.parserWarnings = document.warnings
        var outputs: Outputs?
        let config = reader.read(document.root) { specs in
            let (checked, diagnostics) = checkOutputs(specs)
            outputs = checked
            return diagnostics
        }
        let diagnostics = reader.parserWarnings + reader.diagnostics
        return (diagnostics.containsErrors ? nil : config, outputs, diagnostics)
    }

    /// Whether `name` can name a scheme: an ASCII letter or `_`, then letters, digits or `_`.
    /// Scheme names become Swift cases, CSS attribute values and file name parts.
    package static func isValidSchemeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCIILetter || first == "_" else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCIILetter || $0 == "_" || ("0"..."9").contains($0) }
    }

    struct Reader {
        let path: String
        var diagnostics: [Diagnostic] = []
        /// The parser's warnings; a reader turns those that are errors in context into errors.
        var parserWarnings: [Diagnostic] = []

        init(path: String) {
            self.path = path
        }

        /// The config in `root`, its output entries checked by `checkOutputs` as soon as they are read.
        mutating func read(_ root: JSONValue, checkingOutputs checkOutputs: ([OutputSpec]) -> [Diagnostic]) -> ColorGenConfig? {
            guard let object = root.objectValue else {
                error("a colorgen.json must be a JSON object, not \(article(root.kindName))", at: root.position)
                return nil
            }
            checkKeys(of: object, allowed: ConfigReader.topLevelKeys, in: "colorgen.json")
            let rulesVersion = readRulesVersion(object.member("rulesVersion"))
            let schemes = readSchemeSources(object)
            let backgrounds = object.member("backgrounds").flatMap { readBackgrounds($0) }
            let outputs = readOutputs(object.member("outputs"), objectPosition: object.position)
            diagnostics += checkOutputs(outputs)
            let layout = object.member(RoleLayout.key).flatMap { readLayout($0) }
            let rolePatterns = object.member("roles").flatMap { readRolePatterns($0, layout: layout) }
            let modeOverrides = object.member("modeOverrides").flatMap { readModeOverrides($0, schemes: schemes) }
            let appearances = object.member("appearances").flatMap { readAppearances($0, in: object, schemes: schemes) }
            let contrastChecks = object.member("contrast").map { readContrastChecks($0) } ?? []
            let contrastLevel = object.member("contrastLevel").flatMap { readContrastLevel($0.value) } ?? .error
            let contrastByName = object.member("contrastByName").flatMap { readContrastByName($0.value) } ?? true
            guard let schemes else { return nil }
            if case .tokenFiles(let definitions) = schemes {
                checkDerivations(definitions)
                // With errors (an "appearances" that names no scheme, say) nothing is guessed at.
                if !diagnostics.containsErrors {
                    checkSchemesServeAppearances(definitions, appearances: appearances)
                }
            }
            return ColorGenConfig(path: path, rulesVersion: rulesVersion, schemes: schemes,
                                  backgrounds: backgrounds, outputs: outputs, appearances: appearances, layout: layout,
                                  rolePatterns: rolePatterns, modeOverrides: modeOverrides,
                                  contrastChecks: contrastChecks, contrastLevel: contrastLevel, contrastByName: contrastByName)
        }

        // MARK: layout, roles, modeOverrides

        mutating func readLayout(_ member: JSONMember) -> Located<RoleLayout>? {
            let names = RoleLayout.allCases.map(\.rawValue)
            guard let name = member.value.stringValue, let layout = RoleLayout(rawValue: name) else {
                error("\"\(RoleLayout.key)\" must be \"palette\" (the tokens are a rules palette; the rules derive the roles) "
                      + "or \"roles\" (every color token is a role), not \(describe(member.value))"
                      + Suggestion.hint(for: member.value.stringValue ?? "", in: names), at: member.value.position)
                return nil
            }
            return Located(layout, at: location(member.value.position))
        }

        mutating func readRolePatterns(_ member: JSONMember, layout: Located<RoleLayout>?) -> [Located<RolePattern>]? {
            if layout?.value == .palette {
                error("\"roles\" selects roles among the tokens, but with \"\(RoleLayout.key)\": \"palette\" the rules "
                      + "derive the roles; remove one of them", at: member.keyPosition)
                return nil
            }
            guard let array = member.value.arrayValue, !array.isEmpty else {
                error("\"roles\" must be a non-empty array of token path patterns such as \"color.**\" "
                      + "('*' one segment, '**' any number), not \(describe(member.value))", at: member.value.position)
                return nil
            }
            return array.compactMap { element in
                guard let text = element.stringValue else {
                    error("a role pattern must be a string such as \"color.**\", not \(describe(element))", at: element.position)
                    return nil
                }
                switch RolePattern.parse(text) {
                case .success(let pattern):
                    return Located(pattern, at: location(element.position))
                case .failure(let problem):
                    error(problem.message, at: element.position)
                    return nil
                }
            }
        }

        mutating func readModeOverrides(_ member: JSONMember, schemes: SchemeSources?) -> ModeOverrides? {
            let example = "{\"extension\": \"org.primer.overrides\", \"modes\": {\"dark\": \"dark\"}}"
            guard let object = member.value.objectValue else {
                error("\"modeOverrides\" must be an object such as \(example), not \(describe(member.value))",
                      at: member.value.position)
                return nil
            }
            checkKeys(of: object, allowed: ConfigReader.modeOverridesKeys, in: "\"modeOverrides\"")
            if case .resolver? = schemes {
                error("\"modeOverrides\" applies to \"schemes\"; a resolver's modifiers already choose each scheme's values",
                      at: member.keyPosition)
                return nil
            }
            var extensionName: Located<String>?
            if let name = object.member("extension") {
                if let text = name.value.stringValue, !text.isEmpty {
                    extensionName = Located(text, at: location(name.value.position))
                } else {
                    error("\"extension\" must name the $extensions member holding the mode values, such as "
                          + "\"org.primer.overrides\", not \(describe(name.value))", at: name.value.position)
                }
            } else {
                error("\"modeOverrides\" needs \"extension\": the $extensions member holding the mode values", at: object.position)
            }
            var modes: [String: Located<String>] = [:]
            if let modesMember = object.member("modes") {
                if let map = modesMember.value.objectValue, !map.isEmpty {
                    let schemeNames = schemes.flatMap { sources -> [String]? in
                        guard case .tokenFiles(let definitions) = sources else { return nil }
                        return definitions.map(\.name.value)
                    }
                    for mode in map.members {
                        if let names = schemeNames, !names.contains(mode.key) {
                            error("\"modes\" names scheme \"\(mode.key)\", which \"schemes\" does not define"
                                  + Suggestion.hint(for: mode.key, in: names), at: mode.keyPosition)
                        }
                        guard let text = mode.value.stringValue, !text.isEmpty else {
                            error("the mode of scheme \"\(mode.key)\" must be a mode name string, not \(describe(mode.value))",
                                  at: mode.value.position)
                            continue
                        }
                        modes[mode.key] = Located(text, at: location(mode.value.position))
                    }
                } else {
                    error("\"modes\" must map scheme names to mode names, e.g. {\"dark\": \"dark\"}, not \(describe(modesMember.value))",
                          at: modesMember.value.position)
                }
            } else {
                error("\"modeOverrides\" needs \"modes\": scheme name → the mode whose values it takes", at: object.position)
            }
            guard let extensionName else { return nil }
            return ModeOverrides(extensionName: extensionName, modes: modes)
        }

        // MARK: rulesVersion

        mutating func readRulesVersion(_ member: JSONMember?) -> Located<RulesVersion>? {
            guard let member else { return nil }
            guard let number = member.value.numberValue, let version = number.int, version >= 0 else {
                error("\"rulesVersion\" must be a whole number such as 2, not \(describe(member.value))",
                      at: member.value.position)
                return nil
            }
            do {
                return Located(try RulesVersion(number: version), at: location(member.value.position))
            } catch {
                self.error(error.description, at: member.value.position)
                return nil
            }
        }

        // MARK: schemes / resolver

        mutating func readSchemeSources(_ object: JSONObject) -> SchemeSources? {
            let sources = ["schemes", "resolver", "tokensStudio"].compactMap { key in object.member(key) }
            guard let source = sources.first else {
                error("missing \"schemes\" (scheme name → token files), \"resolver\" (a DTCG resolver file) or "
                      + "\"tokensStudio\" (a Tokens Studio $themes.json)", at: object.position)
                return nil
            }
            if sources.count > 1 {
                error("give only one of \"schemes\", \"resolver\" and \"tokensStudio\" (\"\(source.key)\" is at line "
                      + "\(source.keyPosition.line))", at: sources[1].keyPosition)
                return nil
            }
            if source.key != "resolver" {
                for key in ["modifier", "inputs", "scheme"] {
                    if let member = object.member(key) {
                        error("\"\(key)\" only applies with \"resolver\"", at: member.keyPosition)
                    }
                }
            }
            switch source.key {
            case "schemes":
                return readSchemeMap(source.value).map(SchemeSources.tokenFiles)
            case "resolver":
                return readResolver(source, modifier: object.member("modifier"), inputs: object.member("inputs"),
                                    scheme: object.member("scheme"))
                    .map(SchemeSources.resolver)
            default:
                return readTokensStudio(source).map(SchemeSources.tokensStudio)
            }
        }

        mutating func readSchemeMap(_ value: JSONValue) -> [SchemeDefinition]? {
            guard let map = value.objectValue else {
                error("\"schemes\" must be an object mapping scheme names to token files, not \(describe(value))",
                      at: value.position)
                return nil
            }
            guard !map.isEmpty else {
                error("\"schemes\" must name at least one scheme", at: value.position)
                return nil
            }
            var schemes: [SchemeDefinition] = []
            for member in map.members {
                checkSchemeName(member.key, at: member.keyPosition)
                let name = Located(member.key, at: location(member.keyPosition))
                if let object = member.value.objectValue {
                    schemes.append(readDerivedScheme(name, object, at: member.value.position))
                    continue
                }
                let files = readFileList(member)
                schemes.append(SchemeDefinition(name: name, files: files))
            }
            return schemes
        }

        mutating func readFileList(_ member: JSONMember) -> [SchemeFile] {
            guard let array = member.value.arrayValue else {
                error("scheme \"\(member.key)\" must list its token files in an array, not \(describe(member.value))",
                      at: member.value.position)
                return []
            }
            if array.isEmpty {
                error("scheme \"\(member.key)\" lists no token files", at: member.value.position)
            }
            return array.compactMap { readSchemeFile($0) }
        }

        /// A file entry: a path string, or `{"path": "...", "referenceOnly": true}`.
        mutating func readSchemeFile(_ element: JSONValue) -> SchemeFile? {
            if let file = element.stringValue, !file.isEmpty {
                guard isUsablePath(file, at: element.position) else { return nil }
                return SchemeFile(path: Located(file, at: location(element.position)))
            }
            guard let object = element.objectValue else {
                error("a token file must be a non-empty path string or {\"path\": \"...\", \"referenceOnly\": true}, "
                      + "not \(describe(element))", at: element.position)
                return nil
            }
            checkKeys(of: object, allowed: ConfigReader.schemeFileKeys, in: "a token file entry")
            var isReferenceOnly = false
            if let flag = object.member("referenceOnly") {
                if let value = flag.value.boolValue {
                    isReferenceOnly = value
                } else {
                    error("\"referenceOnly\" must be true or false, not \(describe(flag.value))", at: flag.value.position)
                }
            }
            guard let member = object.member("path") else {
                error("a token file entry needs \"path\"", at: object.position)
                return nil
            }
            guard let file = member.value.stringValue, !file.isEmpty else {
                error("\"path\" must be a non-empty path string, not \(describe(member.value))", at: member.value.position)
                return nil
            }
            guard isUsablePath(file, at: member.value.position) else { return nil }
            var entry = SchemeFile(path: Located(file, at: location(member.value.position)), isReferenceOnly: isReferenceOnly)
            if let mode = object.member("mode") {
                guard let name = mode.value.stringValue, !name.isEmpty else {
                    error("\"mode\" must name the file's mode this scheme reads (a non-empty string such as \"night\"), not "
                          + describe(mode.value), at: mode.value.position)
                    return nil
                }
                entry.mode = Located(name, at: location(mode.value.position))
            }
            return entry
        }

        /// `"tokensStudio": {"themes": path, "schemeGroup": group, "fixed": {group: theme}}`.
        mutating func readTokensStudio(_ member: JSONMember) -> TokensStudioSchemes? {
            guard let object = member.value.objectValue else {
                error("\"tokensStudio\" must be an object such as {\"themes\": \"tokens/$themes.json\", "
                      + "\"schemeGroup\": \"Color scheme\"}, not \(describe(member.value))", at: member.value.position)
                return nil
            }
            checkKeys(of: object, allowed: ConfigReader.tokensStudioKeys, in: "\"tokensStudio\"")
            let themes = requiredString("themes", of: object, meaning: "the path of a Tokens Studio $themes.json")
                .flatMap { isUsablePath($0.value, at: $0.location.position) ? $0 : nil }
            let group = requiredString("schemeGroup", of: object, meaning: "the theme group whose themes are the schemes")
            var fixed: [(group: String, theme: Located<String>)] = []
            if let fixedMember = object.member("fixed") {
                if let map = fixedMember.value.objectValue {
                    for entry in map.members {
                        guard let theme = entry.value.stringValue, !theme.isEmpty else {
                            error("group \"\(entry.key)\" must be fixed to a theme name, not \(describe(entry.value))",
                                  at: entry.value.position)
                            continue
                        }
                        if entry.key == group?.value {
                            error("group \"\(entry.key)\" is the scheme group, whose themes are the schemes; it cannot be fixed",
                                  at: entry.keyPosition)
                        }
                        fixed.append((entry.key, Located(theme, at: location(entry.value.position))))
                    }
                } else {
                    error("\"fixed\" must be an object mapping theme groups to theme names, not \(describe(fixedMember.value))",
                          at: fixedMember.value.position)
                }
            }
            guard let themes, let group else { return nil }
            return TokensStudioSchemes(themes: themes, schemeGroup: group, fixed: fixed)
        }

        /// The non-empty string `key` of `object`, reported when absent or of another kind.
        mutating func requiredString(_ key: String, of object: JSONObject, meaning: String) -> Located<String>? {
            guard let member = object.member(key) else {
                error("\"tokensStudio\" needs \"\(key)\": \(meaning)", at: object.position)
                return nil
            }
            guard let text = member.value.stringValue, !text.isEmpty else {
                error("\"\(key)\" must be \(meaning), not \(describe(member.value))", at: member.value.position)
                return nil
            }
            return Located(text, at: location(member.value.position))
        }

        mutating func checkSchemeName(_ name: String, at position: TextPosition) {
            if !ConfigReader.isValidSchemeName(name) {
                error("scheme name \"\(name)\" must be an identifier: a letter or '_' followed by letters, digits or '_'",
                      at: position)
            }
        }

        mutating func readResolver(_ resolver: JSONMember, modifier: JSONMember?, inputs: JSONMember?,
                                   scheme: JSONMember?) -> ResolverSchemes? {
            guard let file = resolver.value.stringValue, !file.isEmpty else {
                error("\"resolver\" must be the path of a DTCG resolver file, not \(describe(resolver.value))",
                      at: resolver.value.position)
                return nil
            }
            guard isUsablePath(file, at: resolver.value.position) else { return nil }
            var modifierName = Located(ConfigReader.defaultModifier, at: location(resolver.keyPosition))
            if let modifier {
                guard let name = modifier.value.stringValue, !name.isEmpty else {
                    error("\"modifier\" must be the name of a modifier in the resolver, not \(describe(modifier.value))",
                          at: modifier.value.position)
                    return nil
                }
                modifierName = Located(name, at: location(modifier.value.position))
            }
            var fixed: [(modifier: String, context: Located<String>)] = []
            if let inputs {
                if let object = inputs.value.objectValue {
                    for member in object.members {
                        guard let context = member.value.stringValue else {
                            error("input \"\(member.key)\" must name a context, not \(describe(member.value))",
                                  at: member.value.position)
                            continue
                        }
                        if member.key.hasSameCodePoints(as: modifierName.value) {
                            error("input \"\(member.key)\" is the modifier whose contexts are the schemes; it cannot be fixed",
                                  at: member.keyPosition)
                        }
                        fixed.append((member.key, Located(context, at: location(member.value.position))))
                    }
                } else {
                    error("\"inputs\" must be an object mapping modifier names to contexts, not \(describe(inputs.value))",
                          at: inputs.value.position)
                }
            }
            var singleScheme: Located<String>?
            if let scheme {
                if modifier != nil {
                    error("\"scheme\" names the one scheme of a resolver without modifiers, so it cannot go with \"modifier\"",
                          at: scheme.keyPosition)
                } else if let name = scheme.value.stringValue {
                    checkSchemeName(name, at: scheme.value.position)
                    singleScheme = Located(name, at: location(scheme.value.position))
                } else {
                    error("\"scheme\" must be the name of the one scheme of a resolver without modifiers, such as \"light\", "
                          + "not \(describe(scheme.value))", at: scheme.value.position)
                }
            }
            return ResolverSchemes(file: Located(file, at: location(resolver.value.position)),
                                   modifier: modifierName, namesModifier: modifier != nil, singleScheme: singleScheme, inputs: fixed)
        }

        // MARK: backgrounds

        mutating func readBackgrounds(_ member: JSONMember) -> [Located<RoleBackground>]? {
            guard let array = member.value.arrayValue else {
                error("\"backgrounds\" must be an array of background names, not \(describe(member.value))",
                      at: member.value.position)
                return nil
            }
            if array.isEmpty {
                error("\"backgrounds\" must name at least one background", at: member.value.position)
            }
            var seen: Set<String> = []
            return array.compactMap { element in
                guard let name = element.stringValue else {
                    error("a background must be a name string, not \(describe(element))", at: element.position)
                    return nil
                }
                if !seen.insert(name).inserted {
                    error("background \"\(name)\" is listed twice", at: element.position)
                }
                guard let background = RoleBackground(rawValue: name) else {
                    let known = RoleBackground.allCases.map(\.rawValue)
                    error("unknown background \"\(name)\"; expected one of \(known.joined(separator: ", "))"
                          + Suggestion.hint(for: name, in: known), at: element.position)
                    return nil
                }
                return Located(background, at: location(element.position))
            }
        }

        // MARK: outputs

        mutating func readOutputs(_ member: JSONMember?, objectPosition: TextPosition) -> [OutputSpec] {
            guard let member else {
                error("missing \"outputs\": list what to write, e.g. [{\"format\": \"swift\", \"path\": \"Colors.swift\"}]",
                      at: objectPosition)
                return []
            }
            guard let array = member.value.arrayValue else {
                error("\"outputs\" must be an array of output objects, not \(describe(member.value))",
                      at: member.value.position)
                return []
            }
            var seenPaths: [String: Int] = [:]
            var outputs: [OutputSpec] = []
            for element in array {
                guard let output = readOutput(element) else { continue }
                let key = SourcePath.normalize(output.path.value)
                if let line = seenPaths[key] {
                    error("output path \"\(output.path.value)\" is also written by the output at line \(line)",
                          at: output.path.location.position)
                } else {
                    seenPaths[key] = output.path.location.position.line
                }
                outputs.append(output)
            }
            return outputs
        }

        mutating func readOutput(_ value: JSONValue) -> OutputSpec? {
            guard let object = value.objectValue else {
                error("an output must be an object with \"format\" or \"template\" and \"path\", not \(describe(value))",
                      at: value.position)
                return nil
            }
            checkKeys(of: object, allowed: ConfigReader.outputKeys, in: "an output")
            let renderer: OutputSpec.Renderer?
            var formatTemplate: Located<String>?
            switch (object.member("format"), object.member("template")) {
            case (let format?, nil):
                if let name = format.value.stringValue, let known = OutputFormat(rawValue: name) {
                    renderer = .format(known)
                } else {
                    let written = format.value.stringValue ?? ""
                    let formats = OutputFormat.allCases.map(\.rawValue)
                    error("unknown output format \(describe(format.value)); expected one of \(formats.joined(separator: ", "))"
                          + Suggestion.hint(for: written, in: formats), at: format.value.position)
                    renderer = nil
                }
            case (nil, let template?):
                if let name = template.value.stringValue, !name.isEmpty {
                    renderer = isUsablePath(name, at: template.value.position) ? .template(name) : nil
                } else {
                    error("\"template\" must be a built-in template name or a template path, not \(describe(template.value))",
                          at: template.value.position)
                    renderer = nil
                }
            case (let format?, let template?):
                // A user template in place of the format's own, with the format's data and options.
                if let name = format.value.stringValue, let known = OutputFormat(rawValue: name), known.acceptsUserTemplate {
                    renderer = .format(known)
                    if let path = template.value.stringValue, !path.isEmpty {
                        if isUsablePath(path, at: template.value.position) {
                            formatTemplate = Located(path, at: location(template.value.position))
                        }
                    } else {
                        error("\"template\" must be a template path, not \(describe(template.value))", at: template.value.position)
                    }
                } else {
                    let accepting = OutputFormat.allCases.filter(\.acceptsUserTemplate).map(\.rawValue)
                    error("\"template\" with \"format\" replaces the template of one of the formats "
                          + accepting.joined(separator: ", ") + "; \(describe(format.value)) is not one of them "
                          + "(use \"partials\" to replace its partials)", at: template.keyPosition)
                    renderer = nil
                }
            case (nil, nil):
                error("an output needs \"format\" (\(OutputFormat.allCases.map(\.rawValue).joined(separator: ", "))) or \"template\"",
                      at: object.position)
                renderer = nil
            }
            var path: Located<String>?
            if let member = object.member("path") {
                if let string = member.value.stringValue, !string.isEmpty {
                    if isUsablePath(string, at: member.value.position, isOutput: true) {
                        path = Located(string, at: location(member.value.position))
                    }
                } else {
                    error("\"path\" must be a non-empty path string, not \(describe(member.value))", at: member.value.position)
                }
            } else {
                error("an output needs a \"path\" to write to", at: object.position)
            }
            var givenOptions: JSONObject?
            if let member = object.member("options") {
                givenOptions = member.value.objectValue
                if givenOptions == nil {
                    error("\"options\" must be an object, not \(describe(member.value))", at: member.value.position)
                }
            }
            var formatPartials: Located<String>?
            if let member = object.member("partials") {
                if case .format? = renderer, let folder = member.value.stringValue, !folder.isEmpty {
                    if isUsablePath(folder, at: member.value.position) {
                        formatPartials = Located(folder, at: location(member.value.position))
                    }
                } else if case .template? = renderer {
                    error("\"partials\" goes with \"format\"; a \"template\" output finds its partials beside the template",
                          at: member.keyPosition)
                } else if renderer != nil {
                    error("\"partials\" must be a folder path, not \(describe(member.value))", at: member.value.position)
                }
            }
            guard let renderer, let path else { return nil }
            return OutputSpec(renderer: renderer, path: path, options: givenOptions, location: location(object.position),
                              formatTemplate: formatTemplate, formatPartials: formatPartials)
        }

        // MARK: Helpers

        mutating func checkKeys(of object: JSONObject, allowed: [String], in context: String) {
            for member in object.members where !allowed.contains(member.key) {
                error("unknown key \"\(member.key)\" in \(context)" + Suggestion.hint(for: member.key, in: allowed),
                      at: member.keyPosition)
            }
        }

        /// Whether `path`, written at `position`, can be used as a path (``ConfigPathCheck``);
        /// reports why not.
        mutating func isUsablePath(_ path: String, at position: TextPosition, isOutput: Bool = false) -> Bool {
            guard let problem = ConfigPathCheck.problem(with: path, isOutput: isOutput) else { return true }
            error("\(isOutput ? "output path" : "path") \"\(path)\" \(problem)", at: position)
            return false
        }

        func location(_ position: TextPosition) -> SourceLocation {
            SourceLocation(path: path, position: position)
        }

        mutating func error(_ message: String, at position: TextPosition) {
            diagnostics.append(.error(message, at: location(position)))
        }

        func describe(_ value: JSONValue) -> String {
            switch value.kind {
            case .string(let string): "\"\(string)\""
            case .number(let number): number.literal
            case .bool(let bool): String(bool)
            default: article(value.kindName)
            }
        }

        func article(_ kind: String) -> String {
            (kind.first.map { "aeiou".contains($0) } ?? false ? "an " : "a ") + kind
        }
    }
}

extension Unicode.Scalar {
    /// Whether this is `A`–`Z` or `a`–`z`.
    var isASCIILetter: Bool {
        ("a"..."z").contains(self) || ("A"..."Z").contains(self)
    }
}
