// Config model for Tokens Studio input: $themes.json path, the scheme group, the theme fixed per other group.
import SourceDiagnostics

/// Schemes taken from a Tokens Studio theme manifest (`$themes.json`): every theme of one group
/// becomes a scheme, with the themes of other groups fixed (see docs/tokens-studio.md).
public struct TokensStudioSchemes: Sendable {
    /// The `$themes.json` path as written in the config. Token sets are files beside it:
    /// set `a/b` is `a/b.json` in the themes file's folder.
    public var themes: Located<String>
    /// The theme group whose themes are the schemes, e.g. "Color scheme".
    var schemeGroup: Located<String>
    /// For other groups, the one theme every scheme also uses, by group name, in config order.
    public var fixed: [(group: String, theme: Located<String>)]

    /// Creates Tokens Studio scheme sources.
    public init(themes: Located<String>, schemeGroup: Located<String>, fixed: [(group: String, theme: Located<String>)]) {
        self.themes = themes
        self.schemeGroup = schemeGroup
        self.fixed = fixed
    }
}
