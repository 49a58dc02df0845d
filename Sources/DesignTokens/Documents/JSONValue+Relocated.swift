// Re-stamps a copied JSON value with one position, so problems in a `$ref` copy point at the reference.
import PositionalJSON
import SourceDiagnostics

extension JSONValue {
    /// The same value with every position in it (its own, its members' keys and values) set to
    /// `position`: what a `$ref` substitution produces, so that a problem found in the copied value
    /// is reported at the reference that brought it in.
    func relocated(to position: TextPosition) -> JSONValue {
        switch kind {
        case .object(let object):
            let members = object.members.map {
                JSONMember(key: $0.key, keyPosition: position, value: $0.value.relocated(to: position))
            }
            return JSONValue(.object(JSONObject(members: members, at: position)), at: position)
        case .array(let elements):
            return JSONValue(.array(JSONArray(elements.map { $0.relocated(to: position) }, at: position)), at: position)
        default:
            return JSONValue(kind, at: position)
        }
    }
}
