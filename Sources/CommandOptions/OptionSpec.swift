/// One row of a command's option table: how the option is spelled, what value it takes and what
/// it does. Parsing, `--help` and the README's synopsis all read these rows.
public struct OptionSpec: Sendable, Hashable {
    /// The name without dashes, e.g. `config` for `--config`.
    let name: String
    /// What the value is called in usage and help (`PATH`), or nil for a flag, which takes none.
    let placeholder: String?
    /// What the option does, for `--help`: sentences without line breaks (they are wrapped when printed).
    let help: String

    /// How the option is written in a usage line: `--config PATH` or `--quiet`.
    public var usage: String {
        "--" + name + (placeholder.map { " " + $0 } ?? "")
    }
}
