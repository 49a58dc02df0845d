/// `colorgen`'s entry point: picks the subcommand and turns its outcome into an exit status.
enum CommandLineTool {
    /// Every subcommand, in the order `--help` lists them.
    static let commands: [any Command.Type] = [GenerateCommand.self, InitCommand.self, ValidateCommand.self,
                                                TemplateCommand.self, PreviewCommand.self, DiffCommand.self]

    /// The tables of every subcommand, in the order `--help` lists them.
    static var specs: [CommandSpec] { commands.map { $0.spec } }

    /// The command run when none is named: the main job.
    static let defaultCommand: any Command.Type = GenerateCommand.self

    /// Runs the command line (without the program name) and returns the exit status.
    static func run(_ words: [String]) -> ExitStatus {
        if words.first == "--help" || words.first == "-h" || words.first == "help" {
            Console.out(HelpText.overview(specs))
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
