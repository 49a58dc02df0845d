// Outcome of one resolver run: ordered token sources to merge, modifier -> context choices, diagnostics.
import SourceDiagnostics

/// What resolving a resolver document for one input produced.
public struct ResolverResolution: Sendable {
    /// The token trees to merge, in order: a token declared again later replaces the earlier one.
    /// Empty when ``diagnostics`` holds an error.
    public var sources: [ResolvedTokenSource]
    /// The context applied for each modifier, by modifier name (chosen by the input or defaulted).
    public var contexts: [String: String]
    /// Problems with the input, with files references name, or inside those files.
    public var diagnostics: [Diagnostic]

    /// Creates a resolution.
    public init(sources: [ResolvedTokenSource], contexts: [String: String], diagnostics: [Diagnostic]) {
        self.sources = sources
        self.contexts = contexts
        self.diagnostics = diagnostics
    }
}
