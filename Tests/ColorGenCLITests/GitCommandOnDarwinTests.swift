// The macOS path of starting git (posix_spawn with Apple's file-action types), compiled and run against stub Darwin.
import Foundation
import XCTest

/// `GitCommand` compiled with the stub Darwin module of Tests/Stubs (Apple's `posix_spawn`,
/// `posix_spawn_file_actions_t` as an opaque pointer, `_NSGetEnviron`), so its `canImport(Darwin)`
/// branch is type-checked on Linux and, through the stub's glibc calls, executed.
final class GitCommandOnDarwinTests: XCTestCase {
    private static let repository = PluginTests.repository

    func testTheDarwinBranchRunsGitThroughPosixSpawn() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/git") else { throw XCTSkip("git is not installed") }
        let folder = try TemporaryFolder()
        let stub = try Swiftc.buildDarwinStub(in: folder.url)
        XCTAssertEqual(stub.status, 0, stub.output)
        // Results go to standard error too, unbuffered, so that they interleave with the stub's lines.
        try folder.write("main.swift", """
            import Darwin

            func report(_ line: String) { _ = (line + "\\n").utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) } }
            if CommandLine.arguments[1] == "killed" {
                let killed = try GitCommand.run(["--version"])
                report("\\(killed.termination) \\(killed.succeeded) \\(killed.problem)")
            } else {
                let version = try GitCommand.run(["--version"])
                report("\\(version.termination) \\(version.text.hasPrefix("git version"))")
                let failed = try GitCommand.run(["rev-parse", "--verify", "--quiet", "no-such-revision"], in: CommandLine.arguments[1])
                report("\\(failed.termination) \\(failed.stdout.isEmpty)")
                let top = try GitCommand.run(["rev-parse", "--show-toplevel"], in: CommandLine.arguments[1])
                report("\\(top.succeeded) \\(top.text)")
            }

            """)
        let build = try Swiftc.run(["-swift-version", "6", "-warnings-as-errors", "-I", ".", "-L", ".", "-lDarwin",
                                    Self.repository.appendingPathComponent("Sources/colorgen/Git/GitCommand.swift").path,
                                    "main.swift", "-o", "git-command"], in: folder.url)
        XCTAssertEqual(build.status, 0, build.output)
        let repository = Self.repository.resolvingSymlinksInPath().path
        let run = try Swiftc.program(folder.url.appendingPathComponent("git-command").path, [repository], in: folder.url)
        XCTAssertEqual(run.output, """
            posix_spawn
            git exited with status 0 true
            posix_spawn
            git exited with status 1 true
            posix_spawn
            true \(repository)

            """, "each run went through posix_spawn, with git's exit status and output")
        // A git killed by a signal has no exit status: it is reported as the signal, not as status 9.
        try folder.write("fake/git", "#!/bin/sh\nkill -KILL $$\n")
        chmod(folder.url.appendingPathComponent("fake/git").path, 0o755)
        let killed = try Swiftc.program("/usr/bin/env", ["PATH=" + folder.url.appendingPathComponent("fake").path,
                                                         folder.url.appendingPathComponent("git-command").path, "killed"])
        XCTAssertEqual(killed.output, """
            posix_spawn
            git was killed by signal 9 false git was killed by signal 9

            """)
    }
}
