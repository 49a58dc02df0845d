// Runs `git` from PATH and collects its exit status, output and first error line.
// Darwin first, so that the stub Darwin of Tests/Stubs selects the macOS path on Linux.
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Runs `git` (found on the `PATH`) and collects what it printed.
enum GitCommand {
    /// What one run of git printed and returned.
    struct Output {
        /// How git ended.
        var termination: Termination
        var stdout: [UInt8]
        var stderr: String

        /// Standard output as text without its trailing newline.
        var text: String {
            var text = String(decoding: stdout, as: UTF8.self)
            while text.last?.isNewline == true { text.removeLast() }
            return text
        }

        /// Whether git exited with status 0.
        var succeeded: Bool { termination == .exited(0) }

        /// The first line git wrote to standard error, `fatal: ` left out, else how it ended.
        var problem: String {
            let line = stderr.split(separator: "\n").first.map(String.init) ?? termination.description
            return line.hasPrefix("fatal: ") ? String(line.dropFirst(7)) : line
        }
    }

    /// How a run of git ended: an exit status, or a signal that killed it (which is no status).
    enum Termination: Equatable, CustomStringConvertible {
        case exited(Int32)
        case killed(signal: Int32)

        /// What `waitpid` reported in `status`, decoded as POSIX's `WIFEXITED`, `WEXITSTATUS` and
        /// `WTERMSIG` do (macros Swift does not import): the low 7 bits are the signal, 0 when
        /// the process exited, and the next 8 bits are then its exit status.
        init(waitStatus status: Int32) {
            let signal = status & 0x7F
            self = signal == 0 ? .exited((status >> 8) & 0xFF) : .killed(signal: signal)
        }

        var description: String {
            switch self {
            case .exited(let status): "git exited with status \(status)"
            case .killed(let signal): "git was killed by signal \(signal)"
            }
        }
    }

    /// Git could not be started at all.
    struct LaunchFailure: Error {
        var reason: String
    }

    /// Runs `git arguments...` in `directory` (default: the current folder, else through git's
    /// own `-C`) and waits for it. Started with `posix_spawn` through `/usr/bin/env`, its standard
    /// input from `/dev/null`, both outputs read through pipes until git closes them.
    static func run(_ arguments: [String], in directory: String? = nil) throws(LaunchFailure) -> Output {
        let command = ["/usr/bin/env", "git"] + (directory.map { ["-C", $0] } ?? []) + arguments
        var outPipe: [Int32] = [-1, -1], errPipe: [Int32] = [-1, -1]
        defer { (outPipe + errPipe).filter { $0 >= 0 }.forEach { close($0) } }
        guard pipe(&outPipe) == 0, pipe(&errPipe) == 0 else {
            throw LaunchFailure(reason: "cannot run git: \(String(cString: strerror(errno)))")
        }
        // An opaque pointer on Apple's systems, a struct in glibc.
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        let environment = _NSGetEnviron().pointee
        #else
        var actions = posix_spawn_file_actions_t()
        let environment = environ
        #endif
        let initialized = posix_spawn_file_actions_init(&actions)
        guard initialized == 0 else {
            throw LaunchFailure(reason: "cannot run git: \(String(cString: strerror(initialized)))")
        }
        defer { _ = posix_spawn_file_actions_destroy(&actions) }
        let prepared = [posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0),
                        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1),
                        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)]
            + (outPipe + errPipe).map { posix_spawn_file_actions_addclose(&actions, $0) }
        if let failure = prepared.first(where: { $0 != 0 }) {
            throw LaunchFailure(reason: "cannot run git: \(String(cString: strerror(failure)))")
        }
        var cArguments = command.map { strdup($0) }
        defer { cArguments.forEach { free($0) } }
        cArguments.append(nil)
        var child: pid_t = 0
        let spawned = posix_spawn(&child, "/usr/bin/env", &actions, nil, cArguments, environment)
        // The write ends belong to git now: closed here, so that reading meets the end when git exits.
        close(outPipe[1])
        close(errPipe[1])
        outPipe[1] = -1
        errPipe[1] = -1
        guard spawned == 0 else { throw LaunchFailure(reason: "cannot run git: \(String(cString: strerror(spawned)))") }
        let (stdout, stderr) = readToEnd(outPipe[0], errPipe[0])
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        let termination = Termination(waitStatus: status)
        guard termination != .exited(127) || !stdout.isEmpty else {
            throw LaunchFailure(reason: "cannot run git: it is not installed or not on the PATH")
        }
        return Output(termination: termination, stdout: stdout, stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Everything written to the two pipes until both are closed, read as it comes (`poll`), so
    /// that neither pipe can fill up and block git.
    private static func readToEnd(_ first: Int32, _ second: Int32) -> ([UInt8], [UInt8]) {
        var contents: [[UInt8]] = [[], []]
        var open = [pollfd(fd: first, events: Int16(POLLIN), revents: 0), pollfd(fd: second, events: Int16(POLLIN), revents: 0)]
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while open.contains(where: { $0.fd >= 0 }) {
            guard poll(&open, nfds_t(open.count), -1) >= 0 else {
                if errno == EINTR { continue }
                break
            }
            for index in open.indices where open[index].fd >= 0 && open[index].revents != 0 {
                let count = chunk.withUnsafeMutableBytes { read(open[index].fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    contents[index] += chunk[..<count]
                } else if count == 0 || errno != EINTR {
                    open[index].fd = -1
                }
            }
        }
        return (contents[0], contents[1])
    }
}
