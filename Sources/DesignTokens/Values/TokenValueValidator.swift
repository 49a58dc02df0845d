// Per-type value checking for the evaluator: each $type's shape, finite numbers, aliases typed and inlined.
import PositionalJSON
import SourceDiagnostics

/// Checks a token's value against its type as the DTCG 2025.10 schemas define it, replacing
/// curly-brace aliases inside composite values by the values they stand for.
///
/// Aliases are allowed where the Format Module allows a reference (`tokenValueReference` in the
/// schemas): inside borders, shadows, gradients, transitions, typography and stroke-style dash
/// arrays, as whole properties. An alias must name a token of the type the property needs.
/// Every problem is reported at the value it concerns; a `nil` result means the value is invalid.
struct TokenValueValidator {
    /// Where aliases lead.
    let lookup: any AliasTargetLookup
    /// The file the value comes from, for diagnostics.
    let path: String
    /// How closely values must follow the Format Module.
    let purpose: ReadingPurpose
    /// Problems found so far.
    private(set) var diagnostics: [Diagnostic] = []

    init(lookup: any AliasTargetLookup, path: String, purpose: ReadingPurpose) {
        self.lookup = lookup
        self.path = path
        self.purpose = purpose
    }

    /// Validates a token's whole `$value` (not itself an alias) as `type`.
    mutating func validate(_ value: JSONValue, as type: TokenType) -> (json: JSONValue, value: TokenValue)? {
        // Only messages use this, so it is built only for them.
        func what() -> String { "the \(type.rawValue) value" }
        switch type {
        case .color:
            if let text = value.stringValue {
                return legacyColor(text, at: value.position)
            }
            guard let color = color(value, what()) else { return nil }
            return (value, .color(color))
        case .dimension:
            return dimension(value, what()).map { (value, .dimension($0)) }
        case .duration:
            return duration(value, what()).map { (value, .duration($0)) }
        case .number:
            return number(value, what()).map { (value, .number($0)) }
        case .fontFamily:
            return fontFamily(value, what()).map { (value, .fontFamily($0)) }
        case .fontWeight:
            return fontWeight(value, what()).map { (value, .fontWeight($0)) }
        case .cubicBezier:
            return cubicBezier(value, what()).map { (value, .cubicBezier($0)) }
        case .strokeStyle, .border, .transition, .shadow, .gradient, .typography:
            return check(value, as: type, what()).map { ($0, .composite($0)) }
        }
    }

    /// Validates `value` as `type` where an alias to a token of that type may stand instead;
    /// returns the value with aliases replaced.
    mutating func check(_ value: JSONValue, as type: TokenType, _ what: @autoclosure () -> String) -> JSONValue? {
        if let text = value.stringValue, CurlyReference.looksLikeReference(text) {
            return aliasedValue(text, at: value.position, expecting: type, what())
        }
        switch type {
        case .color: return color(value, what()).map { _ in value }
        case .dimension: return dimension(value, what()).map { _ in value }
        case .duration: return duration(value, what()).map { _ in value }
        case .number: return number(value, what()).map { _ in value }
        case .fontFamily: return fontFamily(value, what()).map { _ in value }
        case .fontWeight: return fontWeight(value, what()).map { _ in value }
        case .cubicBezier: return cubicBezier(value, what()).map { _ in value }
        case .strokeStyle: return strokeStyle(value, what())
        case .border: return border(value, what())
        case .transition: return transition(value, what())
        case .shadow: return shadow(value, what())
        case .gradient: return gradient(value, what())
        case .typography: return typography(value, what())
        }
    }

    /// The value of the token an alias names, which must be of type `type`.
    mutating func aliasedValue(_ text: String, at position: TextPosition, expecting type: TokenType,
                               _ what: @autoclosure () -> String) -> JSONValue? {
        let target: String
        switch CurlyReference.parse(text) {
        case .failure(let syntaxError):
            error(syntaxError.message, at: position)
            return nil
        case .success(let path):
            target = path
        }
        switch lookup.target(ofPath: target) {
        case .token(let targetType, let json):
            guard targetType == type else {
                error("\(what()) refers to '\(target)', which is \(targetType.withArticle) token, "
                      + "but \(type.withArticle) is needed here", at: position)
                return nil
            }
            return json
        case .invalid:
            diagnostics.append(Diagnostic(.note, "'\(text)' is not resolved because token '\(target)' has errors",
                                          at: location(position)))
            return nil
        case .group:
            error("'\(text)' names a group, but references name tokens (a group's own value is its $root token)",
                  at: position)
            return nil
        case .missing(let hint):
            error(AliasTarget.missingMessage(text, path: target, hint: hint), at: position)
            return nil
        }
    }

    // MARK: Helpers for the per-type checks

    /// `value` as an object with only `allowed` members and every one of `required`; reports what
    /// is wrong. `complete` is false when a member is missing or unknown.
    mutating func object(_ value: JSONValue, _ what: @autoclosure () -> String, of kind: String, allowed: [String],
                         required: [String]) -> (object: JSONObject, complete: Bool)? {
        guard let object = value.objectValue else {
            error("\(what()) must be \(kind) object with \(Self.list(required)), found \(Self.describe(value))",
                  at: value.position)
            return nil
        }
        var complete = true
        for member in object.members where !allowed.contains(member.key) {
            error("'\(member.key)' is not a member of \(kind) value; it may have \(Self.list(allowed))",
                  at: member.keyPosition)
            complete = false
        }
        if required.contains(where: { object[$0] == nil }) {
            let missing = required.filter { object[$0] == nil }
            error("\(what()) is missing \(Self.list(missing)) (\(kind) needs \(Self.list(required)))", at: object.position)
            complete = false
        }
        return (object, complete)
    }

    /// A finite number, or `nil` after reporting.
    mutating func finiteNumber(_ value: JSONValue, _ what: @autoclosure () -> String) -> Double? {
        if let double = value.doubleValue, double.isFinite { return double }
        guard let number = value.numberValue else {
            error("\(what()) must be a number, found \(Self.describe(value))", at: value.position)
            return nil
        }
        guard number.double.isFinite else {
            error("\(what()) is \(number.literal), " + Self.nonFiniteReason(number), at: value.position)
            return nil
        }
        return number.double
    }

    /// Why a non-finite number cannot be used: written as JSON5's `Infinity` or `NaN`, or a literal
    /// beyond a double's range.
    static func nonFiniteReason(_ number: JSONNumber) -> String {
        number.literal.hasSuffix("Infinity") || number.literal.hasSuffix("NaN")
            ? "but a finite number is needed" : "which is too large to be a number"
    }

    /// Reports an error at `position` in the value's file.
    mutating func error(_ message: String, at position: TextPosition) {
        diagnostics.append(.error(message, at: location(position)))
    }

    /// Reports a warning at `position` in the value's file.
    mutating func warning(_ message: String, at position: TextPosition, repeatGroup: String? = nil) {
        diagnostics.append(Diagnostic(.warning, message, at: location(position), repeatGroup: repeatGroup))
    }

    func location(_ position: TextPosition) -> SourceLocation {
        SourceLocation(path: path, position: position)
    }

    /// "'a', 'b' and 'c'".
    static func list(_ names: [String]) -> String {
        let quoted = names.map { "'\($0)'" }
        guard quoted.count > 1 else { return quoted.first ?? "nothing" }
        return quoted.dropLast().joined(separator: ", ") + " and " + quoted[quoted.count - 1]
    }

    /// "'a', 'b' or 'c'".
    static func alternatives(_ names: [String]) -> String {
        let quoted = names.map { "'\($0)'" }
        guard quoted.count > 1 else { return quoted.first ?? "nothing" }
        return quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
    }

    /// A short description of a JSON value for messages: `string "red"`, `number 16`, `array`.
    static func describe(_ value: JSONValue) -> String {
        switch value.kind {
        case .string(let text): "string \"\(text.count > 40 ? String(text.prefix(40)) + "…" : text)\""
        case .number(let number): "number \(number.literal)"
        case .bool(let flag): "\(flag)"
        default: value.kindName
        }
    }
}
