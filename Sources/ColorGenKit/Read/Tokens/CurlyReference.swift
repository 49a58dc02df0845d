/// The syntax of a DTCG curly-brace alias: `{group.nested.token}`, naming a whole token by path.
///
/// Segments are separated by `.`, cannot be empty, cannot contain `{` or `}`, and cannot start with
/// `$` except the reserved `$root` (a group's root token: `{color.accent.$root}`).
enum CurlyReference {
    /// Whether `text` is written as a reference (starts with `{`): such strings are references or
    /// malformed references, never literal values.
    static func looksLikeReference(_ text: String) -> Bool {
        text.utf8.first == UInt8(ascii: "{")
    }

    /// The path segments of `text`, or why it is not a well-formed reference.
    static func parse(_ text: String) -> Result<[String], ReferenceSyntaxError> {
        guard text.hasPrefix("{") else {
            return .failure(ReferenceSyntaxError("'\(text)' is not a reference: references look like {group.token}"))
        }
        guard text.hasSuffix("}"), text.count >= 2 else {
            return .failure(ReferenceSyntaxError("reference '\(text)' is missing its closing '}'"))
        }
        let inner = text.dropFirst().dropLast()
        guard !inner.isEmpty else {
            return .failure(ReferenceSyntaxError("reference '{}' is empty; name a token, e.g. {colors.blue}"))
        }
        var segments: [String] = []
        for segment in inner.split(separator: ".", omittingEmptySubsequences: false) {
            if segment.isEmpty {
                return .failure(ReferenceSyntaxError("reference '\(text)' has an empty path segment"))
            }
            if segment.contains("{") || segment.contains("}") {
                return .failure(ReferenceSyntaxError("reference '\(text)' has a brace inside its path"))
            }
            if segment.hasPrefix("$") && segment != "$root" {
                return .failure(ReferenceSyntaxError(
                    "reference '\(text)' names '\(segment)'; curly-brace references name whole tokens, "
                    + "and only '$root' may start with '$'"))
            }
            segments.append(String(segment))
        }
        return .success(segments)
    }
}
