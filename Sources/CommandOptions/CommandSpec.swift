/// Everything a command declares about its command line, once: its forms, its option table and
/// the rules between options, with the prose of its `--help`. Parsing (``Arguments``), `--help`
/// (``HelpText``) and the README's synopsis (``Synopsis``, checked by ReadmeSynopsisTests) are produced from it.
public struct CommandSpec: Sendable {
    /// The word that selects the command, e.g. `validate`.
    public let name: String
    /// One line for the command list of `colorgen --help`.
    let summary: String
    /// The ways to call the command, one usage line each.
    let forms: [UsageForm]
    /// What the command does, for `--help`: paragraphs separated by blank lines (line breaks
    /// inside a paragraph are not kept; the text is wrapped when printed).
    let description: String
    /// The option table, in the order `--help` lists it (`-h, --help` is added to every command).
    let options: [OptionSpec]
    /// Rules between options, checked in this order.
    let constraints: [OptionConstraint]
    /// The closing paragraph of `--help`: what the exit statuses mean.
    let exitStatus: String

    /// A command's table; `options` in the order `--help` lists them.
    public init(name: String, summary: String, forms: [UsageForm], description: String,
         options: [any CommandOption], constraints: [OptionConstraint] = [], exitStatus: String) {
        self.name = name
        self.summary = summary
        self.forms = forms
        self.description = description
        self.options = options.map(\.spec)
        self.constraints = constraints
        self.exitStatus = exitStatus
        assert(mistakes.isEmpty, "the \(name) table: " + mistakes.joined(separator: "; "))
    }

    /// What is wrong with the table, checked in debug builds as it is made: an option declared
    /// twice or named `help` (every command's own), an option a form or constraint names that
    /// the table lacks, no form at all.
    var mistakes: [String] {
        let names = options.map(\.name)
        var mistakes: [String] = []
        if Set(names).count != names.count { mistakes.append("an option is declared twice: \(names)") }
        if names.contains("help") { mistakes.append("--help is every command's own") }
        let referenced = forms.flatMap(\.namedOptions) + constraints.flatMap { [$0.option, $0.other] }
        for option in referenced where self.option(named: option.name) != option {
            mistakes.append("--\(option.name) is not in the table")
        }
        if forms.isEmpty { mistakes.append("no usage form") }
        return mistakes
    }

    /// The options no form names: what ``UsageForm/Element/otherOptions`` stands for.
    var otherOptions: [OptionSpec] {
        let named = Set(forms.flatMap(\.namedOptions).map(\.name))
        return options.filter { !named.contains($0.name) }
    }

    /// The action words of the forms that have one (`render`, `list`, `show`), in order.
    public var actions: [String] {
        forms.compactMap(\.action)
    }

    /// The most positional arguments any form takes, or nil when a form takes any number or the
    /// command has actions (it checks each action's operands itself).
    var operandLimit: Int? {
        guard actions.isEmpty else { return nil }
        var limit = 0
        for form in forms {
            guard let count = form.operandCount else { return nil }
            limit = max(limit, count)
        }
        return limit
    }

    /// The table's row for `name` (without dashes), if the command has that option.
    func option(named name: String) -> OptionSpec? {
        options.first { $0.name == name }
    }
}
