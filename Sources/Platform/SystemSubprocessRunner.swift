// Starts a program with posix_spawn through /usr/bin/env and reads both pipes with poll until it ends.
internal import CLibrary

/// The operating system's way to run a program: `posix_spawn` of `/usr/bin/env` with the
/// command (so the program is found on the `PATH`), standard input from `/dev/null`, both
/// outputs read through pipes as they come, so that neither can fill up and block the program.
public struct SystemSubprocessRunner: SubprocessRunner {
    /// The runner.
    public init() {}

    public func run(_ command: [String]) throws(LaunchFailure) -> SubprocessOutput {
        let arguments = ["/usr/bin/env"] + command
        var outPipe: [Int32] = [-1, -1], errPipe: [Int32] = [-1, -1]
        defer { (outPipe + errPipe).filter { $0 >= 0 }.forEach { close($0) } }
        guard pipe(&outPipe) == 0, pipe(&errPipe) == 0 else { throw Self.failure(errno) }
        // An opaque pointer on Apple's systems, a struct in glibc and musl.
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        let environment = _NSGetEnviron().pointee
        #else
        var actions = posix_spawn_file_actions_t()
        let environment = environ
        #endif
        let initialized = posix_spawn_file_actions_init(&actions)
        guard initialized == 0 else { throw Self.failure(initialized) }
        defer { _ = posix_spawn_file_actions_destroy(&actions) }
        let prepared = [posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0),
                        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1),
                        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)]
            + (outPipe + errPipe).map { posix_spawn_file_actions_addclose(&actions, $0) }
        if let failure = prepared.first(where: { $0 != 0 }) { throw Self.failure(failure) }
        var cArguments = arguments.map { strdup($0) }
        defer { cArguments.forEach { free($0) } }
        cArguments.append(nil)
        var child: pid_t = 0
        let spawned = posix_spawn(&child, arguments[0], &actions, nil, cArguments, environment)
        // The write ends belong to the program now: closed here, so that reading meets the end when it exits.
        close(outPipe[1])
        close(errPipe[1])
        outPipe[1] = -1
        errPipe[1] = -1
        guard spawned == 0 else { throw Self.failure(spawned) }
        let (stdout, stderr) = Self.readToEnd(outPipe[0], errPipe[0])
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        return SubprocessOutput(termination: Termination(waitStatus: status), stdout: stdout,
                                stderr: String(decoding: stderr, as: UTF8.self))
    }

    private static func failure(_ code: Int32) -> LaunchFailure {
        LaunchFailure(reason: String(cString: strerror(code)))
    }

    /// Everything written to the two pipes until both are closed, read as it comes (`poll`).
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
