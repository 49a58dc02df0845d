/// The read stage of generation: every scheme named by a config, read into ``SchemeTokens``.
///
/// A token file used by several schemes is loaded and parsed once, and its problems are reported
/// once. A file that cannot be loaded is reported at its mention in `colorgen.json`.
public enum SchemeTokensReader {
    /// Reads every scheme of `config` through `loader`. Also returns the path of every file read,
    /// resolved against the config's folder, so that build tools can declare them as inputs.
    public static func read(_ config: ColorGenConfig, loader: any SourceLoader)
        -> (schemes: [SchemeTokens], inputFiles: [String], diagnostics: [Diagnostic]) {
        var reader = Reader(loader: loader)
        let schemes: [SchemeTokens]
        switch config.schemes {
        case .tokenFiles(let definitions):
            schemes = definitions.compactMap { reader.readScheme($0, config: config) }
        case .resolver(let resolver):
            schemes = reader.readResolverSchemes(resolver, config: config)
        }
        return (schemes, reader.inputFiles, reader.diagnostics.removingDuplicates())
    }

    private struct Reader {
        let loader: any SourceLoader
        var trees: [String: TokenTree?] = [:]
        var inputFiles: [String] = []
        var diagnostics: [Diagnostic] = []

        init(loader: any SourceLoader) {
            self.loader = loader
        }

        mutating func readScheme(_ definition: SchemeDefinition, config: ColorGenConfig) -> SchemeTokens? {
            var parts: [TokenTree] = []
            for file in definition.files {
                guard let tree = tree(for: file, config: config) else { continue }
                parts.append(tree)
            }
            guard parts.count == definition.files.count else { return nil }
            let resolved = TokenResolver.resolve(TokenTree.merged(parts))
            diagnostics += resolved.diagnostics
            return SchemeTokens(name: definition.name, tokens: resolved.tokens)
        }

        /// The token tree of one file, loaded and parsed at most once.
        mutating func tree(for file: Located<String>, config: ColorGenConfig) -> TokenTree? {
            let path = config.resolve(file.value)
            if let cached = trees[path] { return cached }
            inputFiles.append(path)
            var tree: TokenTree?
            do {
                let document = try JSONParser.parse(try loader.load(path), path: path)
                diagnostics += document.warnings
                let read = TokenTreeReader.read(document.root, path: path)
                diagnostics += read.diagnostics
                tree = read.tree
            } catch let error as Diagnostic {
                diagnostics.append(error)
            } catch {
                let reason = (error as? SourceLoaderError)?.reason ?? "\(error)"
                diagnostics.append(.error("cannot read token file '\(file.value)': \(reason)", at: file.location))
            }
            trees[path] = .some(tree)
            return tree
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
