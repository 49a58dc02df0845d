// What one run of another program printed, and how it ended: an exit status or a signal.

/// How a program ended: an exit status, or a signal that killed it (which is no status).
public enum Termination: Equatable, Sendable, CustomStringConvertible {
    case exited(Int32)
    case killed(signal: Int32)

    /// What `waitpid` reported in `status`, decoded as POSIX's `WIFEXITED`, `WEXITSTATUS` and
    /// `WTERMSIG` do (macros Swift does not import): the low 7 bits are the signal, 0 when the
    /// process exited, and the next 8 bits are then its exit status.
    public init(waitStatus status: Int32) {
        let signal = status & 0x7F
        self = signal == 0 ? .exited((status >> 8) & 0xFF) : .killed(signal: signal)
    }

    /// "exited with status 1", "was killed by signal 9".
    public var description: String {
        switch self {
        case .exited(let status): "exited with status \(status)"
        case .killed(let signal): "was killed by signal \(signal)"
        }
    }
}

/// What one run of a program printed and how it ended.
public struct SubprocessOutput: Sendable {
    /// How the program ended.
    public var termination: Termination
    /// Everything it wrote to standard output.
    public var stdout: [UInt8]
    /// Everything it wrote to standard error, as text.
    public var stderr: String

    /// A run's output.
    public init(termination: Termination, stdout: [UInt8], stderr: String) {
        self.termination = termination
        self.stdout = stdout
        self.stderr = stderr
    }

    /// Whether the program exited with status 0.
    public var succeeded: Bool { termination == .exited(0) }
}

/// A program that could not be started at all, and why.
public struct LaunchFailure: Error, Sendable {
    /// The operating system's reason.
    public var reason: String

    /// A failure to start, for `reason`.
    public init(reason: String) {
        self.reason = reason
    }
}

/// Starts programs and waits for them; tests replace it to make a run fail.
public protocol SubprocessRunner: Sendable {
    /// Runs `command` (its first element found on the `PATH`) in the current folder, its standard
    /// input empty, and collects both outputs.
    func run(_ command: [String]) throws(LaunchFailure) -> SubprocessOutput
}
