/// A rules version colorgen does not know, e.g. `"rulesVersion": 7`; the caller reports it with
/// the location of the number.
public struct UnknownRulesVersion: Error, Hashable, Sendable, CustomStringConvertible {
    /// The version asked for.
    public var number: Int

    /// Creates the error.
    public init(number: Int) {
        self.number = number
    }

    /// E.g. "unknown rules version 7; colorgen knows 0, 1, 2 and 3".
    public var description: String {
        let known = RulesVersion.allCases.map { String($0.rawValue) }
        return "unknown rules version \(number); colorgen knows "
            + known.dropLast().joined(separator: ", ") + " and " + known[known.count - 1]
    }
}
