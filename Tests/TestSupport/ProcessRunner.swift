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
    /// takes longer than `timeout` seconds is terminated.
    public static func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil,
                           environment: [String: String]? = nil, timeout: Double? = nil) throws -> Output {
        let out = Pipe(), err = Pipe()
        let process = try start(executable, arguments, in: directory, environment: environment, output: out, error: err)
        let watchdog = DispatchWorkItem { [process] in if process.isRunning { process.terminate() } }
        if let timeout { DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog) }
        // Read before waiting so a large output cannot fill the pipe and block the child.
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
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
