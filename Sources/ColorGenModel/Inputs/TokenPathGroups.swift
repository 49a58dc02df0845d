// Nested groups built from tokens named by paths (Figma's `bg/accent`, DSP's `md.sys.color.primary`), turned into one positioned DTCG document.
import PositionalJSON
import SourceDiagnostics

/// Tokens placed at paths (`["Semantic", "bg", "default"]`), gathered into nested groups in the
/// order first met and turned into one DTCG document, for forms that name a token by its whole
/// path. A path that is both a token and a group (DSP's `md.sys.color.primary` beside
/// `md.sys.color.primary.light`) gives the group a `$root` token.
struct TokenPathGroups {
    private var order: [String] = []
    private var groups: [String: TokenPathGroups] = [:]
    private var tokens: [String: (token: JSONObject, keyPosition: TextPosition)] = [:]
    private var position = TextPosition.start

    /// Puts `token` at `path`, its key at `keyPosition`.
    mutating func insert(_ token: JSONObject, at path: [String], keyPosition: TextPosition) {
        guard let first = path.first else { return }
        if !order.contains(first) { order.append(first) }
        if path.count == 1 {
            tokens[first] = (token, keyPosition)
        } else {
            var group = groups[first] ?? TokenPathGroups()
            if groups[first] == nil { group.position = keyPosition }
            group.insert(token, at: Array(path.dropFirst()), keyPosition: keyPosition)
            groups[first] = group
        }
    }

    /// The groups as one JSON object at `position`.
    func value(at position: TextPosition) -> JSONValue {
        value(at: position, root: nil)
    }

    /// The groups as one JSON object at `position`, with `root` as its `$root` token.
    private func value(at position: TextPosition, root: JSONMember?) -> JSONValue {
        var members = root.map { [$0] } ?? []
        for name in order {
            let token = tokens[name].map {
                JSONMember(key: name, keyPosition: $0.keyPosition, value: JSONValue(.object($0.token), at: $0.keyPosition))
            }
            if let group = groups[name] {
                let root = token.map { JSONMember(key: "$root", keyPosition: $0.keyPosition, value: $0.value) }
                members.append(JSONMember(key: name, keyPosition: group.position, value: group.value(at: group.position, root: root)))
            } else if let token {
                members.append(token)
            }
        }
        return JSONValue(.object(JSONObject(members: members, at: position)), at: position)
    }
}
