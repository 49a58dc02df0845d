/// The groups and tokens of one token file (or of several merged), before aliases are resolved.
public struct TokenTree: Sendable {
    /// The document's top-level group.
    public var root: TokenGroup

    /// Creates a tree.
    public init(root: TokenGroup) {
        self.root = root
    }

    /// Whether the tree has no tokens and no groups.
    public var isEmpty: Bool { root.isEmpty }
}
