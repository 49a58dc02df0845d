// Values built in code in one storage: a reader of another form gives a token's whole value at once.
import SourceDiagnostics

/// A JSON value described in code, which ``JSONValue/init(building:at:)`` builds into one storage.
public indirect enum JSONValueDescription: Sendable {
    case string(String)
    case number(JSONNumber)
    case array([JSONValueDescription])
    case object([(key: String, value: JSONValueDescription)])
}

extension JSONValue {
    /// `description` built into one storage, it and every part of it at `position`: where
    /// ``init(_:at:)``, ``JSONArray`` and ``JSONObject`` build each part in a storage of its own
    /// and copy it into its container's, this builds a nested value (a color token's `$value`,
    /// which readers of asset catalogs and Android resources give for thousands of colors) once.
    public init(building description: JSONValueDescription, at position: TextPosition) {
        var builder = JSONStorageBuilder()
        let root = Self.append(description, at: position, to: &builder).node
        let storage = builder.finish(root: root)
        self.init(storage: storage, index: storage.rootIndex)
    }

    /// The node of `description` with its children appended to `builder`, and whether a string
    /// in it starts with `{`.
    private static func append(_ description: JSONValueDescription, at position: TextPosition,
                               to builder: inout JSONStorageBuilder) -> (node: JSONNode, hasBraceString: Bool) {
        let offset = builder.builtOffset(at: position)
        switch description {
        case .string(let string):
            return (JSONNode(.string, offset: offset, payload: builder.appendText(string)), string.utf8.first == UInt8(ascii: "{"))
        case .number(let number):
            return (JSONNode(.builtNumber, offset: offset, payload: builder.appendNumber(number)), false)
        case .array(let elements):
            let start = builder.pendingCount
            var hasBraceString = false
            for element in elements {
                let appended = append(element, at: position, to: &builder)
                builder.append(appended.node)
                hasBraceString = hasBraceString || appended.hasBraceString
            }
            return (builder.closeContainer(.array, at: Int(offset), childrenFrom: start, mayContainBraceStrings: hasBraceString),
                    hasBraceString)
        case .object(let members):
            let start = builder.pendingCount
            var hasBraceString = false
            for member in members {
                builder.append(JSONNode(.key, offset: builder.builtOffset(at: position), payload: builder.appendText(member.key)))
                let appended = append(member.value, at: position, to: &builder)
                builder.append(appended.node)
                hasBraceString = hasBraceString || appended.hasBraceString
            }
            return (builder.closeContainer(.object, at: Int(offset), childrenFrom: start, mayContainBraceStrings: hasBraceString),
                    hasBraceString)
        }
    }
}
