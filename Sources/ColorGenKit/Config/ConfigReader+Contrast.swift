// The config reader's contrast part: reads `contrast` pairs (patterns, metric, minimum) and `contrastLevel`.
import DesignTokens
import PositionalJSON
import SourceDiagnostics

/// `"contrast"` and `"contrastLevel"`: the declared contrast pairs (docs/contrast-checks.md).
extension ConfigReader.Reader {
    /// The keys of one `"contrast"` entry.
    static let contrastKeys = ["foreground", "background", "minimum", "metric", "level"]

    mutating func readContrastChecks(_ member: JSONMember) -> [ContrastCheckSpec] {
        guard let array = member.value.arrayValue else {
            error("\"contrast\" must be an array of pairs such as {\"foreground\": \"text.*\", \"background\": \"surface.card\", "
                  + "\"minimum\": 4.5}, not \(describe(member.value))", at: member.value.position)
            return []
        }
        return array.compactMap { readContrastCheck($0) }
    }

    mutating func readContrastCheck(_ value: JSONValue) -> ContrastCheckSpec? {
        guard let object = value.objectValue else {
            error("a contrast pair must be an object with \"foreground\", \"background\" and \"minimum\", not \(describe(value))",
                  at: value.position)
            return nil
        }
        checkKeys(of: object, allowed: Self.contrastKeys, in: "a contrast pair")
        let foreground = readRolePattern(object, key: "foreground")
        let background = readRolePattern(object, key: "background")
        var metric: ContrastMetric? = .wcag2
        if let member = object.member("metric") {
            let names = ContrastMetric.allCases.map(\.rawValue)
            metric = member.value.stringValue.flatMap(ContrastMetric.init(rawValue:))
            if metric == nil {
                error("unknown contrast metric \(describe(member.value)); expected one of \(names.joined(separator: ", "))"
                      + Suggestion.hint(for: member.value.stringValue ?? "", in: names), at: member.value.position)
            }
        }
        var minimum: Double?
        if let member = object.member("minimum") {
            if let number = member.value.numberValue?.double {
                if let metric, !metric.minimumRange.contains(number) {
                    let range = metric.minimumRange
                    error("a \(metric.rawValue) minimum must lie between \(Int(range.lowerBound)) and \(Int(range.upperBound)), "
                          + "not \(describe(member.value))", at: member.value.position)
                } else {
                    minimum = number
                }
            } else {
                error("\"minimum\" must be a number such as 4.5, not \(describe(member.value))", at: member.value.position)
            }
        } else {
            error("a contrast pair needs a \"minimum\", e.g. 4.5 (or an Lc such as 60 with \"metric\": \"apca\")",
                  at: object.position)
        }
        var level: Diagnostic.Severity??
        if let member = object.member("level") {
            level = .some(readContrastLevel(member.value))
        }
        guard let foreground, let background, let metric, let minimum, level != .some(nil) else { return nil }
        return ContrastCheckSpec(foreground: foreground, background: background, metric: metric, minimum: minimum,
                                 level: level ?? nil, location: location(object.position))
    }

    mutating func readRolePattern(_ object: JSONObject, key: String) -> Located<RolePattern>? {
        guard let member = object.member(key) else {
            error("a contrast pair needs \"\(key)\", a role path such as \"text.onBackground.body\" (\"*\" matches one "
                  + "segment, \"**\" any number)", at: object.position)
            return nil
        }
        guard let text = member.value.stringValue else {
            error("\"\(key)\" must be a dotted role path such as \"text.*\", not \(describe(member.value))",
                  at: member.value.position)
            return nil
        }
        switch RolePattern.parse(text) {
        case .success(let pattern):
            return Located(pattern, at: location(member.value.position))
        case .failure(let problem):
            error(problem.message, at: member.value.position)
            return nil
        }
    }

    /// `"error"` or `"warning"`.
    mutating func readContrastLevel(_ value: JSONValue) -> Diagnostic.Severity? {
        switch value.stringValue {
        case "error": return .error
        case "warning": return .warning
        default:
            error("a contrast level must be \"error\" or \"warning\", not \(describe(value))", at: value.position)
            return nil
        }
    }
}
