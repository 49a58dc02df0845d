/// One `colorgen` subcommand.
protocol Command: Sendable {
    /// The command's table: its name, forms, options and help, declared once.
    static var spec: CommandSpec { get }

    /// Runs the command with the arguments its table parsed.
    static func run(_ arguments: Arguments) throws(UsageError) -> ExitStatus
}
