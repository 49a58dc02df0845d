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

    /// The dotted token path `text` names (the text between the braces), or why it is not a
    /// well-formed reference. Checks the text in one pass without splitting it.
    static func parse(_ text: String) -> Result<String, ReferenceSyntaxError> {
        let bytes = text.utf8
        guard looksLikeReference(text) else {
            return .failure(ReferenceSyntaxError("'\(text)' is not a reference: references look like {group.token}"))
        }
        guard bytes.count >= 2, bytes.last == UInt8(ascii: "}") else {
            return .failure(ReferenceSyntaxError("reference '\(text)' is missing its closing '}'"))
        }
        guard bytes.count > 2 else {
            return .failure(ReferenceSyntaxError("reference '{}' is empty; name a token, e.g. {colors.blue}"))
        }
        let inner = bytes.dropFirst().dropLast()
        var segmentStart = inner.startIndex
        var index = inner.startIndex
        while true {
            let atEnd = index == inner.endIndex
            if atEnd || inner[index] == UInt8(ascii: ".") {
                if segmentStart == index {
                    return .failure(ReferenceSyntaxError("reference '\(text)' has an empty path segment"))
                }
                if inner[segmentStart] == UInt8(ascii: "$") && !isRoot(inner[segmentStart..<index]) {
                    let segment = String(Substring(text.utf8[segmentStart..<index]))
                    return .failure(ReferenceSyntaxError(
                        "reference '\(text)' names '\(segment)'; curly-brace references name whole tokens, "
                        + "and only '$root' may start with '$'"))
                }
                if atEnd { break }
                segmentStart = inner.index(after: index)
            } else if inner[index] == UInt8(ascii: "{") || inner[index] == UInt8(ascii: "}") {
                return .failure(ReferenceSyntaxError("reference '\(text)' has a brace inside its path"))
            }
            index = inner.index(after: index)
        }
        return .success(String(Substring(inner)))
    }

    /// The path segments of a dotted path.
    static func segments(of path: String) -> [String] {
        path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    private static func isRoot(_ segment: Substring.UTF8View.SubSequence) -> Bool {
        segment.elementsEqual("$root".utf8)
    }
}
