// The subcommands the colorgen executable offers, and the one it runs when none is named.
/// colorgen's subcommands, which the executable hands to ``CommandLineTool``.
public enum ColorGenCommands {
    /// Every subcommand, in the order `--help` lists them.
    public static let all: [any Command.Type] = [GenerateCommand.self, InitCommand.self, ValidateCommand.self,
                                                 TemplateCommand.self, PreviewCommand.self, DiffCommand.self,
                                                 FixCommand.self]

    /// The command run when none is named: the main job.
    public static let main: any Command.Type = GenerateCommand.self
}
