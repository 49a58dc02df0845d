// Reads and checks Tokens Studio color modifiers (`$extensions["studio.tokens"].modify`).
import ColorMath
import PositionalJSON
import SourceDiagnostics

extension StudioColorModifier {
    /// The vendor key of Tokens Studio's token extensions.
    static let extensionKey = "studio.tokens"
    /// The member of that extension holding the modifier.
    static let modifyKey = "modify"
    /// The members a modifier may have.
    static let memberKeys = ["type", "value", "space", "color"]

    /// The `modify` member of a token's `$extensions["studio.tokens"]`, if it has one.
    static func modifyValue(in extensions: JSONObject?) -> JSONValue? {
        extensions?[extensionKey]?.objectValue?[modifyKey]
    }
}

extension TokenValueValidator {
    /// Reads a Tokens Studio color modifier: `type` (lighten, darken, mix, alpha), `value` (a
    /// number from 0 to 1, a string holding one, or an alias to a number token), `space` (srgb,
    /// hsl, lch, p3) and, for `mix`, `color` (a hex string, a color object or an alias to a color
    /// token). Every problem is reported at the member concerned; `nil` when there is one.
    mutating func studioColorModifier(_ value: JSONValue) -> StudioColorModifier? {
        let what = "the Tokens Studio color modifier"
        guard let object = value.objectValue else {
            error("\(what) ($extensions[\"studio.tokens\"].modify) must be an object with \"type\", \"value\" and \"space\", "
                  + "found \(Self.describe(value))", at: value.position)
            return nil
        }
        for member in object.members where !StudioColorModifier.memberKeys.contains(member.key) {
            warning("'\(member.key)' is not a member of a Tokens Studio color modifier and is ignored; it has "
                    + Self.list(StudioColorModifier.memberKeys) + Suggestion.hint(for: member.key, in: StudioColorModifier.memberKeys),
                    at: member.keyPosition)
        }
        let kind = choice(object, "type", of: StudioColorModifier.Kind.self, what)
        let space = choice(object, "space", of: StudioColorModifier.Space.self, what)
        let amount = modifierAmount(object, what)
        var mixColor: DTCGColor?
        if kind == .mix {
            if let member = object.member("color") {
                mixColor = modifierColor(member.value)
                if mixColor == nil { return nil }
            } else {
                error("\(what) of type \"mix\" needs \"color\", the color mixed in", at: object.position)
                return nil
            }
        } else if let member = object.member("color") {
            warning("\"color\" only applies to a modifier of type \"mix\" and is ignored", at: member.keyPosition)
        }
        guard let kind, let space, let amount else { return nil }
        return StudioColorModifier(kind: kind, amount: amount, space: space, mixColor: mixColor)
    }

    /// The member `key`, one of the names of `Choice`.
    private mutating func choice<Choice: RawRepresentable & CaseIterable>(_ object: JSONObject, _ key: String, of _: Choice.Type,
                                                                          _ what: String) -> Choice?
        where Choice.RawValue == String {
        let names = Choice.allCases.map(\.rawValue)
        guard let member = object.member(key) else {
            error("\(what) needs \"\(key)\": one of \(Self.list(names))", at: object.position)
            return nil
        }
        guard let name = member.value.stringValue, let choice = Choice(rawValue: name) else {
            let written = member.value.stringValue ?? ""
            let shown = member.value.stringValue.map { "\"\($0)\"" } ?? Self.describe(member.value)
            error("\(what) has \"\(key)\" \(shown); expected one of \(Self.list(names))"
                  + Suggestion.hint(for: written, in: names), at: member.value.position)
            return nil
        }
        return choice
    }

    /// `value`: the amount from 0 to 1.
    private mutating func modifierAmount(_ object: JSONObject, _ what: String) -> Double? {
        guard let member = object.member("value") else {
            error("\(what) needs \"value\": the amount, a number from 0 to 1", at: object.position)
            return nil
        }
        var amountValue = member.value
        if let text = amountValue.stringValue {
            if CurlyReference.looksLikeReference(text) {
                guard let target = aliasedValue(text, at: amountValue.position, expecting: .number, "the modifier's \"value\"") else {
                    return nil
                }
                amountValue = target
            } else if let number = Double(text), number.isFinite {
                amountValue = JSONValue(.number(JSONNumber(literal: text, double: number)), at: amountValue.position)
            }
        }
        guard let amount = amountValue.numberValue?.double, amount.isFinite else {
            error("the modifier's \"value\" must be a number from 0 to 1 (or a string holding one, or an alias to a number "
                  + "token), found \(Self.describe(member.value))", at: member.value.position)
            return nil
        }
        guard (0...1).contains(amount) else {
            error("the modifier's \"value\" must be from 0 to 1, found \(amountValue.numberValue?.literal ?? "\(amount)")",
                  at: member.value.position)
            return nil
        }
        return amount
    }

    /// `color` of a `mix` modifier: a hex string, a color object or an alias to a color token.
    private mutating func modifierColor(_ value: JSONValue) -> DTCGColor? {
        if let text = value.stringValue {
            if CurlyReference.looksLikeReference(text) {
                guard let target = aliasedValue(text, at: value.position, expecting: .color, "the modifier's \"color\"") else {
                    return nil
                }
                return color(target, "the modifier's \"color\"")
            }
            if let rgba = RGBA(hex: text) {
                return DTCGColor(colorSpace: .srgb, components: [rgba.red, rgba.green, rgba.blue], alpha: rgba.alpha)
            }
        }
        guard case .color(let color)? = validate(value, as: .color)?.value else { return nil }
        return color
    }
}
