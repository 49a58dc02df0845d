// A scheme's file entry: a path, or {path, referenceOnly} for primitives aliases use but that aren't roles.
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

    /// Creates a scheme file entry.
    public init(path: Located<String>, isReferenceOnly: Bool = false) {
        self.path = path
        self.isReferenceOnly = isReferenceOnly
    }
}
