// Handoff from read to resolve stage: a scheme's evaluated tokens, reference-only files, declared layout.
import DesignTokens
import SourceDiagnostics

/// One scheme's tokens: its token files merged in order (or its resolver context), aliases
/// resolved and values validated.
package struct SchemeTokens: Sendable {
    /// The scheme's name, where the config (or resolver) names it.
    package var name: Located<String>
    /// The valid tokens in document order.
    package var tokens: EvaluatedTokens
    /// The files (paths resolved against the config) whose tokens are only there to be aliased:
    /// a color token located in one of them is not a role.
    var referenceOnlyFiles: Set<String>
    /// The top-level groups of a file (path resolved against the config) whose tokens are only
    /// there to be aliased: a Material Theme Builder export's `palettes` and `coreColors`.
    package var referenceOnlyGroups: [String: Set<String>] = [:]
    /// The layout a token file of the scheme declares with `$extensions.colorgen.layout`, if any.
    var declaredLayout: Located<RoleLayout>?
    /// Whether the scheme is a dark counterpart of a scheme whose gray scale is built in (no
    /// `grayScale` group): its palette then takes the built-in grays mirrored, as its files' swatches are.
    var mirrorsBuiltInGrayScale = false
    /// Where a palette key the scheme lacks is reported: its `palette` group in the first of its
    /// token files that has one, else the start of its first token file; `nil` for schemes that
    /// have no token files of their own (a resolver's contexts), reported at ``name``.
    var paletteLocation: SourceLocation?

    /// Creates a scheme's tokens.
    package init(name: Located<String>, tokens: EvaluatedTokens, referenceOnlyFiles: Set<String> = [],
                declaredLayout: Located<RoleLayout>? = nil) {
        self.name = name
        self.tokens = tokens
        self.referenceOnlyFiles = referenceOnlyFiles
        self.declaredLayout = declaredLayout
    }
}

extension SchemeTokens {
    /// ``paletteLocation`` for a scheme made of `trees`, its token files in order.
    static func paletteLocation(in trees: [TokenTree]) -> SourceLocation? {
        for tree in trees {
            if case .group(let group)? = tree.root.child(named: SchemePaletteReader.paletteGroup) { return group.location }
        }
        return trees.first?.root.location
    }
}
