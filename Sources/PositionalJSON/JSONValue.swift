// Positioned JSON model: a value is a view into its document's flat storage, with line/column.
import SourceDiagnostics

/// A JSON value read by ``JSONParser`` (or built in code), with the position of its first character.
///
/// Unlike Foundation's `JSONSerialization`, objects keep their members in document order and
/// every value and key knows its line and column, so diagnostics can point at it.
///
/// A value is a view: a reference to the flat storage of the document it belongs to and the
/// index of its node there, so copying one costs a reference count, and a document of a million
/// values is one array of nodes and one buffer of text rather than a million allocations.
/// Values built in code (``init(_:at:)``) get a small storage of their own.
public struct JSONValue: Sendable {
    /// What kind of value this is, with its payload.
    public enum Kind: Sendable {
        case null
        case bool(Bool)
        case number(JSONNumber)
        case string(String)
        case array(JSONArray)
        case object(JSONObject)
    }

    let storage: JSONStorage
    let index: UInt32

    /// The value at node `index` of `storage`.
    init(storage: JSONStorage, index: UInt32) {
        self.storage = storage
        self.index = index
    }

    /// Creates a value at a position. An array or object already at `position` is that same
    /// value; otherwise the value is built (a container copied) into a storage of its own.
    public init(_ kind: Kind, at position: TextPosition) {
        var builder = JSONStorageBuilder()
        let node: JSONNode
        switch kind {
        case .null:
            node = JSONNode(.null, offset: builder.builtOffset(at: position))
        case .bool(let flag):
            node = JSONNode(.bool, offset: builder.builtOffset(at: position), payload: flag ? 1 : 0)
        case .number(let number):
            node = JSONNode(.builtNumber, offset: builder.builtOffset(at: position), payload: builder.appendNumber(number))
        case .string(let string):
            node = JSONNode(.string, offset: builder.builtOffset(at: position), payload: builder.appendText(string))
        case .array(let array):
            if array.value.position == position {
                self = array.value
                return
            }
            node = builder.copy(array.value.index, of: array.value.storage, at: position)
        case .object(let object):
            if object.value.position == position {
                self = object.value
                return
            }
            node = builder.copy(object.value.index, of: object.value.storage, at: position)
        }
        let storage = builder.finish(root: node)
        self.init(storage: storage, index: storage.rootIndex)
    }

    @inline(__always)
    var node: JSONNode { storage.nodes[Int(index)] }

    /// The value.
    public var kind: Kind {
        let node = node
        switch node.kind {
        case .null: return .null
        case .bool: return .bool(node.payload != 0)
        case .number, .builtNumber: return .number(storage.number(of: node))
        case .string: return .string(storage.string(at: node.payload))
        case .array: return .array(JSONArray(self))
        case .object: return .object(JSONObject(self))
        case .key: preconditionFailure("a key is not a value")
        }
    }

    /// Where the value starts.
    public var position: TextPosition { storage.position(of: index) }

    /// The byte offset in its source at which a parsed value starts (a string's opening quote,
    /// a number's first character); meaningless for a value built in code.
    package var sourceOffset: Int { Int(node.offset) }

    /// The string, if this is a string.
    public var stringValue: String? {
        let node = node
        return node.kind == .string ? storage.string(at: node.payload) : nil
    }

    /// The string, if this is a string equal to one of the common strings (found without making
    /// a `String` of it); `nil` for any other value.
    @inline(__always)
    package var commonString: CommonString? {
        let node = node
        return node.kind == .string ? CommonString(textOffset: node.payload) : nil
    }

    /// The number, if this is a number.
    public var numberValue: JSONNumber? {
        let node = node
        return node.kind == .number || node.kind == .builtNumber ? storage.number(of: node) : nil
    }

    /// The number's `Double`, if this is a number: ``numberValue`` without the literal, for
    /// readers that need the literal only in messages.
    package var doubleValue: Double? {
        let node = node
        return node.kind == .number || node.kind == .builtNumber ? storage.double(of: node) : nil
    }

    /// The Boolean, if this is `true` or `false`.
    public var boolValue: Bool? {
        let node = node
        return node.kind == .bool ? node.payload != 0 : nil
    }

    /// The elements, if this is an array.
    public var arrayValue: JSONArray? {
        node.kind == .array ? JSONArray(self) : nil
    }

    /// The object, if this is an object.
    public var objectValue: JSONObject? {
        node.kind == .object ? JSONObject(self) : nil
    }

    /// Whether this value is, or holds (keys aside), a string whose first character is `{`:
    /// `false` only when none is, found without making strings, and without a search inside
    /// objects the parser saw no such string in.
    package var mayContainStringsStartingWithBrace: Bool {
        let node = node
        switch node.kind {
        case .string: return storage.withText(at: node.payload) { $0.first == UInt8(ascii: "{") }
        case .object: return JSONObject(self).mayContainStringsStartingWithBrace
        case .array: return JSONArray(self).contains { $0.mayContainStringsStartingWithBrace }
        case .null, .bool, .number, .builtNumber, .key: return false
        }
    }

    /// Whether this is `null`.
    public var isNull: Bool { node.kind == .null }

    /// The JSON name of this value's kind, for messages: "object", "array", "string", ...
    public var kindName: String {
        switch node.kind {
        case .null: "null"
        case .bool: "boolean"
        case .number, .builtNumber: "number"
        case .string, .key: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}
