/// Reads and checks a `colorgen.json`, reporting every problem at its line and column.
public enum ConfigReader {
    /// The keys a `colorgen.json` may have at its top level.
    static let topLevelKeys = ["$schema", "rulesVersion", "schemes", "resolver", "modifier", "inputs",
                               "backgrounds", "outputs"]
    /// The keys of one `outputs` entry.
    static let outputKeys = ["format", "template", "path", "options"]
    /// The modifier whose contexts become schemes when `"modifier"` is not given.
    public static let defaultModifier = "scheme"

    /// Parses and checks the config at `path`. Returns the config when it has no errors, and
    /// every diagnostic (errors and warnings) found either way.
    public static func read(_ bytes: [UInt8], path: String) -> (config: ColorGenConfig?, diagnostics: [Diagnostic]) {
        let document: JSONDocument
        do {
            document = try JSONParser.parse(bytes, path: path)
        } catch {
            return (nil, [error])
        }
        var reader = Reader(path: path)
        let config = reader.read(document.root)
        let diagnostics = document.warnings + reader.diagnostics
        return (diagnostics.containsErrors ? nil : config, diagnostics)
    }

    /// Whether `name` can name a scheme: an ASCII letter or `_`, then letters, digits or `_`.
    /// Scheme names become Swift cases, CSS attribute values and file name parts.
    public static func isValidSchemeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCIILetter || first == "_" else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCIILetter || $0 == "_" || ("0"..."9").contains($0) }
    }

    private struct Reader {
        let path: String
        var diagnostics: [Diagnostic] = []

        init(path: String) {
            self.path = path
        }

        mutating func read(_ root: JSONValue) -> ColorGenConfig? {
            guard let object = root.objectValue else {
                error("a colorgen.json must be a JSON object, not \(article(root.kindName))", at: root.position)
                return nil
            }
            checkKeys(of: object, allowed: ConfigReader.topLevelKeys, in: "colorgen.json")
            let rulesVersion = readRulesVersion(object.member("rulesVersion"))
            let schemes = readSchemeSources(object)
            let backgrounds = object.member("backgrounds").flatMap { readBackgrounds($0) }
            let outputs = readOutputs(object.member("outputs"), objectPosition: object.position)
            guard let schemes else { return nil }
            return ColorGenConfig(path: path, rulesVersion: rulesVersion, schemes: schemes,
                                  backgrounds: backgrounds, outputs: outputs)
        }

        // MARK: rulesVersion

        mutating func readRulesVersion(_ member: JSONMember?) -> Located<Int>? {
            guard let member else { return nil }
            guard let number = member.value.numberValue, let version = number.int, version >= 0 else {
                error("\"rulesVersion\" must be a whole number such as 2, not \(describe(member.value))",
                      at: member.value.position)
                return nil
            }
            return Located(version, at: location(member.value.position))
        }

        // MARK: schemes / resolver

        mutating func readSchemeSources(_ object: JSONObject) -> SchemeSources? {
            let schemes = object.member("schemes"), resolver = object.member("resolver")
            switch (schemes, resolver) {
            case (nil, nil):
                error("missing \"schemes\" (scheme name → token files) or \"resolver\" (a DTCG resolver file)",
                      at: object.position)
                return nil
            case (let schemes?, let resolver?):
                error("give either \"schemes\" or \"resolver\", not both (\"schemes\" is at line \(schemes.keyPosition.line))",
                      at: resolver.keyPosition)
                return nil
            case (let schemes?, nil):
                for key in ["modifier", "inputs"] {
                    if let member = object.member(key) {
                        error("\"\(key)\" only applies with \"resolver\"", at: member.keyPosition)
                    }
                }
                return readSchemeMap(schemes.value).map(SchemeSources.tokenFiles)
            case (nil, let resolver?):
                return readResolver(resolver, modifier: object.member("modifier"), inputs: object.member("inputs"))
                    .map(SchemeSources.resolver)
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
                let files = readFileList(member)
                schemes.append(SchemeDefinition(name: Located(member.key, at: location(member.keyPosition)), files: files))
            }
            return schemes
        }

        mutating func readFileList(_ member: JSONMember) -> [Located<String>] {
            guard let array = member.value.arrayValue else {
                error("scheme \"\(member.key)\" must list its token files in an array, not \(describe(member.value))",
                      at: member.value.position)
                return []
            }
            if array.isEmpty {
                error("scheme \"\(member.key)\" lists no token files", at: member.value.position)
            }
            return array.compactMap { element in
                guard let file = element.stringValue, !file.isEmpty else {
                    error("a token file must be a non-empty path string, not \(describe(element))", at: element.position)
                    return nil
                }
                return Located(file, at: location(element.position))
            }
        }

        mutating func checkSchemeName(_ name: String, at position: TextPosition) {
            if !ConfigReader.isValidSchemeName(name) {
                error("scheme name \"\(name)\" must be an identifier: a letter or '_' followed by letters, digits or '_'",
                      at: position)
            }
        }

        mutating func readResolver(_ resolver: JSONMember, modifier: JSONMember?, inputs: JSONMember?) -> ResolverSchemes? {
            guard let file = resolver.value.stringValue, !file.isEmpty else {
                error("\"resolver\" must be the path of a DTCG resolver file, not \(describe(resolver.value))",
                      at: resolver.value.position)
                return nil
            }
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
            return ResolverSchemes(file: Located(file, at: location(resolver.value.position)),
                                   modifier: modifierName, inputs: fixed)
        }

        // MARK: backgrounds

        mutating func readBackgrounds(_ member: JSONMember) -> [Located<String>]? {
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
                return Located(name, at: location(element.position))
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
                    renderer = .template(name)
                } else {
                    error("\"template\" must be a built-in template name or a template path, not \(describe(template.value))",
                          at: template.value.position)
                    renderer = nil
                }
            case (_?, let template?):
                error("give either \"format\" or \"template\", not both", at: template.keyPosition)
                renderer = nil
            case (nil, nil):
                error("an output needs \"format\" (\(OutputFormat.allCases.map(\.rawValue).joined(separator: ", "))) or \"template\"",
                      at: object.position)
                renderer = nil
            }
            var path: Located<String>?
            if let member = object.member("path") {
                if let string = member.value.stringValue, !string.isEmpty {
                    path = Located(string, at: location(member.value.position))
                } else {
                    error("\"path\" must be a non-empty path string, not \(describe(member.value))", at: member.value.position)
                }
            } else {
                error("an output needs a \"path\" to write to", at: object.position)
            }
            var options: JSONObject?
            if let member = object.member("options") {
                options = member.value.objectValue
                if options == nil {
                    error("\"options\" must be an object, not \(describe(member.value))", at: member.value.position)
                }
            }
            guard let renderer, let path else { return nil }
            return OutputSpec(renderer: renderer, path: path, options: options, location: location(object.position))
        }

        // MARK: Helpers

        mutating func checkKeys(of object: JSONObject, allowed: [String], in context: String) {
            for member in object.members where !allowed.contains(member.key) {
                error("unknown key \"\(member.key)\" in \(context)" + Suggestion.hint(for: member.key, in: allowed),
                      at: member.keyPosition)
            }
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
