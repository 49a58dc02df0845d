// Resolver output as evaluated tokens: merges an input's sources, resolves aliases, collects every problem.
import SourceDiagnostics

/// The tokens a resolver document produces for one input: its token sources read as DTCG token
/// trees, merged in order (later wins), then aliases resolved and values validated.
public struct ResolverTokens: Sendable {
    /// The valid tokens, in document order.
    public var tokens: EvaluatedTokens
    /// The context applied for each modifier, by modifier name (chosen by the input or defaulted).
    public var contexts: [String: String]
    /// Every problem: with the input, the references, the token files or the token values.
    public var diagnostics: [Diagnostic]

    /// Creates a result.
    public init(tokens: EvaluatedTokens, contexts: [String: String], diagnostics: [Diagnostic]) {
        self.tokens = tokens
        self.contexts = contexts
        self.diagnostics = diagnostics
    }
}

extension ResolverEvaluator {
    /// The merged and resolved tokens for `inputs` (modifier name → context name).
    ///
    /// Each source is read on its own by ``TokenTreeReader`` (so a `$ref` inside an inline source
    /// points into that source), the trees are merged with ``TokenTree/merged(_:)`` and the
    /// result resolved by ``TokenEvaluator``. No tokens when the input or a reference is invalid.
    ///
    /// `purpose` ``ReadingPurpose/generation`` makes problems in tokens no output uses warnings.
    public func resolveTokens(inputs: [String: String], purpose: ReadingPurpose = .validation) -> ResolverTokens {
        let resolution = resolve(inputs: inputs)
        guard !resolution.diagnostics.containsErrors else {
            return ResolverTokens(tokens: EvaluatedTokens(), contexts: resolution.contexts, diagnostics: resolution.diagnostics)
        }
        var diagnostics = resolution.diagnostics
        var warnedLegacyPaths: Set<String> = []
        let trees = resolution.sources.map { source in
            let keyStyle = Self.keyStyle(of: source, purpose: purpose, warnedPaths: &warnedLegacyPaths, into: &diagnostics)
            let read = TokenTreeReader.read(source.root, path: source.path, purpose: purpose, keyStyle: keyStyle)
            diagnostics += read.diagnostics.foldingRepeatedWarnings()
            return read.tree
        }
        let resolved = TokenEvaluator.evaluate(TokenTree.merged(trees), purpose: purpose)
        diagnostics += resolved.diagnostics
        return ResolverTokens(tokens: resolved.tokens, contexts: resolution.contexts, diagnostics: diagnostics)
    }

    /// How `source` writes its tokens: in generation, a file (or part of one) in the legacy Style
    /// Dictionary / Tokens Studio form is read as it is read when a scheme lists it, with the one
    /// warning per file (`warnedPaths` holds the files warned about); validation reads DTCG only.
    private static func keyStyle(of source: ResolvedTokenSource, purpose: ReadingPurpose,
                                 warnedPaths: inout Set<String>, into diagnostics: inout [Diagnostic]) -> TokenKeyStyle {
        guard purpose.toleratesUnusedTokens else { return .dtcg }
        let (style, firstLegacyToken) = TokenKeyStyle.detect(source.root)
        if let firstLegacyToken, warnedPaths.insert(source.path).inserted {
            diagnostics.append(TokenKeyStyle.legacyWarning(at: SourceLocation(path: source.path, position: firstLegacyToken.keyPosition)))
        }
        return style
    }
}
