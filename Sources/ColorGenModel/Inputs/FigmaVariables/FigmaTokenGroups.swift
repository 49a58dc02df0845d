// Nested groups built from slash-separated Figma variable names, turned into one positioned JSON object.
import PositionalJSON
import SourceDiagnostics

/// Tokens placed at paths (`["Semantic", "bg", "default"]`), gathered into nested groups in the
/// order first met and turned into one DTCG document.
struct FigmaTokenGroups {
    private var order: [String] = []
    private var groups: [String: FigmaTokenGroups] = [:]
    private var tokens: [String: (token: JSONObject, keyPosition: TextPosition)] = [:]
    private var position = TextPosition.start

    /// Puts `token` at `path`, its key at `keyPosition`.
    mutating func insert(_ token: JSONObject, at path: [String], keyPosition: TextPosition) {
        guard let first = path.first else { return }
        if !order.contains(first) { order.append(first) }
        if path.count == 1 {
            tokens[first] = (token, keyPosition)
        } else {
            var group = groups[first] ?? FigmaTokenGroups()
            if groups[first] == nil { group.position = keyPosition }
            group.insert(token, at: Array(path.dropFirst()), keyPosition: keyPosition)
            groups[first] = group
        }
    }

    /// The groups as one JSON object at `position`.
    func value(at position: TextPosition) -> JSONValue {
        let members = order.map { name -> JSONMember in
            if let token = tokens[name] {
                return JSONMember(key: name, keyPosition: token.keyPosition, value: JSONValue(.object(token.token), at: token.keyPosition))
            }
            let group = groups[name]!
            return JSONMember(key: name, keyPosition: group.position, value: group.value(at: group.position))
        }
        return JSONValue(.object(JSONObject(members: members, at: position)), at: position)
    }
}
