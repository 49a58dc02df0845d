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
struct DerivedSchemeFiles: Sendable {
    /// One step of the chain, from the root scheme (no counterpart) to this one.
    struct Stage: Sendable {
        /// What this stage is to the one before; nil for the root.
        var counterpart: SchemeDerivation.Counterpart?
        /// The stage's own files, as written in the config.
        var files: [SchemeFile]
    }

    /// The stages, root first.
    let stages: [Stage]

    /// Every file to merge, in order.
    var files: [SchemeFile] { stages.flatMap(\.files) }

    /// The chain of `definition` through `definitions` (a cycle, already an error of the config,
    /// is cut where it repeats).
    init(of definition: SchemeDefinition, in definitions: [SchemeDefinition]) {
        var stages: [Stage] = []
        var current: SchemeDefinition? = definition
        var seen: Set<String> = []
        while let scheme = current, seen.insert(scheme.name.value).inserted {
            stages.insert(Stage(counterpart: scheme.derivation?.counterpart, files: scheme.files), at: 0)
            current = scheme.derivation.flatMap { derivation in definitions.first { $0.name.value == derivation.source.value } }
        }
        self.stages = stages
    }

    /// Whether what the root scheme has without a file of its own (the built-in gray scale) is
    /// mirrored: an odd number of dark counterparts lie between it and this scheme.
    var mirrorsRoot: Bool { isMirrored(fromStage: 0) }

    /// Whether a token from stage `index` is mirrored an odd number of times.
    private func isMirrored(fromStage index: Int) -> Bool {
        stages[(index + 1)...].filter { $0.counterpart == .dark }.count % 2 == 1
    }

    /// The scheme's tokens from its merged files' `tokens`.
    func derive(_ tokens: EvaluatedTokens, resolvingAgainst config: ColorGenConfig) -> EvaluatedTokens {
        guard stages.contains(where: { $0.counterpart == .dark }) else { return tokens }
        var stageOfFile: [String: Int] = [:]
        for (index, stage) in stages.enumerated() {
            for file in stage.files { stageOfFile[config.resolve(file.path.value)] = index }
        }
        return SchemeDerivationMirror.mirrored(tokens) { token in
            stageOfFile[token.location.path].map(isMirrored(fromStage:)) ?? false
        }
    }
}
