// Matches an input's modifier/context names (exact, or uniquely case-insensitive), applying defaults.
import SourceDiagnostics

/// Chooses the context of every modifier from an input (modifier name → context name), as the
/// module's input validation requires: unknown modifiers and contexts are errors, a modifier the
/// input leaves out takes its `default`, and one without a default is an error.
///
/// Names match exactly, or else case-insensitively when that singles out one name (the module
/// recommends case-insensitive inputs).
enum ResolverInputSelection {
    /// A modifier that inputs may address, with the path of the document declaring it.
    struct Candidate {
        var modifier: ResolverModifier
        var path: String
        /// Whether resolutionOrder applies it (only those need a context).
        var isApplied: Bool
    }

    /// The context chosen for each modifier, by modifier name, and the problems found.
    static func choose(
        _ inputs: [String: String], among candidates: [Candidate], resolverPath: String
    ) -> (contexts: [String: String], diagnostics: [Diagnostic]) {
        var contexts: [String: String] = [:]
        var chosenBy: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        let modifierNames = candidates.map(\.modifier.name)
        for (input, value) in inputs.sorted(by: { $0.key < $1.key }) {
            guard let name = match(input, among: modifierNames),
                let candidate = candidates.first(where: { $0.modifier.name == name })
            else {
                diagnostics.append(
                    .error(
                        "the input names the modifier \"\(input)\", which \"\(resolverPath)\" does not declare"
                            + list(modifierNames, of: "modifiers"),
                        at: nil))
                continue
            }
            let modifier = candidate.modifier
            guard let context = match(value, among: modifier.contextNames) else {
                diagnostics.append(
                    .error(
                        "the input chooses the context \"\(value)\" for modifier \"\(modifier.name)\", which has no "
                            + "such context" + list(modifier.contextNames, of: "contexts"),
                        at: SourceLocation(path: candidate.path, position: modifier.namePosition)))
                continue
            }
            if let earlier = chosenBy[modifier.name] {
                diagnostics.append(
                    .error(
                        "the inputs \"\(earlier)\" and \"\(input)\" both choose a context for modifier \"\(modifier.name)\"",
                        at: nil))
                continue
            }
            chosenBy[modifier.name] = input
            contexts[modifier.name] = context
        }
        for candidate in candidates where candidate.isApplied && contexts[candidate.modifier.name] == nil {
            let modifier = candidate.modifier
            if let defaultContext = modifier.defaultContext {
                contexts[modifier.name] = defaultContext
            } else {
                diagnostics.append(
                    .error(
                        "no input chooses a context for modifier \"\(modifier.name)\", which has no \"default\""
                            + list(modifier.contextNames, of: "contexts"),
                        at: SourceLocation(path: candidate.path, position: modifier.namePosition)))
            }
        }
        return (contexts, diagnostics)
    }

    /// `name` itself when it is among `names`, else the one name equal to it ignoring case.
    private static func match(_ name: String, among names: [String]) -> String? {
        if names.contains(name) { return name }
        let folded = names.filter { $0.lowercased() == name.lowercased() }
        return folded.count == 1 ? folded[0] : nil
    }

    private static func list(_ names: [String], of kind: String) -> String {
        names.isEmpty ? "" : "; its \(kind) are " + names.map { "\"\($0)\"" }.joined(separator: ", ")
    }
}
