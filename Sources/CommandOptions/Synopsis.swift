/// The usage lines of a command, produced from its table: one per form, options grouped by their
/// constraints (`[--output-dir DIR [--flat]]`, `[--check [--diff] | --watch]`), wrapped to
/// ``TextWrapping/width`` with continuation lines aligned after the command name.
public enum Synopsis {
    /// One line group per form of `spec` (or of `forms` only); the first starts with `lead`
    /// (e.g. `usage: `), the others with as many spaces.
    public static func lines(of spec: CommandSpec, forms: [UsageForm]? = nil, lead: String = "") -> [String] {
        let command = "colorgen \(spec.name)"
        let indent = String(repeating: " ", count: lead.count + command.count + 1)
        return (forms ?? spec.forms).enumerated().flatMap { index, form in
            let atoms = atoms(of: form, in: spec)
            let start = (index == 0 ? lead : String(repeating: " ", count: lead.count)) + command
            return TextWrapping.lines(atoms, lead: start + (atoms.isEmpty ? "" : " "), indent: indent)
        }
    }

    /// The pieces of one form's usage line after the command name; each stays on one line.
    private static func atoms(of form: UsageForm, in spec: CommandSpec) -> [String] {
        var atoms = form.action.map { [$0] } ?? []
        for element in form.elements {
            switch element {
            case .operand(let name, let repeats):
                atoms.append(name + (repeats ? "..." : ""))
            case .option(let option, let required):
                atoms.append(required ? option.usage : "[\(option.usage)]")
            case .otherOptions:
                atoms += optionGroups(spec.otherOptions, constraints: spec.constraints)
            }
        }
        return atoms
    }

    /// `options` in table order as bracketed groups: an option another requires holds it inside
    /// its brackets, and options that exclude each other share one bracket, separated by `|`.
    private static func optionGroups(_ options: [OptionSpec], constraints: [OptionConstraint]) -> [String] {
        let names = Set(options.map(\.name))
        let relevant = constraints.filter { names.contains($0.option.name) && names.contains($0.other.name) }
        var requiredBy: [String: String] = [:]
        for constraint in relevant where constraint.kind == .requires {
            requiredBy[constraint.option.name] = constraint.other.name
        }
        func excludes(_ one: OptionSpec, _ other: OptionSpec) -> Bool {
            relevant.contains { constraint in
                constraint.kind == .excludes
                    && Set([constraint.option.name, constraint.other.name]) == Set([one.name, other.name])
            }
        }
        func group(_ option: OptionSpec) -> String {
            let nested = options.filter { requiredBy[$0.name] == option.name }.map { " [\(group($0))]" }
            return option.usage + nested.joined()
        }
        var placed: Set<String> = []
        var groups: [String] = []
        for option in options where requiredBy[option.name] == nil && !placed.contains(option.name) {
            let alternatives = [option] + options.filter { other in
                other != option && requiredBy[other.name] == nil && !placed.contains(other.name) && excludes(option, other)
            }
            placed.formUnion(alternatives.map(\.name))
            groups.append("[" + alternatives.map(group).joined(separator: " | ") + "]")
        }
        return groups
    }
}
