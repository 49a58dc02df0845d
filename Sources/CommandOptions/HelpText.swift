/// The `--help` texts, produced from the command tables.
public enum HelpText {
    /// `--help` (also `-h`), which every command has without declaring it.
    static let helpOption = OptionSpec(name: "help", placeholder: nil, help: "show this help")

    /// Option labels longer than this get their help on the next line.
    static let labelColumn = 18

    /// `colorgen <command> --help`: usage lines, description, actions, the option table and the exit statuses.
    public static func command(_ spec: CommandSpec) -> String {
        var lines = Synopsis.lines(of: spec, lead: "usage: ")
        lines += [""] + TextWrapping.paragraphs(spec.description)
        let actions = spec.forms.compactMap { form in form.action.map { (label: $0, help: form.help ?? "") } }
        if !actions.isEmpty {
            lines += [""] + table(actions, indent: "")
        }
        let rows = spec.options.map { (label: $0.usage, help: $0.help) } + [(label: "-h, --help", help: helpOption.help)]
        lines += ["", "options:"] + table(rows, indent: "  ")
        lines += [""] + TextWrapping.paragraphs(spec.exitStatus)
        return lines.joined(separator: "\n")
    }

    /// `colorgen --help`: what colorgen is, how to call it and the command list.
    public static func overview(_ specs: [CommandSpec]) -> String {
        let width = specs.map(\.name.count).max() ?? 0
        let commands = specs.map { spec in
            "  " + spec.name + String(repeating: " ", count: width - spec.name.count + 2) + spec.summary
        }
        return ([
            "colorgen: color scheme definitions (W3C Design Tokens) in, every semantic color role out.",
            "",
            "usage: colorgen <command> [options]",
            "       colorgen <command> --help",
            "       colorgen --version",
            "",
            "commands:",
        ] + commands).joined(separator: "\n")
    }

    /// Rows as a two-column table: labels padded to a common column (at most ``labelColumn``
    /// wide), the help wrapped beside them; a longer label has its help on the lines below.
    private static func table(_ rows: [(label: String, help: String)], indent: String) -> [String] {
        let column = rows.map(\.label.count).filter { $0 <= labelColumn }.max() ?? 0
        let helpIndent = indent + String(repeating: " ", count: column + 2)
        return rows.flatMap { row in
            let words = row.help.split(separator: " ").map(String.init)
            guard row.label.count <= column else {
                return [indent + row.label] + TextWrapping.lines(words, lead: helpIndent, indent: helpIndent)
            }
            let lead = indent + row.label + String(repeating: " ", count: column - row.label.count + 2)
            return TextWrapping.lines(words, lead: lead, indent: helpIndent)
        }
    }
}
