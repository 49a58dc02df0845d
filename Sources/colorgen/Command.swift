/// One `colorgen` subcommand.
protocol Command: Sendable {
    /// The word that selects the command, e.g. `validate`.
    static var name: String { get }
    /// One line for the command list.
    static var summary: String { get }
    /// The full `--help` text.
    static var help: String { get }
    /// Options that take a value, without dashes.
    static var valuedOptions: Set<String> { get }
    /// Options that are bare flags, without dashes.
    static var flagOptions: Set<String> { get }

    /// Runs the command with its parsed arguments.
    static func run(_ arguments: Arguments) throws(UsageError) -> ExitStatus
}
