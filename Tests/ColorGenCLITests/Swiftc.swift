// Runs the toolchain's swiftc (and the programs it builds) for tests that compile code against stubs.
import Foundation

/// The `swiftc` on `PATH` and the programs it builds, run with output and errors together.
enum Swiftc {
    /// Runs `swiftc arguments` in `directory` (the current folder when nil).
    static func run(_ arguments: [String], in directory: URL? = nil) throws -> (status: Int32, output: String) {
        try program("/usr/bin/env", ["swiftc"] + arguments, in: directory)
    }

    /// Builds Tests/Stubs/Darwin.swift into `directory` as the module `Darwin` and `libDarwin.a`,
    /// for compiling the CLI's macOS branches with `-I . -L . -lDarwin`.
    static func buildDarwinStub(in directory: URL) throws -> (status: Int32, output: String) {
        try run(["-parse-as-library", "-emit-library", "-static", "-emit-module", "-module-name", "Darwin",
                 PluginTests.repository.appendingPathComponent("Tests/Stubs/Darwin.swift").path,
                 "-o", "libDarwin.a"], in: directory)
    }

    /// Builds Sources/CLibrary into `directory` as the module `CLibrary` and `libCLibrary.a`,
    /// against the `Darwin` that `darwinSearchPath` holds (the stub built by ``buildDarwinStub(in:)``
    /// in `directory` itself, by default), so that Platform's files, which import it, compile
    /// their `canImport(Darwin)` branches with `-I . -L . -lDarwin -lCLibrary`.
    static func buildCLibrary(in directory: URL, darwinSearchPath: String = ".") throws -> (status: Int32, output: String) {
        try run(["-parse-as-library", "-emit-library", "-static", "-emit-module", "-module-name", "CLibrary",
                 "-I", darwinSearchPath,
                 PluginTests.repository.appendingPathComponent("Sources/CLibrary/CLibrary.swift").path,
                 "-o", "libCLibrary.a"], in: directory)
    }

    /// Runs `executable arguments` in `directory` (the current folder when nil).
    static func program(_ executable: String, _ arguments: [String], in directory: URL? = nil) throws
        -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        // Read before waiting so a large output cannot fill the pipe and block the child.
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
