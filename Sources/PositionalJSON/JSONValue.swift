// Positioned JSON model: ordered object members, numbers kept as written, each value with line/column.
import SourceDiagnostics

/// A JSON value read by ``JSONParser``, with the position of its first character.
///
/// Unlike Foundation's `JSONSerialization`, objects keep their members in document order and
/// every value and key knows its line and column, so diagnostics can point at it.
public struct JSONValue: Sendable {
    /// What kind of value this is, with its payload.
    public enum Kind: Sendable {
        case null
        case bool(Bool)
        case number(JSONNumber)
        case string(String)
        case array([JSONValue])
        case object(JSONObject)
    }

    /// The value.
    public var kind: Kind
    /// Where the value starts.
    public var position: TextPosition

    /// Creates a value at a position.
    public init(_ kind: Kind, at position: TextPosition) {
        self.kind = kind
        self.position = position
    }

    /// The string, if this is a string.
    public var stringValue: String? {
        if case .string(let string) = kind { return string }
        return nil
    }

    /// The number, if this is a number.
    public var numberValue: JSONNumber? {
        if case .number(let number) = kind { return number }
        return nil
    }

    /// The Boolean, if this is `true` or `false`.
    public var boolValue: Bool? {
        if case .bool(let bool) = kind { return bool }
        return nil
    }

    /// The elements, if this is an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let array) = kind { return array }
        return nil
    }

    /// The object, if this is an object.
    public var objectValue: JSONObject? {
        if case .object(let object) = kind { return object }
        return nil
    }

    /// Whether this is `null`.
    public var isNull: Bool {
        if case .null = kind { return true }
        return false
    }

    /// The JSON name of this value's kind, for messages: "object", "array", "string", ...
    public var kindName: String {
        switch kind {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}

/// A JSON number, kept exactly as written alongside its `Double` value.
public struct JSONNumber: Hashable, Sendable, CustomStringConvertible {
    /// The number's text as it appears in the document, e.g. `"1.50"` or `"1e400"`.
    public var literal: String
    /// The nearest `Double` (infinite when the literal is out of `Double`'s range).
    public var double: Double

    /// Creates a number from its literal and value.
    public init(literal: String, double: Double) {
        self.literal = literal
        self.double = double
    }

    /// The value as an `Int` when it is integral and fits, e.g. `2` or `2.0`.
    public var int: Int? {
        guard double.isFinite, double.rounded() == double, abs(double) < 9.0e15 else { return nil }
        return Int(double)
    }

    public var description: String { literal }
}

/// One `"key": value` pair of a JSON object.
public struct JSONMember: Sendable {
    /// The key, unescaped.
    public var key: String
    /// Where the key's opening quote is.
    public var keyPosition: TextPosition
    /// The value.
    public var value: JSONValue

    /// Creates a member.
    public init(key: String, keyPosition: TextPosition, value: JSONValue) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }
}

/// A JSON object: members in document order, keys unique (for a repeated key the parser keeps
/// the first key's place and the last value, and warns).
public struct JSONObject: Sendable {
    /// The members in document order.
    public var members: [JSONMember] {
        didSet { mayContainStringsStartingWithBrace = true }
    }
    /// Where the opening brace is.
    public var position: TextPosition
    /// Whether a string value anywhere inside (keys aside) may start with `{`: `false` only when
    /// the parser saw none, so that readers looking for curly-brace references can skip the object.
    package var mayContainStringsStartingWithBrace = true

    /// Creates an object.
    public init(members: [JSONMember], at position: TextPosition) {
        self.members = members
        self.position = position
    }

    /// The member with this key, compared code point by code point as JSON does.
    public func member(_ key: String) -> JSONMember? {
        members.first { $0.key.hasSameCodePoints(as: key) }
    }

    /// The value for this key.
    public subscript(key: String) -> JSONValue? {
        member(key)?.value
    }

    /// The keys in document order.
    public var keys: [String] { members.map(\.key) }

    /// Whether the object has no members.
    public var isEmpty: Bool { members.isEmpty }
}
