// The config reader's contrast part: reads `contrast` pairs (patterns, metric, minimum) and `contrastLevel`.
import DesignTokens
import PositionalJSON
import SourceDiagnostics

/// `"contrast"`, `"contrastLevel"` and `"contrastByName"`: the declared contrast pairs and the
/// automatic `on<Name>` ones (docs/contrast-checks.md).
extension ConfigReader.Reader {
    /// The keys of one `"contrast"` entry.
    static let contrastKeys = ["foreground", "background", "minimum", "increasedContrastMinimum", "mediumContrastMinimum",
                               "metric", "level"]

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
            minimum = readContrastMinimum(member, metric: metric)
        } else {
            error("a contrast pair needs a \"minimum\", e.g. 4.5 (or an Lc such as 60 with \"metric\": \"apca\")",
                  at: object.position)
        }
        let increasedMember = object.member("increasedContrastMinimum")
        let increasedMinimum = increasedMember.flatMap { readContrastMinimum($0, metric: metric) }
        let mediumMember = object.member("mediumContrastMinimum")
        let mediumMinimum = mediumMember.flatMap { readContrastMinimum($0, metric: metric) }
        var level: Diagnostic.Severity??
        if let member = object.member("level") {
            level = .some(readContrastLevel(member.value))
        }
        guard let foreground, let background, let metric, let minimum, level != .some(nil),
              increasedMember == nil || increasedMinimum != nil, mediumMember == nil || mediumMinimum != nil else { return nil }
        var spec = ContrastCheckSpec(foreground: foreground, background: background, metric: metric, minimum: minimum,
                                     increasedContrastMinimum: increasedMinimum, level: level ?? nil,
                                     location: location(object.position))
        spec.mediumContrastMinimum = mediumMinimum
        return spec
    }

    /// A `"minimum"` or `"increasedContrastMinimum"`: a number in `metric`'s range (unchecked
    /// when the metric is unknown, which is reported already).
    mutating func readContrastMinimum(_ member: JSONMember, metric: ContrastMetric?) -> Double? {
        guard let number = member.value.numberValue?.double else {
            error("\"\(member.key)\" must be a number such as \(member.key == "minimum" ? "4.5" : "7"), not \(describe(member.value))",
                  at: member.value.position)
            return nil
        }
        if let metric, !metric.minimumRange.contains(number) {
            let range = metric.minimumRange
            error("a \(metric.rawValue) minimum must lie between \(Int(range.lowerBound)) and \(Int(range.upperBound)), "
                  + "not \(describe(member.value))", at: member.value.position)
            return nil
        }
        return number
    }

    /// `"contrastByName"`: `true` or `false`.
    mutating func readContrastByName(_ value: JSONValue) -> Bool? {
        guard let flag = value.boolValue else {
            error("\"contrastByName\" must be true (measure each role named on<Name> on the role <name>) or false, "
                  + "not \(describe(value))", at: value.position)
            return nil
        }
        return flag
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
