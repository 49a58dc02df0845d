// The protocol every colorgen subcommand conforms to: its option table and how it runs.
import CommandOptions

/// One `colorgen` subcommand.
public protocol Command: Sendable {
    /// The command's table: its name, forms, options and help, declared once.
    static var spec: CommandSpec { get }

    /// Runs the command with the arguments its table parsed.
    static func run(_ arguments: Arguments) throws(UsageError) -> ExitStatus
}
