// Validates every token file a resolver uses by resolving it once per context of each modifier.
import SourceDiagnostics

extension ResolverEvaluator {
    /// Every problem in the token files the resolver references, found by resolving it once per
    /// context of each modifier (the other modifiers at their defaults, or their first context
    /// when they have none), so that every file is read, merged as the resolver merges it, and
    /// validated strictly. A problem that several resolutions share is reported once.
    func tokenDiagnosticsOfEveryContext() -> [Diagnostic] {
        let (modifiers, modifierDiagnostics) = self.modifiers()
        guard !modifierDiagnostics.containsErrors else { return modifierDiagnostics }
        var fallbacks: [String: String] = [:]
        for modifier in modifiers where modifier.defaultContext == nil {
            fallbacks[modifier.name] = modifier.contextNames.first
        }
        var inputs: [[String: String]] = modifiers.isEmpty ? [fallbacks] : []
        for modifier in modifiers {
            for context in modifier.contextNames {
                var input = fallbacks
                input[modifier.name] = context
                inputs.append(input)
            }
        }
        var seen: Set<Diagnostic> = []
        var diagnostics: [Diagnostic] = []
        for input in inputs {
            for diagnostic in resolveTokens(inputs: input, purpose: .validation).diagnostics where seen.insert(diagnostic).inserted {
                diagnostics.append(diagnostic)
            }
        }
        return diagnostics
    }
}
