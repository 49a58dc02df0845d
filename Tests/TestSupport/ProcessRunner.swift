// Runs a program to its end and captures its exit status and output: the one process runner of the tests.
import Foundation

/// Runs a program and waits for it, capturing what it printed.
public enum ProcessRunner {
    /// What a run printed to standard output and standard error, apart, and its exit status.
    public struct Output: Sendable {
        /// The exit status (a signal's number when it was killed).
        public var status: Int32
        /// What it wrote to standard output.
        public var stdout: String
        /// What it wrote to standard error.
        public var stderr: String
    }

    /// What a run printed to standard output and standard error together, and its exit status.
    public struct CombinedOutput: Sendable {
        /// The exit status (a signal's number when it was killed).
        public var status: Int32
        /// What it wrote to standard output and standard error.
        public var output: String
    }

    /// Runs `executable arguments` in `directory` (the current folder when nil) with
    /// `environment` (this process's when nil); its standard output and error apart. A run that
    /// takes longer than `timeout` seconds is terminated (its status is then SIGTERM's number).
    /// With `memoryLimit`, the run may hold at most that many megabytes of address space (on
    /// Linux, through the shell's `ulimit -v`): a run that needs more fails its allocation and
    /// crashes, so a test of a bounded run fails instead of exhausting the machine.
    public static func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil,
                           environment: [String: String]? = nil, timeout: Double? = nil,
                           memoryLimit megabytes: Int? = nil) throws -> Output {
        #if os(Linux)
        if let megabytes {
            let shell = URL(fileURLWithPath: "/bin/sh")
            let limited = ["-c", "ulimit -v \(megabytes * 1024) && exec \"$0\" \"$@\"", executable.path] + arguments
            return try run(shell, limited, in: directory, environment: environment, timeout: timeout)
        }
        #endif
        let out = Pipe(), err = Pipe()
        let process = try start(executable, arguments, in: directory, environment: environment, output: out, error: err)
        let watchdog = DispatchWorkItem { [process] in if process.isRunning { process.terminate() } }
        if let timeout { DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog) }
        // Read both before waiting, at once, so that neither a large output nor a large error
        // output can fill its pipe and block the child while the other is read.
        let errorOutput = CollectedOutput()
        let errorRead = DispatchGroup()
        DispatchQueue.global().async(group: errorRead) { errorOutput.data = err.fileHandleForReading.readDataToEndOfFile() }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        errorRead.wait()
        let stderr = errorOutput.data
        process.waitUntilExit()
        watchdog.cancel()
        return Output(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Runs `executable arguments` in `directory` (the current folder when nil); its standard
    /// output and error together, in the order it wrote them.
    public static func runCombined(_ executable: URL, _ arguments: [String], in directory: URL? = nil) throws -> CombinedOutput {
        let pipe = Pipe()
        let process = try start(executable, arguments, in: directory, environment: nil, output: pipe, error: pipe)
        // Read before waiting so a large output cannot fill the pipe and block the child.
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CombinedOutput(status: process.terminationStatus, output: String(decoding: output, as: UTF8.self))
    }

    private static func start(_ executable: URL, _ arguments: [String], in directory: URL?, environment: [String: String]?,
                              output: Pipe, error: Pipe) throws -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        process.standardOutput = output
        process.standardError = error
        try process.run()
        return process
    }
}

/// What a pipe gave, read on another thread and handed over once that thread is done.
private final class CollectedOutput: @unchecked Sendable {
    var data = Data()
}
