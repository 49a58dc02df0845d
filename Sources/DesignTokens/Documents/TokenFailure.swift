// Defers failed-token errors to the role stage: errors if a role uses the token, warnings if nothing does.
import SourceDiagnostics

/// A token generation could not resolve, kept aside with its problems until the role stage knows
/// whether any role uses it: errors about a token that is a role, or that a role depends on, stay
/// errors; errors about a token nothing uses become warnings.
public struct TokenFailure: Sendable {
    /// The token's dotted path.
    public var path: String
    /// Where the token is defined.
    public var location: SourceLocation
    /// Its problems (errors, and notes naming what it depends on).
    public var diagnostics: [Diagnostic]
    /// The paths of failed tokens it aliases: used when it is used.
    public var failedDependencies: [String]
}

extension Array where Element == TokenFailure {
    /// The failures' diagnostics once it is known which tokens are used: a failure `isUsed` says
    /// is used, and every failure it depends on, keeps its errors; the others' errors become
    /// warnings, folded per file, and their notes are dropped.
    package func diagnostics(isUsed: (TokenFailure) -> Bool) -> [Diagnostic] {
        let byPath = Dictionary(map { ($0.path, $0) }, uniquingKeysWith: { _, last in last })
        var used = Set<String>()
        var pending = filter(isUsed).map(\.path)
        while let path = pending.popLast() {
            guard used.insert(path).inserted, let failure = byPath[path] else { continue }
            pending += failure.failedDependencies
        }
        var result: [Diagnostic] = []
        for failure in self {
            if used.contains(failure.path) {
                result += failure.diagnostics
                continue
            }
            for diagnostic in failure.diagnostics where diagnostic.severity == .error {
                result.append(ToleratedProblem.unusedToken.warning(from: diagnostic, ignoring: "'\(failure.path)': no role uses it"))
            }
        }
        return result.foldingRepeatedWarnings()
    }
}
