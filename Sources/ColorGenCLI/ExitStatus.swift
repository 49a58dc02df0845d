/// The process exit statuses of `colorgen`, the same for every command.
public enum ExitStatus: Int32, Sendable {
    /// The command did what was asked.
    case success = 0
    /// The input is invalid, or `--check` found outputs out of date.
    case failure = 1
    /// The command line itself is wrong.
    case usage = 2
}
