// A token tree written as a DTCG token file: groups two spaces deeper per level, each token on one line, aliases as written.
import PositionalJSON

extension TokenTree {
    /// The tree as the text of a DTCG 2025.10 token file: groups in order, each indented two
    /// spaces deeper with its `$type` and `$description`, each token on one line (`$type`,
    /// `$value` as read, so an alias stays `"{group.token}"`, `$description`), and a final newline;
    /// `description` (if given) is the file's top-level `$description`.
    package func dtcgText(description: String? = nil) -> String {
        var lines: [String] = []
        var header: [String] = []
        if let description { header.append("\"$description\": " + JSONStringLiteral.quoted(description)) }
        Self.write(root, header: header, indent: "", into: &lines)
        return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
    }

    private static func write(_ group: TokenGroup, header: [String], indent: String, into lines: inout [String]) {
        let inner = indent + "  "
        var header = header
        if let type = group.declaredType { header.append("\"$type\": \"\(type.rawValue)\"") }
        if let description = group.description { header.append("\"$description\": " + JSONStringLiteral.quoted(description)) }
        lines += header.map { inner + $0 }
        for child in group.children {
            switch child {
            case .token(let token):
                var fields: [String] = []
                if let type = token.declaredType { fields.append("\"$type\": \"\(type.rawValue)\"") }
                if let value = token.value { fields.append("\"$value\": " + value.jsonText) }
                if let description = token.description { fields.append("\"$description\": " + JSONStringLiteral.quoted(description)) }
                lines.append(inner + JSONStringLiteral.quoted(token.name) + ": {" + fields.joined(separator: ", ") + "}")
            case .group(let nested):
                var nestedLines: [String] = []
                write(nested, header: [], indent: inner, into: &nestedLines)
                lines.append(inner + JSONStringLiteral.quoted(nested.name) + ": {"
                             + (nestedLines.isEmpty ? "}" : "\n" + nestedLines.joined(separator: ",\n") + "\n" + inner + "}"))
            }
        }
    }
}
