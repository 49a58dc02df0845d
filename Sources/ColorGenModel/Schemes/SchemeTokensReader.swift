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
        /// merged (with the mode values its `"modeOverrides"` names, and its own mode of modes
        /// written inside `$value`) and resolved; an input with variants (a Material Theme Builder
        /// export) gives each scheme the variant of its name. Files and
        /// schemes are independent of one another, so each stage runs on all cores; diagnostics
        /// keep the order of a reading one scheme after another.
        mutating func readSchemes(_ definitions: [SchemeDefinition], config: ColorGenConfig) -> [SchemeTokens] {
            var firstMentions: [(path: String, mention: Located<String>)] = []
            var fileIndices: [String: Int] = [:]
            let derivations = DerivedSchemeFiles.chains(of: definitions)
            let schemeFiles = derivations.map { derivation in
                derivation.files.map { file in
                    let path = config.resolve(file.path.value)
                    if let index = fileIndices[path] { return index }
                    fileIndices[path] = firstMentions.count
                    firstMentions.append((path, file.path))
                    return firstMentions.count - 1
                }
            }
            let loader = self.loader
            let schemeNames = definitions.map(\.name.value)
            // The modes each file is read in: the schemes' names, and the modes entries name for it.
            var fileModes = Array(repeating: schemeNames, count: firstMentions.count)
            for (derivation, indices) in zip(derivations, schemeFiles) {
                for (file, index) in zip(derivation.files, indices) {
                    if let mode = file.mode?.value, !fileModes[index].contains(mode) { fileModes[index].append(mode) }
                }
            }
            let files = Array(zip(firstMentions, fileModes)).concurrentMap { file, modes in
                SchemeFileReader.read(file.mention, path: file.path, loader: loader, schemeNames: modes)
            }
            for (file, contents) in zip(firstMentions, files) {
                inputFiles.append(file.path)
                inputFiles += contents.filesRead
            }
            // Each scheme's trees go to the thread resolving it, so that a file's tree is freed
            // there once the last scheme using it is resolved.
            let (schemeTrees, selectionDiagnostics, variantsTaken) = Self.trees(of: definitions, derivations: derivations,
                                                                                  fileIndices: schemeFiles, files: files)
            var fileDiagnostics = files.map(\.diagnostics)
            for (index, file) in files.enumerated() {
                let modes = fileModes[index]
                if let found = file.modeExtension, found.name != config.modeOverrides?.extensionName.value {
                    fileDiagnostics[index].append(Self.unreadModesWarning(found))
                }
                if let unread = file.valueModes?.filter({ !modes.contains($0.mode) }), !unread.isEmpty {
                    fileDiagnostics[index].append(Self.unreadModeKeysWarning(unread, written: "$value modes", file: firstMentions[index].mention.value,
                                                                             schemes: schemeNames,
                                                                             otherwise: "\"\(TokenTree.defaultValueMode)\""))
                }
                if let found = file.tokenModes, case let unread = found.modes.filter({ !modes.contains($0.mode) }),
                   !unread.isEmpty {
                    fileDiagnostics[index].append(Self.unreadModeKeysWarning(unread, written: "\(found.form) modes", file: firstMentions[index].mention.value,
                                                                             schemes: schemeNames,
                                                                             otherwise: "its $value"))
                }
                if let variants = file.variants, let taken = variantsTaken[index] {
                    fileDiagnostics[index].insert(variants.note(taken: taken), at: 0)
                }
            }
            let declaredLayouts = schemeFiles.map { indices in Self.declaredLayout(indices.map { files[$0].layout }) }
            let variantGroups = Dictionary(uniqueKeysWithValues: files.indices.compactMap { index in
                files[index].variants.map { (index, $0.referenceOnlyGroups) }
            })
            let valueModeFiles = Set(files.indices.filter { files[$0].valueModes != nil })
            let tokenModeFiles = Set(files.indices.filter { files[$0].tokenModes != nil })
            let schemePartFiles = Set(files.indices.filter { files[$0].hasSchemeParts })
            _ = consume files
            let overrides = config.modeOverrides
            let jobs = zip(zip(definitions, derivations), consume schemeTrees).enumerated().map { index, scheme in
                (definition: scheme.0.0, derivation: scheme.0.1, trees: scheme.1, mode: overrides?.modes[scheme.0.0.name.value],
                 referenceOnlyGroups: schemeFiles[index].compactMap { file in
                     variantGroups[file].map { (path: firstMentions[file].path, groups: $0) }
                 },
                 readsValueModes: schemeFiles[index].contains(where: valueModeFiles.contains),
                 readsTokenModes: schemeFiles[index].contains(where: tokenModeFiles.contains),
                 readsSchemeParts: schemeFiles[index].contains(where: schemePartFiles.contains),
                 fileModes: schemeFiles[index].map { (valueModes: valueModeFiles.contains($0), tokenModes: tokenModeFiles.contains($0),
                                                      schemeParts: schemePartFiles.contains($0), modes: fileModes[$0]) })
            }
            let schemes = jobs.concurrentMapHandingOver { job in
                guard var trees = job.trees else { return (tokens: SchemeTokens?.none, diagnostics: [Diagnostic]()) }
                let paletteLocation = SchemeTokens.paletteLocation(in: trees)
                // A file whose entry names the mode the scheme reads is read in that mode before the merge.
                for (index, file) in job.derivation.files.enumerated() where index < trees.count && index < job.fileModes.count {
                    guard let mode = file.mode?.value else { continue }
                    let reads = job.fileModes[index]
                    if reads.valueModes { trees[index] = trees[index].applyingValueModes(mode: mode) }
                    if reads.tokenModes { trees[index] = trees[index].applyingTokenModes(mode: mode) }
                    if reads.schemeParts { trees[index] = trees[index].applyingSchemeParts(scheme: mode, schemes: reads.modes) }
                }
                var tree = TokenTree.merged(trees)
                if let overrides, let mode = job.mode {
                    tree = tree.applyingModeOverrides(extensionName: overrides.extensionName.value, mode: mode.value)
                }
                if job.readsValueModes {
                    tree = tree.applyingValueModes(mode: job.definition.name.value)
                }
                if job.readsTokenModes {
                    tree = tree.applyingTokenModes(mode: job.definition.name.value)
                }
                if job.readsSchemeParts {
                    tree = tree.applyingSchemeParts(scheme: job.definition.name.value, schemes: schemeNames)
                }
                let resolved = TokenEvaluator.evaluate(tree, purpose: .generation)
                let tokens = job.derivation.derive(resolved.tokens, resolvingAgainst: config)
                let referenceOnly = Set(job.derivation.files.filter(\.isReferenceOnly).map { config.resolve($0.path.value) })
                var scheme = SchemeTokens(name: job.definition.name, tokens: tokens, referenceOnlyFiles: referenceOnly)
                for file in job.referenceOnlyGroups where !file.groups.isEmpty {
                    scheme.referenceOnlyGroups[file.path] = file.groups
                }
                scheme.mirrorsBuiltInGrayScale = job.derivation.mirrorsRoot
                scheme.paletteLocation = paletteLocation
                return (scheme, resolved.diagnostics)
            }
            var reported = Set<Int>()
            for ((fileIndices, scheme), selection) in zip(zip(schemeFiles, schemes), selectionDiagnostics) {
                for index in fileIndices where reported.insert(index).inserted {
                    diagnostics += fileDiagnostics[index]
                }
                diagnostics += selection + scheme.diagnostics
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

        /// Each scheme's trees, nil for a scheme with a file that could not be read: an input's own tree,
        /// or for an input with variants (a Material Theme Builder export's schemes) the tree of the
        /// variant the scheme's name picks. Also the problems of picking them, per scheme, and which
        /// variant of each input each scheme took, by file index.
        private static func trees(of definitions: [SchemeDefinition], derivations: [DerivedSchemeFiles], fileIndices: [[Int]],
                                  files: [SchemeFileReader.Contents])
            -> (trees: [[TokenTree]?], diagnostics: [[Diagnostic]], variantsTaken: [Int: [(scheme: String, variant: String)]]) {
            // Each scheme builds its trees on its own core: a form with a variant per scheme (an
            // asset catalog's thousands of color sets) builds a whole tree for each.
            let perScheme = Array(fileIndices.enumerated()).concurrentMap { schemeIndex, indices in
                let name = definitions[schemeIndex].name.value
                var trees: [TokenTree] = []
                var diagnostics: [Diagnostic] = []
                var taken: [(index: Int, variant: String)] = []
                for (file, index) in zip(derivations[schemeIndex].files, indices) {
                    guard let variants = files[index].variants else {
                        if let tree = files[index].tree { trees.append(tree) }
                        continue
                    }
                    let read = variants.tree(forScheme: file.mode?.value ?? name, mention: file.path)
                    diagnostics += read.diagnostics
                    guard let variant = read.variant, let tree = read.tree else { continue }
                    trees.append(tree)
                    taken.append((index, variant))
                }
                return (trees: trees.count == indices.count ? trees : nil, diagnostics: diagnostics, taken: taken)
            }
            var variantsTaken: [Int: [(scheme: String, variant: String)]] = [:]
            for (schemeIndex, scheme) in perScheme.enumerated() {
                for (index, variant) in scheme.taken {
                    variantsTaken[index, default: []].append((definitions[schemeIndex].name.value, variant))
                }
            }
            let schemeTrees = perScheme.map(\.trees)
            let diagnostics = perScheme.map(\.diagnostics)
            return (schemeTrees, diagnostics, variantsTaken)
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

        /// The one warning a file gets whose modes (`written` as "$value modes", "$modes modes", ...)
        /// have keys that name no scheme; a scheme without a key of its own takes `otherwise`.
        private static func unreadModeKeysWarning(_ unread: [(mode: String, location: SourceLocation)], written: String,
                                                  file: String, schemes: [String], otherwise: String) -> Diagnostic {
            let shown = unread.prefix(6).map { "\"\($0.mode)\"" }.joined(separator: ", ") + (unread.count > 6 ? ", …" : "")
            // A mode named like a scheme but for case (Figma's "Light" and "Dark") is the likely intent.
            let entries = schemes.compactMap { scheme in
                unread.first { $0.mode.lowercased() == scheme.lowercased() }.map { "\"\(scheme)\": [{\"path\": \"\(file)\", \"mode\": \"\($0.mode)\"}]" }
            }
            let advice = entries.isEmpty ? "name a scheme after it, or name it in the file's entry as {\"path\": \"\(file)\", \"mode\": \"…\"}"
                : "list the file as " + entries.joined(separator: ", ")
            return .warning("the \(written) \(shown) of this file name no scheme of colorgen.json (its schemes are "
                            + schemes.joined(separator: ", ") + "), so no scheme reads them: each scheme takes the mode of "
                            + "its own name, else \(otherwise); to read a mode, \(advice)",
                            at: unread[0].location)
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

        /// The one scheme of a resolver without modifiers (a single set, as Open Props publishes its
        /// tokens): named by `"scheme"`, else ``ResolverSchemes/defaultSingleScheme``.
        private mutating func readSingleScheme(_ resolver: ResolverSchemes, evaluator: ResolverEvaluator,
                                                   diagnostics found: [Diagnostic]) -> [SchemeTokens] {
            diagnostics += found
            let resolved = evaluator.resolveTokens(inputs: [:], purpose: .generation)
            diagnostics += resolved.diagnostics
            guard !resolved.diagnostics.containsErrors else { return [] }
            let name = resolver.singleScheme ?? Located(ResolverSchemes.defaultSingleScheme, at: resolver.file.location)
            return [SchemeTokens(name: name, tokens: resolved.tokens)]
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
            let applied = evaluator.modifiers()
            if !resolver.namesModifier, applied.modifiers.isEmpty, document.modifiers.isEmpty {
                return readSingleScheme(resolver, evaluator: evaluator, diagnostics: applied.diagnostics)
            }
            if let scheme = resolver.singleScheme {
                diagnostics.append(.error("\"scheme\" names the one scheme of a resolver without modifiers, but this resolver "
                                          + "has modifiers; the contexts of \"\(resolver.modifier.value)\" are the schemes",
                                          at: scheme.location))
                return []
            }
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
    package func removingDuplicates() -> [Diagnostic] {
        var seen: Set<Diagnostic> = []
        return filter { seen.insert($0).inserted }
    }
}
