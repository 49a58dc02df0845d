// Validates DTCG primitive values: dimension, duration, number, font family, font weight, cubic Bézier.
import PositionalJSON
import SourceDiagnostics

extension TokenValueValidator {
    /// `{"value": <number>, "unit": "px" | "rem"}`.
    mutating func dimension(_ value: JSONValue, _ what: @autoclosure () -> String) -> DimensionValue? {
        guard let (amount, unitName) = measure(value, what(), of: "a dimension",
                                               units: DimensionValue.Unit.allCases.map(\.rawValue)),
              let unit = DimensionValue.Unit(rawValue: unitName) else { return nil }
        return DimensionValue(value: amount, unit: unit)
    }

    /// `{"value": <number>, "unit": "ms" | "s"}`.
    mutating func duration(_ value: JSONValue, _ what: @autoclosure () -> String) -> DurationValue? {
        guard let (amount, unitName) = measure(value, what(), of: "a duration",
                                               units: DurationValue.Unit.allCases.map(\.rawValue)),
              let unit = DurationValue.Unit(rawValue: unitName) else { return nil }
        return DurationValue(value: amount, unit: unit)
    }

    private mutating func measure(_ value: JSONValue, _ what: @autoclosure () -> String, of kind: String,
                                  units: [String]) -> (Double, String)? {
        guard let (object, complete) = object(value, what(), of: kind, allowed: ["value", "unit"],
                                              required: ["value", "unit"]) else { return nil }
        var amount: Double?
        if let amountValue = object["value"] {
            amount = finiteNumber(amountValue, "the 'value' of \(kind)")
        }
        var unit: String?
        if let unitValue = object["unit"] {
            if let name = unitValue.stringValue, units.contains(name) {
                unit = name
            } else {
                error("the unit of \(kind) must be \(Self.alternatives(units)), "
                      + "found \(Self.describe(unitValue))", at: unitValue.position)
            }
        }
        guard complete, let amount, let unit else { return nil }
        return (amount, unit)
    }

    /// Any finite JSON number.
    mutating func number(_ value: JSONValue, _ what: @autoclosure () -> String) -> Double? {
        finiteNumber(value, what())
    }

    /// A font name, or a non-empty array of font names (most preferred first).
    mutating func fontFamily(_ value: JSONValue, _ what: @autoclosure () -> String) -> [String]? {
        switch value.kind {
        case .string(let name):
            return fontName(name, at: value.position).map { [$0] }
        case .array(let elements):
            guard !elements.isEmpty else {
                error("\(what()) must list at least one font name", at: value.position)
                return nil
            }
            var names: [String] = []
            for element in elements {
                guard let name = element.stringValue else {
                    error("a font family list may hold only font names (strings), found \(Self.describe(element))",
                          at: element.position)
                    continue
                }
                if let checked = fontName(name, at: element.position) { names.append(checked) }
            }
            return names.count == elements.count ? names : nil
        default:
            error("\(what()) must be a font name or an array of font names, found \(Self.describe(value))",
                  at: value.position)
            return nil
        }
    }

    private mutating func fontName(_ name: String, at position: TextPosition) -> String? {
        guard !CurlyReference.looksLikeReference(name) else {
            error("'\(name)' is written as a reference, but a font family list holds font names; "
                  + "refer to a whole fontFamily token instead", at: position)
            return nil
        }
        return name
    }

    /// A number from 1 to 1000, or one of the DTCG weight keywords (case-sensitive).
    mutating func fontWeight(_ value: JSONValue, _ what: @autoclosure () -> String) -> FontWeightValue? {
        switch value.kind {
        case .number(let number):
            guard (1...1000).contains(number.double) else {
                error("font weight \(number.literal) is outside 1 to 1000", at: value.position)
                return nil
            }
            return .numeric(number.double)
        case .string(let keyword):
            guard FontWeightValue.keywords.contains(keyword) else {
                let lowercase = keyword.lowercased()
                let advice = FontWeightValue.keywords.contains(lowercase) && lowercase != keyword
                    ? " (keywords are lowercase: '\(lowercase)')" : ""
                error("'\(keyword)' is not a font weight keyword\(advice); use a number from 1 to 1000 or one of "
                      + FontWeightValue.keywords.joined(separator: ", "), at: value.position)
                return nil
            }
            return .keyword(keyword)
        default:
            error("\(what()) must be a font weight (a number from 1 to 1000 or a keyword such as \"bold\"), "
                  + "found \(Self.describe(value))", at: value.position)
            return nil
        }
    }

    /// `[P1x, P1y, P2x, P2y]`: four numbers, the x coordinates within 0 to 1.
    mutating func cubicBezier(_ value: JSONValue, _ what: @autoclosure () -> String) -> [Double]? {
        guard let elements = value.arrayValue, elements.count == 4 else {
            let found = value.arrayValue.map { "\($0.count) element\($0.count == 1 ? "" : "s")" } ?? Self.describe(value)
            error("\(what()) must be a cubic Bézier curve: an array of four numbers [P1x, P1y, P2x, P2y], found \(found)",
                  at: value.position)
            return nil
        }
        let names = ["P1x", "P1y", "P2x", "P2y"]
        var points: [Double] = []
        for (index, element) in elements.enumerated() {
            guard let number = finiteNumber(element, "cubic Bézier coordinate \(names[index])") else { continue }
            if index % 2 == 0 && !(0...1).contains(number) {
                error("cubic Bézier coordinate \(names[index]) is \(element.numberValue?.literal ?? "\(number)"), "
                      + "outside 0 to 1 (x coordinates must lie in 0 to 1)", at: element.position)
                continue
            }
            points.append(number)
        }
        return points.count == 4 ? points : nil
    }
}
