// Runs `git` from PATH and collects its exit status, output and first error line.
import Foundation

/// Runs `git` (found on the `PATH`) and collects what it printed.
enum GitCommand {
    /// What one run of git printed and returned.
    struct Output {
        var status: Int32
        var stdout: [UInt8]
        var stderr: String

        /// Standard output as text without its trailing newline.
        var text: String {
            String(decoding: stdout, as: UTF8.self).trimmingCharacters(in: .newlines)
        }

        /// The first line git wrote to standard error, `fatal: ` left out.
        var problem: String {
            let line = stderr.split(separator: "\n").first.map(String.init) ?? "git exited with status \(status)"
            return line.hasPrefix("fatal: ") ? String(line.dropFirst(7)) : line
        }
    }

    /// Git could not be started at all.
    struct LaunchFailure: Error {
        var reason: String
    }

    /// Runs `git arguments...` in `directory` (default: the current folder) and waits for it.
    static func run(_ arguments: [String], in directory: String? = nil) throws(LaunchFailure) -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw LaunchFailure(reason: "cannot run git: \(error.localizedDescription)")
        }
        // Standard error is read on another thread so that neither pipe can fill up and block git.
        let errors = PipeReader(err.fileHandleForReading)
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus != 127 || !stdout.isEmpty else {
            throw LaunchFailure(reason: "cannot run git: it is not installed or not on the PATH")
        }
        return Output(status: process.terminationStatus, stdout: [UInt8](stdout),
                      stderr: String(decoding: errors.wait(), as: UTF8.self))
    }

    /// Reads a pipe to its end on a thread of its own.
    private final class PipeReader: @unchecked Sendable {
        private var data = Data()
        private let done = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            Thread.detachNewThread { [self] in
                data = handle.readDataToEndOfFile()
                done.signal()
            }
        }

        /// Everything read, once the pipe is closed.
        func wait() -> Data {
            done.wait()
            return data
        }
    }
}
