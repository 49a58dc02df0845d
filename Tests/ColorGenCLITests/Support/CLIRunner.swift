// Test helper that runs the built `colorgen` binary and captures its status, stdout and stderr.
import Foundation
import TestSupport
import XCTest

/// Runs the built `colorgen` binary the way a user or a build system does.
enum CLIRunner {
    /// What one run printed and returned.
    typealias Result = ProcessRunner.Output

    /// The folder holding the built products (the test bundle sits beside the binary).
    static var productsDirectory: URL {
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        fatalError("cannot find the products directory")
        #else
        return Bundle.main.bundleURL
        #endif
    }

    /// The built `colorgen` executable.
    static var executable: URL { productsDirectory.appendingPathComponent("colorgen") }

    /// Runs `colorgen` with `arguments` in `directory` and waits for it; with `environment`
    /// (this process's when nil). A run that takes longer than `timeout` seconds is terminated, so
    /// that a regression that hangs (a FIFO read, a lock never given back) fails instead.
    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil,
                    timeout: Double = 300) throws -> Result {
        try ProcessRunner.run(executable, arguments, in: directory, environment: environment, timeout: timeout)
    }

    /// Runs `colorgen` with `arguments` in `directory` within `seconds` and `megabytes` of
    /// address space (``ProcessRunner/run(_:_:in:environment:timeout:memoryLimit:)``), for
    /// hostile input: a run that hangs or runs away fails the test instead of the machine.
    static func runBounded(_ arguments: [String], in directory: URL, seconds: Double = 30, megabytes: Int = 1_000) throws -> Result {
        try ProcessRunner.run(executable, arguments, in: directory, timeout: seconds, memoryLimit: megabytes)
    }
}
