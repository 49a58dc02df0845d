// The macOS path of starting a program (posix_spawn with Apple's file-action types), compiled and run against stub Darwin.
import Foundation
import XCTest
import TestSupport

/// `SystemSubprocessRunner` compiled with the stub Darwin module of Tests/Stubs (Apple's
/// `posix_spawn`, `posix_spawn_file_actions_t` as an opaque pointer, `_NSGetEnviron`), through a
/// CLibrary built against it, so its `canImport(Darwin)` branch is type-checked on Linux and,
/// through the stub's glibc calls, executed: git's exit statuses, its output, and a program
/// killed by a signal.
final class SubprocessRunnerOnDarwinTests: XCTestCase {

    func testTheDarwinBranchRunsProgramsThroughPosixSpawn() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/git") else { throw XCTSkip("git is not installed") }
        let folder = try TemporaryFolder()
        try DarwinStubs.build(in: folder.url)
        // Results go to standard error too, unbuffered, so that they interleave with the stub's lines.
        try folder.write("main.swift", """
            import Darwin

            func report(_ line: String) { _ = (line + "\\n").utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) } }
            let runner = SystemSubprocessRunner()
            let version = try runner.run(["git", "--version"])
            report("\\(version.termination) \\(String(decoding: version.stdout, as: UTF8.self).hasPrefix("git version"))")
            let failed = try runner.run(["git", "-C", CommandLine.arguments[1], "rev-parse", "--verify", "--quiet", "no-such-revision"])
            report("\\(failed.termination) \\(failed.stdout.isEmpty)")
            let top = try runner.run(["git", "-C", CommandLine.arguments[1], "rev-parse", "--show-toplevel"])
            report("\\(top.succeeded) \\(String(decoding: top.stdout, as: UTF8.self))")
            let killed = try runner.run(["sh", "-c", "kill -KILL $$"])
            report("\\(killed.termination) \\(killed.succeeded)")

            """)
        let platform = PackageRoot.url.appendingPathComponent("Sources/Platform")
        let build = try SwiftCompiler.run(["-swift-version", "6", "-warnings-as-errors", "-I", ".", "-L", ".", "-lDarwin", "-lCLibrary",
                                    platform.appendingPathComponent("SystemSubprocessRunner.swift").path,
                                    platform.appendingPathComponent("SubprocessOutput.swift").path,
                                    "main.swift", "-o", "runner"], in: folder.url)
        XCTAssertEqual(build.status, 0, build.output)
        let repository = PackageRoot.url.resolvingSymlinksInPath().path
        let run = try ProcessRunner.runCombined(folder.url.appendingPathComponent("runner"), [repository], in: folder.url)
        XCTAssertEqual(run.output, """
            posix_spawn
            exited with status 0 true
            posix_spawn
            exited with status 1 true
            posix_spawn
            true \(repository)

            posix_spawn
            was killed by signal 9 false

            """, "each run went through posix_spawn, with the program's exit status or signal and its output")
    }
}
