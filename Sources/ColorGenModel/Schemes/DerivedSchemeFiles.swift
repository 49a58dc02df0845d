// Works out a derived scheme's file chain and which resolved tokens get lightness-mirrored per dark stage.
import DesignTokens

/// The token files of a scheme, derived or not, and how its tokens are derived from them
/// (docs/derived-schemes.md).
///
/// A derived scheme reads its source scheme's files (the source's own source's first, for a
/// chain), then its own files; the merge lets its own files win token by token. After
/// resolution, each token that comes from a stage before a dark counterpart is mirrored
/// (``SchemeDerivationMirror``) once per dark counterpart after it; tokens of the scheme's own
/// files are never mirrored.
///
/// A scheme's chain is its source's chain with its own stage added, so ``chains(of:)`` works
/// out each scheme once from its source's: a chain of n schemes costs n steps (and the files
/// each scheme reads), not n for each of its schemes.
struct DerivedSchemeFiles: Sendable {
    /// Every file to merge, in order: the root scheme's first, the scheme's own last.
    let files: [SchemeFile]
    /// For each of ``files``, whether its tokens are mirrored: an odd number of dark
    /// counterparts lie between its scheme and this one.
    private let mirroredFiles: [Bool]
    /// Whether what the root scheme has without a file of its own (the built-in gray scale) is
    /// mirrored: an odd number of dark counterparts lie between it and this scheme.
    let mirrorsRoot: Bool
    /// Whether a dark counterpart lies anywhere on the chain.
    private let hasDarkStage: Bool

    /// The chain of a scheme derived from nothing: its own files.
    private init(root definition: SchemeDefinition) {
        files = definition.files
        mirroredFiles = Array(repeating: false, count: definition.files.count)
        mirrorsRoot = false
        hasDarkStage = false
    }

    /// The chain of `definition`, derived from the scheme whose chain is `source`.
    private init(_ definition: SchemeDefinition, derivedFrom source: DerivedSchemeFiles) {
        let isDark = definition.derivation?.counterpart == .dark
        files = source.files + definition.files
        mirroredFiles = (isDark ? source.mirroredFiles.map { !$0 } : source.mirroredFiles)
            + repeatElement(false, count: definition.files.count)
        mirrorsRoot = isDark != source.mirrorsRoot
        hasDarkStage = isDark || source.hasDarkStage
    }

    /// The chain of each of `definitions`, in their order. A cycle, already an error of the
    /// config, is cut where it repeats.
    static func chains(of definitions: [SchemeDefinition]) -> [DerivedSchemeFiles] {
        let named = Dictionary(definitions.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        var known: [String: DerivedSchemeFiles] = [:]
        return definitions.map { definition in
            // The schemes from this one up to the first whose chain is known, or the root.
            var pending: [SchemeDefinition] = []
            var seen: Set<String> = []
            var base: DerivedSchemeFiles?
            var current: SchemeDefinition? = definition
            while let scheme = current, seen.insert(scheme.name.value).inserted {
                if let chain = known[scheme.name.value] {
                    base = chain
                    break
                }
                pending.append(scheme)
                current = scheme.derivation.flatMap { named[$0.source.value] }
            }
            for scheme in pending.reversed() {
                let chain = base.map { DerivedSchemeFiles(scheme, derivedFrom: $0) } ?? DerivedSchemeFiles(root: scheme)
                known[scheme.name.value] = chain
                base = chain
            }
            return base ?? DerivedSchemeFiles(root: definition)
        }
    }

    /// The scheme's tokens from its merged files' `tokens`.
    func derive(_ tokens: EvaluatedTokens, resolvingAgainst config: ColorGenConfig) -> EvaluatedTokens {
        guard hasDarkStage else { return tokens }
        // A file listed at several stages counts at the last.
        var isMirrored: [String: Bool] = [:]
        for (file, mirrored) in zip(files, mirroredFiles) { isMirrored[config.resolve(file.path.value)] = mirrored }
        return SchemeDerivationMirror.mirrored(tokens) { token in isMirrored[token.location.path] ?? false }
    }
}
