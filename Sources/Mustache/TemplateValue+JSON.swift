// Turns a parsed JSON value into a Mustache template value (member order kept, Mustache number printing).
import PositionalJSON

extension TemplateValue {
    /// The template value of a parsed JSON value, keeping object members in document order.
    ///
    /// Numbers written as integers that fit an `Int` (`85`, `-3`) become integers; every other
    /// number becomes a decimal of its `Double` value, so `1.210` prints `1.21` and `2.0`
    /// prints `2`, as the Mustache spec expects.
    public init(_ json: JSONValue) {
        switch json.kind {
        case .null:
            self = .null
        case .bool(let bool):
            self = .bool(bool)
        case .number(let number):
            self = .number(TemplateNumber(number))
        case .string(let string):
            self = .string(string)
        case .array(let elements):
            self = .list(elements.map(TemplateValue.init))
        case .object(let object):
            self = .map(TemplateMap(object.members.lazy.map { ($0.key, TemplateValue($0.value)) }))
        }
    }
}

extension TemplateNumber {
    /// The template number of a JSON number: an integer when its literal is one and fits an
    /// `Int`, otherwise a decimal.
    public init(_ json: JSONNumber) {
        let isIntegerLiteral = !json.literal.contains { $0 == "." || $0 == "e" || $0 == "E" }
        if isIntegerLiteral, let integer = Int(json.literal) {
            self = .integer(integer)
        } else {
            self = .decimal(json.double)
        }
    }
}
