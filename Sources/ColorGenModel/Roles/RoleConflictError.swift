// Error carrying one diagnostic per custom role whose path is both a color and a group of other roles.
import SourceDiagnostics

/// Custom roles that cannot coexist with the other roles: a path that is both a color and a group
/// of roles (e.g. a custom `text.onPrimary` while `text.onPrimary.body` exists) cannot be written
/// as a token, a CSS name family or a Swift namespace.
struct RoleConflictError: Error, Hashable, Sendable {
    /// One error per conflicting custom role, at the role's location when known.
    package var diagnostics: [Diagnostic]

    /// Creates the error.
    package init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }
}
