// The token properties' keys as common strings of the JSON storage, recognised without a String per key.
import PositionalJSON

/// The keys a token or group reader looks for, each one of the JSON storage's common strings, so
/// that a member's key is recognised by comparing two integers (``JSONObject/Members/commonKey(at:)``).
enum TokenKeys {
    static let value = CommonString("$value")!
    /// The legacy form's `value` (``TokenKeyStyle/legacy``).
    static let legacyValue = CommonString("value")!
    static let ref = CommonString("$ref")!
    static let type = CommonString("$type")!
    static let description = CommonString("$description")!
    static let extensions = CommonString("$extensions")!
}
