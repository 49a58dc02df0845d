extension String {
    /// Appends `text` with the characters the Mustache spec requires escaping replaced by HTML
    /// entities: `&` → `&amp;`, `<` → `&lt;`, `>` → `&gt;`, `"` → `&quot;`.
    mutating func appendHTMLEscaped(_ text: String) {
        let utf8 = text.utf8
        var pending = utf8.startIndex
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let entity: String? = switch utf8[index] {
            case UInt8(ascii: "&"): "&amp;"
            case UInt8(ascii: "<"): "&lt;"
            case UInt8(ascii: ">"): "&gt;"
            case UInt8(ascii: "\""): "&quot;"
            default: nil
            }
            if let entity {
                append(contentsOf: text[pending..<index])
                append(entity)
                pending = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        append(contentsOf: text[pending...])
    }
}
