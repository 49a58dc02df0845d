/// How a scheme's tokens give its roles, declared by `"layout"` in `colorgen.json` or by
/// `$extensions.colorgen.layout` at the top of a token file; never guessed from group names.
public enum RoleLayout: String, CaseIterable, Sendable {
    /// The tokens are a rules palette (docs/palette-layout.md): swatches, `palette.primary`,
    /// `.secondary`, `.accent`, an optional `grayScale` and custom `roles`; the pinned rules version
    /// derives every role from it.
    case palette
    /// Every (selected) color token is a role, named by its path. The default.
    case roles

    /// The config key and the token-file extension member that declare it.
    public static let key = "layout"
}
