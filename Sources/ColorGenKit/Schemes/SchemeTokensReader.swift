// Read stage: loads each scheme file once, on all cores, reporting load failures at their config mention.
import DesignTokens
import PositionalJSON
import SourceDiagnostics

/// The read stage of generation: every scheme named by a config, read into ``SchemeTokens``.
///
/// A token file used by several schemes is loaded and parsed once, and its problems are reported
/// once; files, and then schemes, are read on all cores. A file that cannot be loaded is reported
/// at its mention in `colorgen.json`.
package enum SchemeTokensReader {
    /// Reads every scheme of `config` through `loader`. Also returns the path of every file read,
    /// resolved against the config's folder, so that build tools can declare them as inputs.
    package static func read(_ config: ColorGenConfig, loader: any SourceLoader)
        -> (schemes: [SchemeTokens], inputFiles: [String], diagnostics: [Diagnostic]) {
        var reader = Reader(loader: loader)
        let schemes: [SchemeTokens]
        switch config.schemes {
        case .tokenFiles(let definitions):
            schemes = reader.readSchemes(definitions, config: config)
        case .resolver(let resolver):
            schemes = reader.readResolverSchemes(resolver, config: config)
        case .tokensStudio(let sources):
            schemes = reader.readSchemes(reader.readTokensStudioThemes(sources, config: config), config: config)
        }
        return (schemes, reader.inputFiles, reader.diagnostics.removingDuplicates())
    }

    private struct Reader {
        let loader: any SourceLoader
        var inputFiles: [String] = []
        var diagnostics: [Diagnostic] = []

        init(loader: any SourceLoader) {
            self.loader = loader
        }

        /// Every scheme of `definitions`: each file is read once, then each scheme's files are
        /// merged (with the mode values its `"modeOverrides"` names) and resolved. Files and
        /// schemes are independent of one another, so each stage runs on all cores; diagnostics
        /// keep the order of a reading one scheme after another.
        mutating func readSchemes(_ definitions: [SchemeDefinition], config: ColorGenConfig) -> [SchemeTokens] {
            var firstMentions: [(path: String, mention: Located<String>)] = []
            var fileIndices: [String: Int] = [:]
            let derivations = definitions.map { DerivedSchemeFiles(of: $0, in: definitions) }
            let schemeFiles = derivations.map { derivation in
                derivation.files.map { file in
                    let path = config.resolve(file.path.value)
                    if let index = fileIndices[path] { return index }
                    fileIndices[path] = firstMentions.count
                    firstMentions.append((path, file.path))
                    return firstMentions.count - 1
                }
            }
            inputFiles += firstMentions.map(\.path)
            let loader = self.loader
            let files = firstMentions.concurrentMap { file in
                SchemeFileReader.read(file.mention, path: file.path, loader: loader)
            }
            // Each scheme's trees go to the thread resolving it, so that a file's tree is freed
            // there once the last scheme using it is resolved.
            let schemeTrees: [[TokenTree]?] = schemeFiles.map { indices in
                let trees = indices.compactMap { files[$0].tree }
                return trees.count == indices.count ? trees : nil
            }
            var fileDiagnostics = files.map(\.diagnostics)
            for (index, file) in files.enumerated() {
                if let found = file.modeExtension, found.name != config.modeOverrides?.extensionName.value {
                    fileDiagnostics[index].append(Self.unreadModesWarning(found))
                }
            }
            let declaredLayouts = schemeFiles.map { indices in Self.declaredLayout(indices.map { files[$0].layout }) }
            _ = consume files
            let overrides = config.modeOverrides
            let jobs = zip(zip(definitions, derivations), consume schemeTrees).map { scheme, trees in
                (definition: scheme.0, derivation: scheme.1, trees: trees, mode: overrides?.modes[scheme.0.name.value])
            }
            let schemes = jobs.concurrentMapHandingOver { job in
                guard let trees = job.trees else { return (tokens: SchemeTokens?.none, diagnostics: [Diagnostic]()) }
                let paletteLocation = SchemeTokens.paletteLocation(in: trees)
                var tree = TokenTree.merged(trees)
                if let overrides, let mode = job.mode {
                    tree = tree.applyingModeOverrides(extensionName: overrides.extensionName.value, mode: mode.value)
                }
                let resolved = TokenEvaluator.evaluate(tree, purpose: .generation)
                let tokens = job.derivation.derive(resolved.tokens, resolvingAgainst: config)
                let referenceOnly = Set(job.derivation.files.filter(\.isReferenceOnly).map { config.resolve($0.path.value) })
                var scheme = SchemeTokens(name: job.definition.name, tokens: tokens, referenceOnlyFiles: referenceOnly)
                scheme.mirrorsBuiltInGrayScale = job.derivation.mirrorsRoot
                scheme.paletteLocation = paletteLocation
                return (scheme, resolved.diagnostics)
            }
            var reported = Set<Int>()
            for (fileIndices, scheme) in zip(schemeFiles, schemes) {
                for index in fileIndices where reported.insert(index).inserted {
                    diagnostics += fileDiagnostics[index]
                }
                diagnostics += scheme.diagnostics
            }
            for layout in declaredLayouts {
                diagnostics += layout.diagnostics
            }
            return zip(schemes, declaredLayouts).compactMap { scheme, layout in
                guard var tokens = scheme.tokens else { return nil }
                tokens.declaredLayout = layout.layout
                return tokens
            }
        }

        /// The layout a scheme's files declare: the one they agree on, or an error at each
        /// declaration that disagrees with the first.
        private static func declaredLayout(_ declarations: [Located<RoleLayout>?]) -> (layout: Located<RoleLayout>?, diagnostics: [Diagnostic]) {
            let declared = declarations.compactMap { $0 }
            guard let first = declared.first else { return (nil, []) }
            let conflicts = declared.dropFirst().filter { $0.value != first.value }.map { other in
                Diagnostic.error("this file declares \"\(RoleLayout.key)\": \"\(other.value.rawValue)\", but another file of the "
                                 + "same scheme declares \"\(first.value.rawValue)\" (at \(first.location))", at: other.location)
            }
            return (first, conflicts)
        }

        /// The one warning a file with per-mode values the config does not read gets.
        private static func unreadModesWarning(_ found: (name: String, location: SourceLocation, modes: [String])) -> Diagnostic {
            let shown = found.modes.prefix(6).joined(separator: ", ") + (found.modes.count > 6 ? ", …" : "")
            let example = found.modes.first ?? "dark"
            return .warning("this file keeps per-mode values in $extensions[\"\(found.name)\"] (modes \(shown)), which colorgen.json "
                            + "does not read, so every scheme takes $value; to give a scheme a mode's values, add "
                            + "\"modeOverrides\": {\"extension\": \"\(found.name)\", \"modes\": {\"<scheme>\": \"\(example)\"}}",
                            at: found.location)
        }

        /// The schemes of a Tokens Studio `$themes.json` (and the `$metadata.json` beside it, when
        /// there is one), as scheme definitions whose files are the selected token sets.
        mutating func readTokensStudioThemes(_ sources: TokensStudioSchemes, config: ColorGenConfig) -> [SchemeDefinition] {
            let path = config.resolve(sources.themes.value)
            let themes: JSONDocument
            do {
                themes = try JSONParser.parse(try loader.load(path), path: path)
            } catch let error as Diagnostic {
                inputFiles.append(path)
                diagnostics.append(error)
                return []
            } catch {
                let reason = (error as? SourceLoaderError)?.reason ?? "\(error)"
                diagnostics.append(.error("cannot read Tokens Studio themes file '\(sources.themes.value)': \(reason)",
                                          at: sources.themes.location))
                return []
            }
            inputFiles.append(path)
            let metadataPath = SourcePath.resolve(TokensStudioThemesReader.metadataFileName, relativeTo: path)
            var metadata: JSONDocument?
            if let bytes = try? loader.load(metadataPath) {
                inputFiles.append(metadataPath)
                do {
                    metadata = try JSONParser.parse(bytes, path: metadataPath)
                } catch {
                    diagnostics.append(error)
                    return []
                }
            }
            let read = TokensStudioThemesReader.schemes(sources, themes: themes, metadata: metadata)
            diagnostics += read.diagnostics
            return read.diagnostics.containsErrors ? [] : read.definitions
        }

        mutating func readResolverSchemes(_ resolver: ResolverSchemes, config: ColorGenConfig) -> [SchemeTokens] {
            let path = config.resolve(resolver.file.value)
            let bytes: [UInt8]
            do {
                bytes = try loader.load(path)
            } catch {
                diagnostics.append(.error("cannot read resolver file '\(resolver.file.value)': \(error.reason)",
                                          at: resolver.file.location))
                return []
            }
            let read = ResolverDocumentReader.read(bytes, path: path)
            diagnostics += read.diagnostics
            guard let document = read.document else { return [] }
            let evaluator = ResolverEvaluator(document: document, loader: loader)
            let files = evaluator.inputFiles()
            inputFiles += files.paths
            let contexts = evaluator.contextNames(ofModifier: resolver.modifier.value)
            diagnostics += contexts.diagnostics
            if contexts.contexts.isEmpty {
                diagnostics.append(.error("the resolver has no modifier \"\(resolver.modifier.value)\" whose contexts could be the schemes",
                                          at: resolver.modifier.location))
                return []
            }
            var fixed: [String: String] = [:]
            for input in resolver.inputs { fixed[input.modifier] = input.context.value }
            return contexts.contexts.compactMap { context in
                guard ConfigReader.isValidSchemeName(context) else {
                    diagnostics.append(.error("context \"\(context)\" of modifier \"\(resolver.modifier.value)\" cannot name a scheme: "
                                              + "scheme names are identifiers (a letter or '_' followed by letters, digits or '_')",
                                              at: resolver.modifier.location))
                    return nil
                }
                var inputs = fixed
                inputs[resolver.modifier.value] = context
                let resolved = evaluator.resolveTokens(inputs: inputs, purpose: .generation)
                diagnostics += resolved.diagnostics
                guard !resolved.diagnostics.containsErrors else { return nil }
                return SchemeTokens(name: Located(context, at: resolver.modifier.location), tokens: resolved.tokens)
            }
        }
    }
}

extension Array where Element == Diagnostic {
    /// The diagnostics with repeats removed, first occurrences kept in order.
    func removingDuplicates() -> [Diagnostic] {
        var seen: Set<Diagnostic> = []
        return filter { seen.insert($0).inserted }
    }
}
