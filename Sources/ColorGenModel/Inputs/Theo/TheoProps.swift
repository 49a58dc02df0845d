// The props of one Theo file as a DTCG token document: color props as color tokens at the props' own positions.
import ColorMath
import DesignTokens
import PositionalJSON
import SourceDiagnostics

/// The color props of one Theo file as a DTCG group built in code (`{"name": {"$type": "color",
/// "$value": "..."}}`), every key and value at its place in the Theo file, so that the token
/// reader's diagnostics point there; a prop's `type` is its own, else `global`'s.
struct TheoProps {
    /// The DTCG document of the file's color props.
    private(set) var tokens: JSONValue
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var colorCount = 0
    private(set) var otherCount = 0

    init(_ document: JSONDocument, aliases: TheoAliases) {
        let root = document.root.objectValue
        let globalType = root?["global"]?.objectValue?["type"]?.stringValue
        var members: [JSONMember] = []
        for prop in root?["props"]?.objectValue?.members ?? [] {
            let location = SourceLocation(path: document.path, position: prop.value.position)
            guard let object = prop.value.objectValue, let value = object["value"] else {
                diagnostics.append(.error("Theo prop '\(prop.key)' must be an object with \"value\", found \(prop.value.kindName)",
                                          at: location))
                continue
            }
            guard (object["type"]?.stringValue ?? globalType) == "color" else {
                otherCount += 1
                continue
            }
            colorCount += 1
            let valueLocation = SourceLocation(path: document.path, position: value.position)
            guard let text = value.stringValue else {
                diagnostics.append(.error("the value of Theo color prop '\(prop.key)' must be a color string, found \(value.kindName)",
                                          at: valueLocation))
                continue
            }
            switch aliases.resolving(text, at: valueLocation) {
            case .failure(let error):
                diagnostics.append(error)
            case .success(let resolved):
                let token = JSONObject(members: [
                    JSONMember(key: "$type", keyPosition: prop.keyPosition, value: JSONValue(.string("color"), at: prop.keyPosition)),
                    JSONMember(key: "$value", keyPosition: value.position, value: DTCGColor.tokenValue(ofColorString: resolved, at: value.position)),
                ], at: prop.value.position)
                members.append(JSONMember(key: prop.key, keyPosition: prop.keyPosition, value: JSONValue(.object(token), at: prop.value.position)))
            }
        }
        let position = document.root.position
        tokens = JSONValue(.object(JSONObject(members: members, at: position)), at: position)
    }
}
