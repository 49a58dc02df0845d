import DesignTokens
import SourceDiagnostics

/// One scheme's tokens: its token files merged in order (or its resolver context), aliases
/// resolved and values validated.
public struct SchemeTokens: Sendable {
    /// The scheme's name, where the config (or resolver) names it.
    public var name: Located<String>
    /// The valid tokens in document order.
    public var tokens: EvaluatedTokens
    /// The files (paths resolved against the config) whose tokens are only there to be aliased:
    /// a color token located in one of them is not a role.
    public var referenceOnlyFiles: Set<String>
    /// The layout a token file of the scheme declares with `$extensions.colorgen.layout`, if any.
    public var declaredLayout: Located<RoleLayout>?
    /// Whether the scheme is a dark counterpart of a scheme whose gray scale is built in (no
    /// `grayScale` group): its palette then takes the built-in grays mirrored, as its files' swatches are.
    public var mirrorsBuiltInGrayScale = false

    /// Creates a scheme's tokens.
    public init(name: Located<String>, tokens: EvaluatedTokens, referenceOnlyFiles: Set<String> = [],
                declaredLayout: Located<RoleLayout>? = nil) {
        self.name = name
        self.tokens = tokens
        self.referenceOnlyFiles = referenceOnlyFiles
        self.declaredLayout = declaredLayout
    }
}
