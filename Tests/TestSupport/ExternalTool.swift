// Test support: finds a command-line tool (kotlinc, tsc, node, tailwindcss) on PATH; skips without it, fails on CI.
import Foundation
import XCTest

/// A tool a test runs on generated files, found on `PATH`.
///
/// Without it the test skips with a message saying how to install it; on CI (`CI=true`), where
/// `.ci/run` installs every such tool, a missing one fails the test instead, as a missing Chromium
/// does for the browser tests.
public enum ExternalTool {
    /// The executable `name` on `PATH`, or a skip (a failure on CI) saying to `install` it.
    public static func require(_ name: String, install: String, file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        let environment = ProcessInfo.processInfo.environment
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        let onCI = environment["CI"] == "true"
        let message = "SKIPPED: \(name) is not installed, so this test cannot run; install it with `\(install)`"
            + (onCI ? " (on CI, CI=true, a missing tool is an error, not a skip)" : "")
        if onCI { XCTFail(message, file: file, line: line) }
        throw XCTSkip(message)
    }
}
