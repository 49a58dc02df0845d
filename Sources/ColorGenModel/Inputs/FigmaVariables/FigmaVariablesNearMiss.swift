// A file that is almost a saved Figma variables response: the error that names the form and what it lacks.
import PositionalJSON
import SourceDiagnostics

/// A JSON file shaped almost like a saved `variables/local` response, which would otherwise be
/// read as token groups with an error per member: a `meta` holding only one of `variables` and
/// `variableCollections` (or one that is no object), or the two at the top level, without `meta`.
struct FigmaVariablesNearMiss {
    /// What the file lacks, said to the user.
    let message: String
    /// Where the file lacks it.
    let position: TextPosition

    /// The near miss `root` is, or `nil` when it is the response itself or nothing like it.
    init?(_ root: JSONValue) {
        guard let object = root.objectValue, !FigmaVariablesResponse.recognise(root) else { return nil }
        let form = "this looks like a saved Figma variables response (GET /v1/files/:file_key/variables/local)"
        let whole = "save the endpoint's whole response, whose \"meta\" holds the \"variables\" and \"variableCollections\" objects"
        if let meta = object.member("meta"), let members = meta.value.objectValue {
            let parts = ["variables", "variableCollections"].map { (key: $0, member: members.member($0)) }
            guard parts.contains(where: { $0.member != nil }) else { return nil }
            if let wrong = parts.first(where: { $0.member != nil && $0.member!.value.objectValue == nil }) {
                message = "\(form), but its \"meta.\(wrong.key)\" must be an object of \(wrong.key) by id, found "
                    + "\(wrong.member!.value.kindName); \(whole)"
                position = wrong.member!.value.position
            } else {
                let missing = parts.first { $0.member == nil }!.key
                message = "\(form), but its \"meta\" has no \"\(missing)\"; \(whole)"
                position = meta.keyPosition
            }
        } else if object["variables"]?.objectValue != nil, object["variableCollections"]?.objectValue != nil {
            message = "\(form) without its \"meta\": \(whole), not only the contents of \"meta\""
            position = root.position
        } else {
            return nil
        }
    }
}
