/// Moving parts out of a parsed document, for readers that own it and turn it into something
/// else: each part they have read can then be freed at once rather than with the whole document,
/// so that a large file's parsed tree and what it is read into are not both held in full.
extension JSONDocument {
    /// The root value, moved out; the document's root becomes `null` at the same position.
    package mutating func takeRoot() -> JSONValue {
        let taken = root
        root = JSONValue(.null, at: root.position)
        return taken
    }
}

extension JSONValue {
    /// The object this value holds, moved out (the value becomes `null` at the same position);
    /// `nil`, and the value unchanged, when it holds no object.
    package mutating func takeObject() -> JSONObject? {
        guard case .object(let object) = kind else { return nil }
        kind = .null
        return object
    }
}

extension JSONObject {
    /// The members, moved out; the object is left without members.
    package mutating func takeMembers() -> [JSONMember] {
        let taken = members
        members = []
        return taken
    }
}
