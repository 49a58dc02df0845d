// A scheme's file entry: a path, or {path, referenceOnly, mode} for primitives aliases use but that aren't roles, or the file's mode a scheme reads.
import SourceDiagnostics

/// One token file of a scheme, as `colorgen.json` lists it: a path string, or
/// `{"path": "...", "referenceOnly": true}` for a file of primitives that aliases use but whose
/// own tokens are not roles (what Style Dictionary calls an `include`).
public struct SchemeFile: Sendable {
    /// The path as written in the config (relative to it).
    public var path: Located<String>
    /// Whether the file's tokens are only there to be aliased: a color token the file defines
    /// (and no later file redefines) is not a role.
    var isReferenceOnly: Bool
    /// The mode of the file the scheme reads (`{"path": "...", "mode": "night"}`), when it is not
    /// the scheme's name: the key of modes in `$value`, `$modes` or `$extensions.mode`, the group or
    /// name affix of one group or name per scheme, or the variant of a form with one per scheme.
    var mode: Located<String>?

    /// Creates a scheme file entry.
    public init(path: Located<String>, isReferenceOnly: Bool = false) {
        self.path = path
        self.isReferenceOnly = isReferenceOnly
    }
}
