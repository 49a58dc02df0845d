// The evaluator's output: tokens with final type, validated value and alias-free JSON, in document order.
import ColorMath
import PositionalJSON
import SourceDiagnostics

/// One token after resolution: its type known, its aliases followed and its value validated.
public struct EvaluatedToken: Sendable {
    /// The token's path, segments joined with `.` (a group's root token ends in `.$root`).
    public var path: String
    /// The token's type: its own `$type`, else its alias target's, else its nearest group's.
    public var type: TokenType
    /// The validated value.
    public var value: TokenValue
    /// The value as JSON with every alias and pointer replaced (colors given as strings in the
    /// legacy form are rewritten in the 2025.10 object form).
    public var json: JSONValue
    /// The path of the token this one's whole value aliases (`"{swatch.royal.1}"` gives
    /// `swatch.royal.1`), if it is an alias; follow it for chains.
    public var aliasTarget: String?
    /// `$description`.
    public var description: String?
    /// `$deprecated`.
    public var deprecated: TokenDeprecation?
    /// The `$description` and `$deprecated` of the nearest groups around the token that declare them.
    public var group: GroupDocumentation
    /// `$extensions`, verbatim.
    public var extensions: JSONObject?
    /// Where the token's key is.
    public var location: SourceLocation

    /// The color, for a color token.
    public var color: DTCGColor? { value.color }
}

/// The valid tokens of a resolved tree in document order, looked up by path in constant time.
public struct EvaluatedTokens: Sendable, RandomAccessCollection {
    /// The tokens in document order.
    public private(set) var tokens: [EvaluatedToken] = []
    private var indexByPath: [CodePointKey: Int] = [:]
    /// In generation, the tokens left out for problems that are errors only if a role uses them.
    public internal(set) var failures: [TokenFailure] = []

    /// Creates an empty collection.
    public init() {}

    /// Creates a collection from tokens with distinct paths and the index of each path.
    init(tokens: [EvaluatedToken], indexByPath: [CodePointKey: Int]) {
        self.tokens = tokens
        self.indexByPath = indexByPath
    }

    /// The same tokens with `transform` applied to each in place; paths must stay as they are.
    package func transformed(_ transform: (inout EvaluatedToken) -> Void) -> EvaluatedTokens {
        var copy = self
        for index in copy.tokens.indices { transform(&copy.tokens[index]) }
        return copy
    }

    /// The token at `path`, e.g. `colors.blue`.
    public subscript(path: String) -> EvaluatedToken? {
        indexByPath[CodePointKey(path)].map { tokens[$0] }
    }

    /// The position of the first token.
    public var startIndex: Int { tokens.startIndex }
    /// The position after the last token.
    public var endIndex: Int { tokens.endIndex }
    /// The token at `position`, in document order.
    public subscript(position: Int) -> EvaluatedToken { tokens[position] }
}
