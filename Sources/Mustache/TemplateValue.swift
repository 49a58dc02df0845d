/// The data a Mustache template is rendered against: JSON-like values whose maps keep their
/// keys in order.
///
/// Build one with literals (`["name": "primary", "tones": [10, 20]]`), from parsed JSON with
/// ``init(_:)``, or case by case.
public enum TemplateValue: Hashable, Sendable {
    /// No value; false in sections, empty when interpolated.
    case null
    /// `true` or `false`; interpolates as that word.
    case bool(Bool)
    /// A number; see ``TemplateNumber`` for how it prints.
    case number(TemplateNumber)
    /// Text; the empty string is false in sections.
    case string(String)
    /// A list; a section renders once per element, an inverted section only when it is empty.
    case list([TemplateValue])
    /// A map; a section renders once with it on top of the context stack.
    case map(TemplateMap)

    /// Whether a section renders for this value, following the spec's `!!data` (JavaScript)
    /// rule: `null`, `false`, `0`, NaN and `""` are false, everything else is true, including
    /// empty maps. (Lists are iterated instead, so only an empty list renders nothing.)
    public var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let bool): bool
        case .number(let number): !number.isZeroOrNaN
        case .string(let string): !string.isEmpty
        case .list, .map: true
        }
    }

    /// The value for `key` when this is a map.
    public subscript(key: String) -> TemplateValue? {
        if case .map(let map) = self { return map[key] }
        return nil
    }

    /// The value for `key` when this is a map, trying position `hint` first (see
    /// ``TemplateMap/value(forKey:hint:)``).
    func member(_ key: String, hint: inout Int) -> TemplateValue? {
        guard case .map(let map) = self else { return nil }
        return map.value(forKey: key, hint: &hint)
    }

    /// The name of the value's kind for messages: "null", "boolean", "number", ...
    public var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .list: "list"
        case .map: "map"
        }
    }
}

extension TemplateValue: ExpressibleByNilLiteral {
    /// `nil` is ``null``.
    public init(nilLiteral: ()) {
        self = .null
    }
}

extension TemplateValue: ExpressibleByBooleanLiteral {
    /// A Boolean value.
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}

extension TemplateValue: ExpressibleByIntegerLiteral {
    /// An integer value.
    public init(integerLiteral value: Int) {
        self = .number(.integer(value))
    }
}

extension TemplateValue: ExpressibleByFloatLiteral {
    /// A decimal value.
    public init(floatLiteral value: Double) {
        self = .number(.decimal(value))
    }
}

extension TemplateValue: ExpressibleByStringLiteral {
    /// A string value.
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension TemplateValue: ExpressibleByArrayLiteral {
    /// A list value.
    public init(arrayLiteral elements: TemplateValue...) {
        self = .list(elements)
    }
}

extension TemplateValue: ExpressibleByDictionaryLiteral {
    /// A map value with the keys in the order written.
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .map(TemplateMap(elements))
    }
}
