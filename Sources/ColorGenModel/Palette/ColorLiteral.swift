// Where a role's color is written: the token holding the literal value, reached through the role token's aliases.
import SourceDiagnostics

/// The token whose `$value` holds a role's color, and the aliases that lead to it from the
/// role's own token: where a message about the color points, and what `colorgen fix` edits.
public struct ColorLiteral: Hashable, Sendable {
    /// One alias on the way: a token whose whole value names another.
    public struct Alias: Hashable, Sendable {
        /// The aliasing token's path, e.g. `text.muted`.
        public var path: String
        /// Where its key is.
        public var location: SourceLocation
    }

    /// The path of the token holding the literal, as written in its file (`palette.gray.500`).
    public var path: String
    /// Where that token's key is; its file is the one to edit.
    public var location: SourceLocation
    /// The aliases from the role's token to the literal's, in the order they are followed
    /// (empty when the role's token holds the literal itself).
    public var aliases: [Alias]
}
