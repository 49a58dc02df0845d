// Validates DTCG composite values: stroke style, border, transition, shadow, gradient, typography.
import PositionalJSON

extension TokenValueValidator {
    /// A keyword (`solid`, `dashed`, ...) or `{"dashArray": [dimension, ...], "lineCap": ...}`.
    mutating func strokeStyle(_ value: JSONValue, _ what: @autoclosure () -> String) -> JSONValue? {
        if let keyword = value.stringValue {
            guard Self.strokeStyleKeywords.contains(keyword) else {
                error("'\(keyword)' is not a stroke style; use one of \(Self.alternatives(Self.strokeStyleKeywords)) "
                      + "or an object with 'dashArray' and 'lineCap'", at: value.position)
                return nil
            }
            return value
        }
        guard value.objectValue != nil else {
            error("\(what()) must be a stroke style keyword such as \"solid\" or an object with 'dashArray' and "
                  + "'lineCap', found \(Self.describe(value))", at: value.position)
            return nil
        }
        return composite(value, what(), of: "a stroke style", members: [
            ("dashArray", true, { validator, member in validator.dashArray(member) }),
            ("lineCap", true, { validator, member in validator.lineCap(member) }),
        ])
    }

    private static let strokeStyleKeywords = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]

    private mutating func dashArray(_ value: JSONValue) -> JSONValue? {
        guard let elements = value.arrayValue else {
            error("dashArray must be an array of dimensions, found \(Self.describe(value))", at: value.position)
            return nil
        }
        guard !elements.isEmpty else {
            error("dashArray must hold at least one dimension", at: value.position)
            return nil
        }
        return elementwise(value, elements) { validator, element in
            validator.check(element, as: .dimension, "a dashArray length")
        }
    }

    private mutating func lineCap(_ value: JSONValue) -> JSONValue? {
        let caps = ["round", "butt", "square"]
        guard let cap = value.stringValue, caps.contains(cap) else {
            error("lineCap must be \(Self.alternatives(caps)), found \(Self.describe(value))", at: value.position)
            return nil
        }
        return value
    }

    /// `{"color": color, "width": dimension, "style": strokeStyle}`.
    mutating func border(_ value: JSONValue, _ what: @autoclosure () -> String) -> JSONValue? {
        composite(value, what(), of: "a border", members: [
            ("color", true, { $0.check($1, as: .color, "the border's color") }),
            ("width", true, { $0.check($1, as: .dimension, "the border's width") }),
            ("style", true, { $0.check($1, as: .strokeStyle, "the border's style") }),
        ])
    }

    /// `{"duration": duration, "delay": duration, "timingFunction": cubicBezier}`.
    mutating func transition(_ value: JSONValue, _ what: @autoclosure () -> String) -> JSONValue? {
        composite(value, what(), of: "a transition", members: [
            ("duration", true, { $0.check($1, as: .duration, "the transition's duration") }),
            ("delay", true, { $0.check($1, as: .duration, "the transition's delay") }),
            ("timingFunction", true, { $0.check($1, as: .cubicBezier, "the transition's timingFunction") }),
        ])
    }

    /// A shadow object, or a non-empty array of shadow objects and aliases to shadow tokens
    /// (an aliased token's layers are spliced in).
    mutating func shadow(_ value: JSONValue, _ what: @autoclosure () -> String) -> JSONValue? {
        guard let layers = value.arrayValue else { return shadowLayer(value, what()) }
        guard !layers.isEmpty else {
            error("\(what()) must hold at least one shadow", at: value.position)
            return nil
        }
        return splicing(value, layers) { validator, layer in
            if let text = layer.stringValue, CurlyReference.looksLikeReference(text) {
                return validator.aliasedValue(text, at: layer.position, expecting: .shadow, "a shadow layer")
            }
            return validator.shadowLayer(layer, "a shadow layer")
        }
    }

    private mutating func shadowLayer(_ value: JSONValue, _ what: @autoclosure () -> String) -> JSONValue? {
        composite(value, what(), of: "a shadow", members: [
            ("color", true, { $0.check($1, as: .color, "the shadow's color") }),
            ("offsetX", true, { $0.check($1, as: .dimension, "the shadow's offsetX") }),
            ("offsetY", true, { $0.check($1, as: .dimension, "the shadow's offsetY") }),
            ("blur", true, { $0.check($1, as: .dimension, "the shadow's blur") }),
            ("spread", true, { $0.check($1, as: .dimension, "the shadow's spread") }),
            ("inset", false, { validator, inset in
                guard inset.boolValue != nil else {
                    validator.error("the shadow's inset must be true or false, found \(Self.describe(inset))",
                                    at: inset.position)
                    return nil
                }
                return inset
            }),
        ])
    }

    /// A non-empty array of stops `{"color": color, "position": number in 0...1}`, or aliases to
    /// gradient tokens (whose stops are spliced in).
    mutating func gradient(_ value: JSONValue, _ what: @autoclosure () -> String) -> JSONValue? {
        guard let stops = value.arrayValue else {
            error("\(what()) must be a gradient: an array of stops with 'color' and 'position', "
                  + "found \(Self.describe(value))", at: value.position)
            return nil
        }
        guard !stops.isEmpty else {
            error("\(what()) must hold at least one gradient stop", at: value.position)
            return nil
        }
        return splicing(value, stops) { validator, stop in
            if let text = stop.stringValue, CurlyReference.looksLikeReference(text) {
                return validator.aliasedValue(text, at: stop.position, expecting: .gradient, "a gradient stop")
            }
            return validator.composite(stop, "a gradient stop", of: "a gradient stop", members: [
                ("color", true, { $0.check($1, as: .color, "the gradient stop's color") }),
                ("position", true, { validator, position in
                    guard let checked = validator.check(position, as: .number, "the gradient stop's position") else {
                        return nil
                    }
                    if let number = checked.numberValue?.double, !(0...1).contains(number) {
                        validator.error("the gradient stop's position is \(number), outside 0 to 1", at: position.position)
                        return nil
                    }
                    return checked
                }),
            ])
        }
    }

    /// `{"fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"}`.
    mutating func typography(_ value: JSONValue, _ what: @autoclosure () -> String) -> JSONValue? {
        composite(value, what(), of: "a typography style", members: [
            ("fontFamily", true, { $0.check($1, as: .fontFamily, "the typography's fontFamily") }),
            ("fontSize", true, { $0.check($1, as: .dimension, "the typography's fontSize") }),
            ("fontWeight", true, { $0.check($1, as: .fontWeight, "the typography's fontWeight") }),
            ("letterSpacing", true, { $0.check($1, as: .dimension, "the typography's letterSpacing") }),
            ("lineHeight", true, { $0.check($1, as: .number, "the typography's lineHeight") }),
        ])
    }

    // MARK: Shared shapes

    private typealias MemberCheck = (inout TokenValueValidator, JSONValue) -> JSONValue?

    /// An object whose members are checked one by one; returns it with each member replaced by
    /// its check's result, or `nil` when anything is wrong.
    private mutating func composite(_ value: JSONValue, _ what: @autoclosure () -> String, of kind: String,
                                    members checks: [(name: String, required: Bool, check: MemberCheck)]) -> JSONValue? {
        guard let (object, complete) = object(value, what(), of: kind, allowed: checks.map(\.name),
                                              required: checks.filter(\.required).map(\.name)) else { return nil }
        var valid = complete
        var members = Array(object.members)
        for index in members.indices {
            guard let check = checks.first(where: { $0.name == members[index].key })?.check else { continue }
            if let checked = check(&self, members[index].value) {
                members[index].value = checked
            } else {
                valid = false
            }
        }
        guard valid else { return nil }
        return JSONValue(.object(JSONObject(members: members, at: object.position)), at: value.position)
    }

    /// An array whose elements are checked one by one.
    private mutating func elementwise(_ value: JSONValue, _ elements: JSONArray, check: MemberCheck) -> JSONValue? {
        var checked: [JSONValue] = []
        checked.reserveCapacity(elements.count)
        var valid = true
        for element in elements {
            if let result = check(&self, element) { checked.append(result) } else { valid = false }
        }
        return valid ? JSONValue(.array(JSONArray(checked, at: value.position)), at: value.position) : nil
    }

    /// An array whose elements are checked one by one; an element that resolves to an array (an
    /// alias to a token holding several layers or stops) is spliced in.
    private mutating func splicing(_ value: JSONValue, _ elements: JSONArray, check: MemberCheck) -> JSONValue? {
        var checked: [JSONValue] = []
        checked.reserveCapacity(elements.count)
        var valid = true
        for element in elements {
            guard let result = check(&self, element) else {
                valid = false
                continue
            }
            if let nested = result.arrayValue { checked.append(contentsOf: nested) } else { checked.append(result) }
        }
        return valid ? JSONValue(.array(JSONArray(checked, at: value.position)), at: value.position) : nil
    }
}
