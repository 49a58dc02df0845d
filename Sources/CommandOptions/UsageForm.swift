/// One way to call a command, shown as one usage line: `colorgen diff [--config PATH] --against REV ...`.
public struct UsageForm: Sendable {
    /// One piece of a usage line.
    public enum Element: Sendable {
        /// A positional argument, e.g. `FILE`; `repeats` when one or more may be given (`FILE...`).
        case operand(String, repeats: Bool)
        /// An option of the table, named by this form: one it needs (`--against REV`) or may take (`[--config PATH]`).
        case option(OptionSpec, required: Bool)
        /// The command's options that no form names, grouped by their constraints.
        case otherOptions

        /// A positional argument given once.
        public static func operand(_ name: String) -> Element { .operand(name, repeats: false) }
        /// An option this form needs.
        public static func required(_ option: some CommandOption) -> Element { .option(option.spec, required: true) }
        /// An option this form may take.
        public static func optional(_ option: some CommandOption) -> Element { .option(option.spec, required: false) }
    }

    /// The word that selects this form (`render` in `colorgen template render`), when the command
    /// has actions; the command checks an action's operands itself.
    public var action: String?
    /// The pieces after the command name (and action), in order.
    var elements: [Element]
    /// What the action does, for `--help` (forms with an action only): sentences without line breaks.
    var help: String?

    /// A form of `elements`, selected by `action` when the command has actions.
    public init(action: String? = nil, _ elements: [Element], help: String? = nil) {
        self.action = action
        self.elements = elements
        self.help = help
    }

    /// The options this form names.
    var namedOptions: [OptionSpec] {
        elements.compactMap { if case .option(let option, _) = $0 { option } else { nil } }
    }

    /// How many positional arguments the form takes after its action, or nil when one repeats.
    public var operandCount: Int? {
        var count = 0
        for case .operand(_, let repeats) in elements {
            if repeats { return nil }
            count += 1
        }
        return count
    }
}
