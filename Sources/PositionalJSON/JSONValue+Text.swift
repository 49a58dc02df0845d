// A JSON value written back as compact JSON text (`{"a": 1, "b": [true, null]}`), numbers as their literals.

extension JSONValue {
    /// The value as JSON text on one line, members in order with `": "` and `", "` between them;
    /// a number as its literal, so it is written as it was read.
    package var jsonText: String {
        switch kind {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let number): return number.literal
        case .string(let string): return JSONStringLiteral.quoted(string)
        case .array(let array): return "[" + array.map(\.jsonText).joined(separator: ", ") + "]"
        case .object(let object):
            return "{" + object.members.map { JSONStringLiteral.quoted($0.key) + ": " + $0.value.jsonText }.joined(separator: ", ") + "}"
        }
    }
}
