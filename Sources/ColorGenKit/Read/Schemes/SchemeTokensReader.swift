/// The read stage of generation: every scheme named by a config, read into ``SchemeTokens``.
///
/// A token file used by several schemes is loaded and parsed once, and its problems are reported
/// once; files, and then schemes, are read on all cores. A file that cannot be loaded is reported
/// at its mention in `colorgen.json`.
public enum SchemeTokensReader {
    /// Reads every scheme of `config` through `loader`. Also returns the path of every file read,
    /// resolved against the config's folder, so that build tools can declare them as inputs.
    public static func read(_ config: ColorGenConfig, loader: any SourceLoader)
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
        /// merged and resolved. Files and schemes are independent of one another, so each stage
        /// runs on all cores; diagnostics keep the order of a reading one scheme after another.
        mutating func readSchemes(_ definitions: [SchemeDefinition], config: ColorGenConfig) -> [SchemeTokens] {
            var firstMentions: [(path: String, mention: Located<String>)] = []
            var fileIndices: [String: Int] = [:]
            let schemeFiles = definitions.map { definition in
                definition.files.map { file in
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
                Self.readTokenFile(file.mention, path: file.path, loader: loader)
            }
            // Each scheme's trees go to the thread resolving it, so that a file's tree is freed
            // there once the last scheme using it is resolved.
            let schemeTrees: [[TokenTree]?] = schemeFiles.map { indices in
                let trees = indices.compactMap { files[$0].tree }
                return trees.count == indices.count ? trees : nil
            }
            let fileDiagnostics = files.map(\.diagnostics)
            _ = consume files
            let referenceOnly = definitions.map { definition in
                Set(definition.files.filter(\.isReferenceOnly).map { config.resolve($0.path.value) })
            }
            let schemes = Array(zip(zip(definitions.map(\.name), referenceOnly), consume schemeTrees))
                .concurrentMapHandingOver { scheme, trees in
                    guard let trees else { return (tokens: SchemeTokens?.none, diagnostics: [Diagnostic]()) }
                    let resolved = TokenResolver.resolve(TokenTree.merged(trees))
                    return (SchemeTokens(name: scheme.0, tokens: resolved.tokens, referenceOnlyFiles: scheme.1), resolved.diagnostics)
                }
            var reported = Set<Int>()
            for (fileIndices, scheme) in zip(schemeFiles, schemes) {
                for index in fileIndices where reported.insert(index).inserted {
                    diagnostics += fileDiagnostics[index]
                }
                diagnostics += scheme.diagnostics
            }
            return schemes.compactMap(\.tokens)
        }

        /// The token tree of one file, or `nil` with the diagnostics saying why; `mention` is
        /// where the config names the file, for a file that cannot be loaded.
        private static func readTokenFile(_ mention: Located<String>, path: String, loader: any SourceLoader)
            -> (tree: TokenTree?, diagnostics: [Diagnostic]) {
            do {
                let document = try JSONParser.parse(try loader.load(path), path: path)
                let read = TokenTreeReader.read(document)
                return (read.tree, document.warnings + read.diagnostics)
            } catch let error as Diagnostic {
                return (nil, [error])
            } catch {
                let reason = (error as? SourceLoaderError)?.reason ?? "\(error)"
                return (nil, [.error("cannot read token file '\(mention.value)': \(reason)", at: mention.location)])
            }
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
                let resolved = evaluator.resolveTokens(inputs: inputs)
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
