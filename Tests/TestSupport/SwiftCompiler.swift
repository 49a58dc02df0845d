// The one look-up of swiftc (SWIFTC, the toolchain, PATH) and running it, for tests that compile Swift.
import Foundation
import XCTest

/// Runs `swiftc` from the toolchain the tests run with, for tests that compile generated Swift.
public enum SwiftCompiler {
    /// `$SWIFTC`, else `/opt/swift/usr/bin/swiftc`, else the first `swiftc` on `PATH`.
    public static let executable: URL? = {
        let environment = ProcessInfo.processInfo.environment
        var candidates = [environment["SWIFTC"], "/opt/swift/usr/bin/swiftc"].compactMap { $0 }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            candidates.append("\(folder)/swiftc")
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map { URL(fileURLWithPath: $0) }
    }()

    /// The compiler, or a skip saying it is missing.
    public static func require() throws -> URL {
        guard let executable else {
            throw XCTSkip("SKIPPED: no swiftc found (set SWIFTC, or put swiftc on PATH)")
        }
        return executable
    }

    /// Runs `swiftc arguments` in `directory` (the current folder when nil), output and errors together.
    public static func run(_ arguments: [String], in directory: URL? = nil) throws -> ProcessRunner.CombinedOutput {
        try ProcessRunner.runCombined(try require(), arguments, in: directory)
    }

    /// Runs `swiftc arguments` and fails the test with the compiler's messages when it fails.
    @discardableResult
    public static func expectSuccess(_ arguments: [String], in directory: URL, _ what: String,
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
