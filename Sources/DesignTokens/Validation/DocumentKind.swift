// Tells a resolver document from a token file by its top-level keys, for `colorgen validate`.
import PositionalJSON

/// The two kinds of DTCG document colorgen reads.
public enum DocumentKind: String, CaseIterable, Sendable {
    /// A token file (Format Module 2025.10).
    case tokens
    /// A resolver file (Resolver Module 2025.10).
    case resolver

    /// The kind of a parsed document: a resolver when its top level has `resolutionOrder`, or
    /// the resolver's `version` together with `sets` or `modifiers`; tokens otherwise.
    public static func detect(_ root: JSONValue) -> DocumentKind {
        guard let object = root.objectValue else { return .tokens }
        if object["resolutionOrder"] != nil { return .resolver }
        if object["version"]?.stringValue != nil, object["sets"] != nil || object["modifiers"] != nil {
            return .resolver
        }
        return .tokens
    }
}
