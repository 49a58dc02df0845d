// The two shapes a resolver source takes: a DTCG tree written in place, or a $ref object to follow later.
import PositionalJSON

/// One entry of a set's `sources` or of a modifier context: tokens written inline or a
/// reference to tokens elsewhere.
public enum ResolverTokenSource: Sendable {
    /// A DTCG token tree written in the resolver document itself.
    case inline(JSONValue)
    /// A reference object pointing at a set, a token file or a part of one.
    case reference(ResolverReference)
}
