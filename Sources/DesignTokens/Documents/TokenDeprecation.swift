/// The `$deprecated` property of a token or group: a flag, or a flag with an explanation.
public enum TokenDeprecation: Hashable, Sendable {
    /// `"$deprecated": true` or `false`.
    case flag(Bool)
    /// `"$deprecated": "Use spacing.base instead"`: deprecated, with the reason or replacement.
    case message(String)

    /// Whether the token or group is deprecated.
    public var isDeprecated: Bool {
        switch self {
        case .flag(let flag): flag
        case .message: true
        }
    }
}
