// Builds the stub Darwin module and CLibrary against it, for the tests that compile Platform's macOS branches on Linux.
import Foundation
import TestSupport

/// Tests/Stubs/Darwin.swift (Apple's C signatures over glibc) and Sources/CLibrary built with it,
/// so that Platform's files compile their `canImport(Darwin)` branches here.
enum DarwinStubs {
    /// Builds Tests/Stubs/Darwin.swift into `directory` as the module `Darwin` and `libDarwin.a`,
    /// for compiling the CLI's macOS branches with `-I . -L . -lDarwin`.
    static func buildDarwin(in directory: URL) throws -> ProcessRunner.CombinedOutput {
        try SwiftCompiler.run(["-parse-as-library", "-emit-library", "-static", "-emit-module", "-module-name", "Darwin",
                               PackageRoot.url.appendingPathComponent("Tests/Stubs/Darwin.swift").path,
                               "-o", "libDarwin.a"], in: directory)
    }

    /// Builds Sources/CLibrary into `directory` as the module `CLibrary` and `libCLibrary.a`,
    /// against the `Darwin` that `darwinSearchPath` holds (the stub built by ``buildDarwin(in:)``
    /// in `directory` itself, by default), so that Platform's files, which import it, compile
    /// their `canImport(Darwin)` branches with `-I . -L . -lDarwin -lCLibrary`.
    static func buildCLibrary(in directory: URL, darwinSearchPath: String = ".") throws -> ProcessRunner.CombinedOutput {
        try SwiftCompiler.run(["-parse-as-library", "-emit-library", "-static", "-emit-module", "-module-name", "CLibrary",
                               "-I", darwinSearchPath,
                               PackageRoot.url.appendingPathComponent("Sources/CLibrary/CLibrary.swift").path,
                               "-o", "libCLibrary.a"], in: directory)
    }
}
