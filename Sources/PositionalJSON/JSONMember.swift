// One key and value of a JSON object, as read from the document or put together in code.
import SourceDiagnostics

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
