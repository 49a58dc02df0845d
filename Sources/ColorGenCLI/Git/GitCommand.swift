// Runs `git` from PATH through the platform's subprocess runner and reads its output and first error line.
import Platform

/// Runs `git` (found on the `PATH`) and collects what it printed.
enum GitCommand {
    /// Runs `git arguments...` in `directory` (default: the current folder, else through git's
    /// own `-C`) with `runner`, and waits for it.
    static func run(_ arguments: [String], in directory: String? = nil,
                    runner: any SubprocessRunner = SystemSubprocessRunner()) throws(LaunchFailure) -> SubprocessOutput {
        let command = ["git"] + (directory.map { ["-C", $0] } ?? []) + arguments
        let run: SubprocessOutput
        do {
            run = try runner.run(command)
        } catch {
            throw LaunchFailure(reason: "cannot run git: \(error.reason)")
        }
        // `env` exits with 127, printing nothing on standard output, when it cannot find git.
        guard run.termination != .exited(127) || !run.stdout.isEmpty else {
            throw LaunchFailure(reason: "cannot run git: it is not installed or not on the PATH")
        }
        return run
    }
}

extension SubprocessOutput {
    /// Standard output as text without its trailing newline.
    var text: String {
        var text = String(decoding: stdout, as: UTF8.self)
        while text.last?.isNewline == true { text.removeLast() }
        return text
    }

    /// The first line git wrote to standard error, `fatal: ` left out, else how it ended
    /// ("git was killed by signal 9").
    var gitProblem: String {
        let line = stderr.split(separator: "\n").first.map(String.init) ?? "git \(termination)"
        return line.hasPrefix("fatal: ") ? String(line.dropFirst(7)) : line
    }
}
