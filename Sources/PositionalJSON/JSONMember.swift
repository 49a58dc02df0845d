// One key and value of a JSON object, as read from the document or put together in code.
import SourceDiagnostics

/// One `"key": value` pair of a JSON object.
public struct JSONMember: Sendable {
    /// The key, unescaped.
    public var key: String
    /// Where the key's opening quote is.
    public var keyPosition: TextPosition {
        get { givenKeyPosition ?? value.storage.position(of: value.index - 1) }
        set { givenKeyPosition = newValue }
    }
    /// Where the key's opening quote is, looked up only when asked for.
    package var deferredKeyPosition: DeferredPosition {
        givenKeyPosition.map(DeferredPosition.init) ?? DeferredPosition(node: value.index - 1, of: value.storage)
    }
    /// The value.
    public var value: JSONValue {
        willSet {
            if givenKeyPosition == nil { givenKeyPosition = keyPosition }
        }
    }
    /// The key's position when it was given rather than read: a member read from an object finds
    /// it, only when asked, at the key node just before its value's.
    private var givenKeyPosition: TextPosition?

    /// Creates a member.
    public init(key: String, keyPosition: TextPosition, value: JSONValue) {
        self.key = key
        self.value = value
        givenKeyPosition = keyPosition
    }

    /// The member whose value is `value`, read from an object's storage, where its key's node
    /// comes just before the value's.
    init(key: String, readBefore value: JSONValue) {
        self.key = key
        self.value = value
    }
}
