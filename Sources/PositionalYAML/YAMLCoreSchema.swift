// The YAML 1.2 core schema: what a plain scalar's text is (null, boolean, integer, float or string).
import PositionalJSON
import SourceDiagnostics

/// Types a plain scalar by the YAML 1.2 core schema (quoted scalars are always strings):
/// `null`, `Null`, `NULL`, `~` and nothing are null; `true`/`false` in three casings booleans;
/// `[-+]?[0-9]+`, `0o[0-7]+` and `0x[0-9a-fA-F]+` integers; `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`,
/// `[-+]?.inf` and `.nan` floats; anything else a string.
enum YAMLCoreSchema {
    /// The value `text`, written as a plain scalar at `position`, stands for.
    static func value(ofPlain text: String, at position: TextPosition) -> JSONValue {
        switch text {
        case "", "~", "null", "Null", "NULL": return JSONValue(.null, at: position)
        case "true", "True", "TRUE": return JSONValue(.bool(true), at: position)
        case "false", "False", "FALSE": return JSONValue(.bool(false), at: position)
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return number("Infinity", .infinity, at: position)
        case "-.inf", "-.Inf", "-.INF": return number("-Infinity", -.infinity, at: position)
        case ".nan", ".NaN", ".NAN": return number("NaN", .nan, at: position)
        default: break
        }
        let scalars = Array(text.unicodeScalars)
        if scalars.count > 2, scalars[0] == "0", scalars[1] == "o" || scalars[1] == "x" {
            let radix = scalars[1] == "o" ? 8 : 16
            var value = 0.0
            for scalar in scalars.dropFirst(2) {
                guard scalar.isASCII, let digit = Int(String(scalar), radix: radix) else { return string(text, at: position) }
                value = value * Double(radix) + Double(digit)
            }
            return number(literal(for: value), value, at: position)
        }
        guard isDecimal(scalars), let value = Double(text) else { return string(text, at: position) }
        return number(isJSONNumber(scalars) ? text : literal(for: value), value, at: position)
    }

    private static func string(_ text: String, at position: TextPosition) -> JSONValue {
        JSONValue(.string(text), at: position)
    }

    private static func number(_ literal: String, _ value: Double, at position: TextPosition) -> JSONValue {
        JSONValue(.number(JSONNumber(literal: literal, double: value)), at: position)
    }

    /// A JSON literal for `value` (an integer without a fraction when it is one).
    private static func literal(for value: Double) -> String {
        if value.rounded() == value && abs(value) < 9_007_199_254_740_992 { return String(Int64(value)) }
        return "\(value)"
    }

    /// Whether `scalars` match `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`.
    private static func isDecimal(_ scalars: [Unicode.Scalar]) -> Bool {
        var index = 0
        func digits() -> Int {
            let start = index
            while index < scalars.count, ("0"..."9").contains(scalars[index]) { index += 1 }
            return index - start
        }
        if index < scalars.count, scalars[index] == "-" || scalars[index] == "+" { index += 1 }
        let whole = digits()
        if index < scalars.count, scalars[index] == "." {
            index += 1
            if digits() == 0 && whole == 0 { return false }
        } else if whole == 0 {
            return false
        }
        if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
            index += 1
            if index < scalars.count, scalars[index] == "-" || scalars[index] == "+" { index += 1 }
            if digits() == 0 { return false }
        }
        return index == scalars.count
    }

    /// Whether a decimal literal is also JSON's (no `+`, no leading zero, digits around a point).
    private static func isJSONNumber(_ scalars: [Unicode.Scalar]) -> Bool {
        let unsigned = scalars.first == "-" ? Array(scalars.dropFirst()) : scalars
        guard let first = unsigned.first, ("0"..."9").contains(first) else { return false }
        if first == "0", unsigned.count > 1, ("0"..."9").contains(unsigned[1]) { return false }
        if let point = unsigned.firstIndex(of: ".") {
            guard point + 1 < unsigned.count, ("0"..."9").contains(unsigned[point + 1]) else { return false }
        }
        return true
    }
}
