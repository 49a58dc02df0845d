// Builds the stub Darwin module and CLibrary against it, for the tests that compile Platform's macOS branches on Linux.
import Foundation
import TestSupport

/// Tests/Stubs/Darwin.swift (Apple's C signatures over glibc) and Sources/CLibrary built with it,
/// so that Platform's files compile their `canImport(Darwin)` branches here.
enum DarwinStubs {
    /// A stub that did not compile: the compiler's status and output.
    struct BuildFailure: Error, CustomStringConvertible {
        var module: String
        var result: ProcessRunner.CombinedOutput

        var description: String { "building the stub \(module) failed (status \(result.status)):\n\(result.output)" }
    }

    /// Builds Tests/Stubs/Darwin.swift into `directory` as the module `Darwin` and `libDarwin.a`,
    /// then Sources/CLibrary against it as the module `CLibrary` and `libCLibrary.a`, so that
    /// Platform's files, which import CLibrary, compile their `canImport(Darwin)` branches with
    /// `-I . -L . -lDarwin -lCLibrary` in `directory`.
    static func build(in directory: URL) throws {
        try compile(module: "Darwin", source: "Tests/Stubs/Darwin.swift", in: directory)
        try compile(module: "CLibrary", source: "Sources/CLibrary/CLibrary.swift", in: directory)
    }

    private static func compile(module: String, source: String, in directory: URL) throws {
        let result = try SwiftCompiler.run(["-parse-as-library", "-emit-library", "-static", "-emit-module", "-module-name", module,
                                            "-I", ".", PackageRoot.url.appendingPathComponent(source).path,
                                            "-o", "lib\(module).a"], in: directory)
        guard result.status == 0 else { throw BuildFailure(module: module, result: result) }
    }
}
