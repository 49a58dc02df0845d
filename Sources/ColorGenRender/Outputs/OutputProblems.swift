// Collects every error that stops a format's model, so one run reports them together.
import SourceDiagnostics

/// The problems that keep a format from building its model of an output, all reported at once.
struct OutputProblems: Error {
    /// The problems, in the order found.
    var diagnostics: [Diagnostic]

    /// The problems `diagnostics`.
    init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// The single problem `diagnostic`.
    init(_ diagnostic: Diagnostic) {
        diagnostics = [diagnostic]
    }
}
