// Generator.diff: resolves two configs' roles concurrently and compares them for `colorgen diff`.
import ColorGenModel
import SourceDiagnostics

extension Generator {
    /// What `colorgen diff` found: the differences, when both sides resolved, and each side's problems.
    public struct DiffResult: Sendable {
        /// The role differences; nil when either side has errors.
        public var diff: RoleDiff?
        /// The old side's problems, in reading order (paths as its loader knows them).
        public var oldDiagnostics: [Diagnostic]
        /// The new side's problems, in reading order.
        public var newDiagnostics: [Diagnostic]
    }

    /// Resolves both sides' roles, each through its own loader and rules version, and compares them.
    /// A failing contrast pair stops neither side: the diff shows it (a pair that fails now and
    /// passed before is a regression), and its error is reported as a warning.
    public static func diff(old: DiffSide, new: DiffSide, threshold: Double = RoleDiffer.defaultThreshold) -> DiffResult {
        let sides = [old, new].concurrentMap { side in
            let resolved = resolveRoles(configPath: side.configPath, loader: side.loader, rulesVersion: side.rulesVersion)
            let contrast = Set(resolved.contrastDiagnostics)
            let diagnostics = resolved.diagnostics.map { diagnostic in
                guard diagnostic.severity == .error, contrast.contains(diagnostic) else { return diagnostic }
                var shown = diagnostic
                shown.severity = .warning
                return shown
            }
            return (roles: resolved.roles, diagnostics: diagnostics)
        }
        let (oldSide, newSide) = (sides[0], sides[1])
        var diff: RoleDiff?
        if let oldRoles = oldSide.roles, let newRoles = newSide.roles,
           !oldSide.diagnostics.containsErrors, !newSide.diagnostics.containsErrors {
            diff = RoleDiffer.compare(oldRoles, label: old.label, with: newRoles, label: new.label, threshold: threshold)
        }
        return DiffResult(diff: diff, oldDiagnostics: oldSide.diagnostics.inReadingOrder,
                          newDiagnostics: newSide.diagnostics.inReadingOrder)
    }
}
