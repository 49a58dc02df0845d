// A token tree to merge, with its file path, as produced by resolving a resolver document.
import PositionalJSON

/// One DTCG token tree that a resolution merges, in order: an inline source of a resolver
/// document, a token file, or the part of one a reference points at.
public struct ResolvedTokenSource: Sendable {
    /// The token tree (a JSON object), with the reference's overrides applied.
    public var root: JSONValue
    /// The file the tree was read from, for diagnostics (the resolver's own path for inline tokens).
    public var path: String

    /// Creates a source.
    public init(root: JSONValue, path: String) {
        self.root = root
        self.path = path
    }
}
