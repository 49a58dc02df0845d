// Test support: finds and runs swiftc for the tests that compile generated Swift.
import Foundation
import XCTest

/// Runs `swiftc` from the toolchain the tests run with, for tests that compile generated Swift.
enum SwiftCompiler {
    /// What one run printed and returned.
    struct Run: Sendable {
        var status: Int32
        var output: String
    }

    /// `$SWIFTC`, else `/opt/swift/usr/bin/swiftc`, else the first `swiftc` on `PATH`.
    static let executable: URL? = {
        let environment = ProcessInfo.processInfo.environment
        var candidates = [environment["SWIFTC"], "/opt/swift/usr/bin/swiftc"].compactMap { $0 }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            candidates.append("\(folder)/swiftc")
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map { URL(fileURLWithPath: $0) }
    }()

    /// The compiler, or a skip saying it is missing.
    static func require() throws -> URL {
        guard let executable else {
            throw XCTSkip("SKIPPED: no swiftc found (set SWIFTC, or put swiftc on PATH)")
        }
        return executable
    }

    /// Runs `swiftc arguments` in `directory`, output and errors together.
    static func run(_ arguments: [String], in directory: URL) throws -> Run {
        try runProgram(try require(), arguments, in: directory)
    }

    /// Runs any program, output and errors together.
    static func runProgram(_ executable: URL, _ arguments: [String], in directory: URL) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        // Read before waiting so a large output cannot fill the pipe and block the child.
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// Runs `swiftc arguments` and fails the test with the compiler's messages when it fails.
    @discardableResult
    static func expectSuccess(_ arguments: [String], in directory: URL, _ what: String,
                              file: StaticString = #filePath, line: UInt = #line) throws -> Bool {
        let run = try run(arguments, in: directory)
        guard run.status == 0 else {
            XCTFail("\(what) failed (swiftc \(arguments.joined(separator: " "))):\n\(run.output.prefix(6000))",
                    file: file, line: line)
            return false
        }
        return true
    }
}
