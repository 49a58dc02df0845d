// Alias lookup results (valid token, invalid, group, missing + hint), their message, the lookup protocol.
import PositionalJSON

/// What a curly-brace alias leads to, as value validation needs it.
enum AliasTarget {
    /// A valid token: its type and its value with its own references replaced.
    case token(type: TokenType, json: JSONValue)
    /// A token whose value has errors (already reported) or is part of a reference cycle.
    case invalid
    /// A group, not a token.
    case group
    /// Nothing; `hint` may explain a likely mistake.
    case missing(hint: String?)

    /// The error for an alias `text` to `path`, which names nothing.
    static func missingMessage(_ text: String, path: String, hint: String?) -> String {
        "'\(text)' refers to '\(path)', " + missingPhrase + (hint.map { "; \($0)" } ?? "")
    }

    /// What every error for an alias to nothing says, so that validation can tell them apart.
    static let missingPhrase = "but there is no such token"
}

/// Finds what a dotted token path leads to.
protocol AliasTargetLookup {
    /// The token, group or nothing at `path` (segments joined with `.`).
    func target(ofPath path: String) -> AliasTarget
}
