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
    /// well-formed reference. Checks the text in one pass over its bytes without splitting it.
    static func parse(_ text: String) -> Result<String, ReferenceSyntaxError> {
        var contiguous = text
        return contiguous.withUTF8 { bytes in
            guard bytes.first == UInt8(ascii: "{") else {
                return .failure(ReferenceSyntaxError("'\(text)' is not a reference: references look like {group.token}"))
            }
            guard bytes.count >= 2, bytes.last == UInt8(ascii: "}") else {
                return .failure(ReferenceSyntaxError("reference '\(text)' is missing its closing '}'"))
            }
            guard bytes.count > 2 else {
                return .failure(ReferenceSyntaxError("reference '{}' is empty; name a token, e.g. {colors.blue}"))
            }
            let end = bytes.count - 1
            var segmentStart = 1
            for index in 1...end {
                let byte = bytes[index]
                if index == end || byte == UInt8(ascii: ".") {
                    if segmentStart == index {
                        return .failure(ReferenceSyntaxError("reference '\(text)' has an empty path segment"))
                    }
                    let segment = UnsafeBufferPointer(rebasing: bytes[segmentStart..<index])
                    if segment[0] == UInt8(ascii: "$") && !segment.elementsEqual("$root".utf8) {
                        return .failure(ReferenceSyntaxError(
                            "reference '\(text)' names '\(String(decoding: segment, as: UTF8.self))'; curly-brace "
                            + "references name whole tokens, and only '$root' may start with '$'"))
                    }
                    segmentStart = index + 1
                } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") {
                    return .failure(ReferenceSyntaxError("reference '\(text)' has a brace inside its path"))
                }
            }
            return .success(String(decoding: UnsafeBufferPointer(rebasing: bytes[1..<end]), as: UTF8.self))
        }
    }

    /// The path segments of a dotted path.
    static func segments(of path: String) -> [String] {
        path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }
}
