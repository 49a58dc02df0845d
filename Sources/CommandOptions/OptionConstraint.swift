/// A rule between two options of one command, checked when the command line is parsed and shown
/// in the usage line: `[--output-dir DIR [--flat]]`, `[--quiet | --verbose]`.
public struct OptionConstraint: Sendable {
    /// How the two options relate.
    enum Kind: Sendable {
        /// The first option may only be given with the second (`--flat needs --output-dir`).
        case requires
        /// The two options cannot be given together (`--quiet and --verbose exclude each other`).
        case excludes
    }

    let kind: Kind
    /// The option the rule is about (the one that needs the other, or the first of two that exclude each other).
    let option: OptionSpec
    /// The option it needs, or excludes.
    let other: OptionSpec

    /// `option` may only be given with `required`.
    public static func requires(_ option: some CommandOption, _ required: some CommandOption) -> OptionConstraint {
        OptionConstraint(kind: .requires, option: option.spec, other: required.spec)
    }

    /// `option` and `other` cannot be given together.
    public static func excludes(_ option: some CommandOption, _ other: some CommandOption) -> OptionConstraint {
        OptionConstraint(kind: .excludes, option: option.spec, other: other.spec)
    }

    /// The usage error when `given` (the names of the options on the command line) breaks the rule.
    func violation(given: Set<String>) -> UsageError? {
        switch kind {
        case .requires where given.contains(option.name) && !given.contains(other.name):
            UsageError("--\(option.name) needs --\(other.name)")
        case .excludes where given.contains(option.name) && given.contains(other.name):
            UsageError("--\(option.name) and --\(other.name) exclude each other")
        default:
            nil
        }
    }
}
