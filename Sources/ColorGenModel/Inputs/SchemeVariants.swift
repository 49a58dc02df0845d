// An input whose tokens depend on the scheme reading it: a tree per scheme, picked by the scheme's name.
import DesignTokens
import SourceDiagnostics

/// An input that holds a variant per scheme, such as the schemes of a Material Theme Builder
/// export: each scheme of `colorgen.json` listing it takes the variant its name picks.
package protocol SchemeVariants: Sendable {
    /// The top-level groups of the trees whose tokens are only there to be aliased, not roles.
    var referenceOnlyGroups: Set<String> { get }

    /// A scheme name that takes each variant the input holds, in its order: what `colorgen
    /// validate` reads the input as, to check every variant without a config.
    var schemeNames: [String] { get }

    /// The variant the scheme `name` takes and its tree, with the problems of building it; no
    /// variant and an error at `mention` (where the scheme lists the input) when none fits.
    func tree(forScheme name: String, mention: Located<String>) -> (variant: String?, tree: TokenTree?, diagnostics: [Diagnostic])

    /// The one note saying how the input was read: which variant each scheme took.
    func note(taken: [(scheme: String, variant: String)]) -> Diagnostic
}

extension SchemeVariants {
    /// `taken` as a note lists it: `light, dark ← Dark` (a scheme that took the variant of its own
    /// name is named once).
    func listed(_ taken: [(scheme: String, variant: String)]) -> String {
        taken.map { $0.scheme == $0.variant ? $0.scheme : "\($0.scheme) ← \($0.variant)" }.joined(separator: ", ")
    }
}
