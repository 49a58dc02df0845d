/// One scheme's tokens: its token files merged in order (or its resolver context), aliases
/// resolved and values validated.
public struct SchemeTokens: Sendable {
    /// The scheme's name, where the config (or resolver) names it.
    public var name: Located<String>
    /// The valid tokens in document order.
    public var tokens: ResolvedTokens
    /// The resolved paths of the scheme's reference-only files: a color token defined in one of
    /// them is not a role.
    public var referenceOnlyFiles: Set<String>

    /// Creates a scheme's tokens.
    public init(name: Located<String>, tokens: ResolvedTokens, referenceOnlyFiles: Set<String> = []) {
        self.name = name
        self.tokens = tokens
        self.referenceOnlyFiles = referenceOnlyFiles
    }
}
