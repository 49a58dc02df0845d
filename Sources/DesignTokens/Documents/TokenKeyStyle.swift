// Tells DTCG `$value` keys from legacy Style Dictionary/Tokens Studio `value` keys; warns on the legacy form.
import PositionalJSON
import SourceDiagnostics

/// How a token file writes token properties: DTCG's `$value`, `$type`, `$description`, or the
/// legacy form of Style Dictionary and Tokens Studio, `value`, `type`, `description` without `$`.
package enum TokenKeyStyle: Sendable {
    /// DTCG 2025.10: `$value`, `$type`, `$description`.
    case dtcg
    /// Style Dictionary / Tokens Studio legacy: `value`, `type`, `description`.
    case legacy

    /// The key that makes an object a token (`$value`, or `value` in the legacy form), as a
    /// common string of the JSON storage.
    var commonValueKey: CommonString {
        switch self {
        case .dtcg: TokenKeys.value
        case .legacy: TokenKeys.legacyValue
        }
    }

    /// The DTCG key a token's member `key` stands for in this style (the key itself when it
    /// stands for none).
    func dtcgKey(for key: String) -> String {
        guard self == .legacy else { return key }
        switch key {
        case "value": return "$value"
        case "type": return "$type"
        case "description": return "$description"
        default: return key
        }
    }

    /// The style of the document `root`: ``legacy`` when no object in it has a `$value` and some
    /// object has a `value` member (the first such member is returned, for the warning saying so).
    /// The search does not enter tokens' values.
    package static func detect(_ root: JSONValue) -> (style: TokenKeyStyle, firstLegacyToken: JSONMember?) {
        var first: JSONMember?
        var pending = [root]
        while let value = pending.popLast() {
            guard let object = value.objectValue else { continue }
            if object["$value"] != nil { return (.dtcg, nil) }
            for member in object.members {
                if member.key == "value" {
                    if first == nil || member.keyPosition < first!.keyPosition { first = member }
                } else if member.key != "$extensions" {
                    pending.append(member.value)
                }
            }
        }
        return first.map { (.legacy, $0) } ?? (.dtcg, nil)
    }

    /// The warning a legacy file gets, once, at its first token's `value`.
    package static func legacyWarning(at location: SourceLocation) -> Diagnostic {
        .warning("this file writes tokens in the legacy Style Dictionary / Tokens Studio form ('value', 'type' and "
                 + "'description' without '$'); colorgen reads it as DTCG 2025.10, which writes '$value', '$type' and "
                 + "'$description'", at: location)
    }
}
