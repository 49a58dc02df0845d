/// One token file of a scheme: its path and whether its tokens are only there to be referred to.
///
/// In `colorgen.json` an entry is a path string, or `{"path": "...", "referenceOnly": true}`.
/// A reference-only file's tokens are merged and can be aliased like any other, but a color token
/// that the merged scheme takes from such a file is not a role (Style Dictionary's `include`, a
/// Tokens Studio set marked `source`).
public struct SchemeFile: Sendable {
    /// The path as written (relative to the config), where it is written.
    public var path: Located<String>
    /// Whether the file's tokens are primitives for aliases rather than roles.
    public var isReferenceOnly: Bool

    /// Creates a scheme file entry.
    public init(path: Located<String>, isReferenceOnly: Bool = false) {
        self.path = path
        self.isReferenceOnly = isReferenceOnly
    }
}
