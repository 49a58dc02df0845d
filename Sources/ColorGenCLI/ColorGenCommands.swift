// The subcommands the colorgen executable offers, the one it runs when none is named, and its version.
import ColorGenModel

/// colorgen's subcommands, which the executable hands to ``CommandLineTool``.
public enum ColorGenCommands {
    /// Every subcommand, in the order `--help` lists them.
    public static let all: [any Command.Type] = [GenerateCommand.self, InitCommand.self, ValidateCommand.self,
                                                 TemplateCommand.self, PreviewCommand.self, DiffCommand.self, ImportCommand.self,
                                                 FixCommand.self]

    /// The command run when none is named: the main job.
    public static let main: any Command.Type = GenerateCommand.self

    /// What `colorgen --version` prints: the version every output's header names
    /// (``ColorGenVersion``, the one place the release scripts read it from too).
    public static let version = ColorGenVersion.current
}
