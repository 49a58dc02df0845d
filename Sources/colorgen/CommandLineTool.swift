/// `colorgen`'s entry point: picks the subcommand and turns its outcome into an exit status.
enum CommandLineTool {
    /// Every subcommand, in the order `--help` lists them.
    static let commands: [any Command.Type] = [GenerateCommand.self, InitCommand.self, ValidateCommand.self,
                                                TemplateCommand.self, PreviewCommand.self, DiffCommand.self]

    /// The command run when none is named: the main job.
    static let defaultCommand: any Command.Type = GenerateCommand.self

    static let overview = """
        colorgen: color scheme definitions (W3C Design Tokens) in, every semantic color role out.

        usage: colorgen <command> [options]
               colorgen <command> --help

        commands:
        """

    /// Runs the command line (without the program name) and returns the exit status.
    static func run(_ words: [String]) -> ExitStatus {
        if words.first == "--help" || words.first == "-h" || words.first == "help" {
            Console.out(usage)
            return .success
        }
        let command: any Command.Type
        var rest = words
        if let word = words.first, !word.hasPrefix("-") {
            guard let named = commands.first(where: { $0.name == word }) else {
                Console.error("colorgen: error: unknown command '\(word)'")
                Console.error(usage)
                return .usage
            }
            command = named
            rest.removeFirst()
        } else {
            command = defaultCommand
        }
        do {
            let arguments = try Arguments(rest, valued: command.valuedOptions, flags: command.flagOptions)
            if arguments.wantsHelp {
                Console.out(command.help)
                return .success
            }
            return try command.run(arguments)
        } catch {
            Console.error("colorgen \(command.name): error: \(error.message)")
            Console.error("Run 'colorgen \(command.name) --help' for usage.")
            return .usage
        }
    }

    private static var usage: String {
        let width = commands.map { $0.name.count }.max() ?? 0
        let lines = commands.map { command in
            "  " + command.name + String(repeating: " ", count: width - command.name.count + 2) + command.summary
        }
        return ([overview] + lines).joined(separator: "\n")
    }
}
