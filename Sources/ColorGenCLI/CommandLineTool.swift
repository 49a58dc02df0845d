// The command line's dispatch: picks the subcommand and turns its outcome into an exit status.
import CommandOptions

/// A command-line tool made of subcommands: picks the one a command line names, parses its
/// options by its table, prints `--help` and usage errors, and returns the exit status.
public struct CommandLineTool: Sendable {
    /// Every subcommand, in the order `--help` lists them.
    let commands: [any Command.Type]
    /// The command run when none is named.
    let defaultCommand: any Command.Type
    /// What `--version` prints after the tool's name.
    let version: String

    /// A tool offering `commands`, running `defaultCommand` when the command line names none, and
    /// printing `version` for `--version`.
    public init(commands: [any Command.Type], defaultCommand: any Command.Type, version: String) {
        self.commands = commands
        self.defaultCommand = defaultCommand
        self.version = version
    }

    /// The tables of every subcommand, in the order `--help` lists them.
    private var specs: [CommandSpec] { commands.map { $0.spec } }

    /// Runs the command line (without the program name) and returns the exit status.
    public func run(_ words: [String]) -> ExitStatus {
        if words.first == "--help" || words.first == "-h" || words.first == "help" {
            Console.out(HelpText.overview(specs))
            return .success
        }
        if words == ["--version"] {
            Console.out("colorgen \(version)")
            return .success
        }
        let command: any Command.Type
        var rest = words
        if let word = words.first, !word.hasPrefix("-") {
            guard let named = commands.first(where: { $0.spec.name == word }) else {
                Console.error("colorgen: error: unknown command '\(word)'")
                Console.error(HelpText.overview(specs))
                return .usage
            }
            command = named
            rest.removeFirst()
        } else {
            command = defaultCommand
        }
        do {
            let arguments = try Arguments(rest, spec: command.spec)
            if arguments.wantsHelp {
                Console.out(HelpText.command(command.spec))
                return .success
            }
            return try command.run(arguments)
        } catch {
            Console.error("colorgen \(command.spec.name): error: \(error.message)")
            Console.error("Run 'colorgen \(command.spec.name) --help' for usage.")
            return .usage
        }
    }
}
