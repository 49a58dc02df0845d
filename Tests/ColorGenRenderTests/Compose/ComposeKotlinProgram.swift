// Test support: a generated Kotlin file and a test's main, compiled with kotlinc against the Compose stubs and run.
import Foundation
import TestSupport
import XCTest

/// A program of generated Compose files and a test's `Main.kt`, compiled with `kotlinc` against
/// `Tests/Stubs/Compose` and run with `kotlin`; skipped without them (failed on CI).
enum ComposeKotlinProgram {
    /// Compose's stubs (Tests/Stubs/Compose).
    static let stubs = PackageRoot.url.appendingPathComponent("Tests/Stubs/Compose")

    /// What compiling and running gave.
    struct Outcome {
        /// kotlinc's output (errors and warnings).
        var compilerOutput: String
        /// The lines the program printed, or nil when it did not compile.
        var printed: [String]?
    }

    /// Compiles `files` (file name → text; `Main.kt` among them, declaring `main`) with the stubs
    /// and runs `MainKt`.
    static func run(_ files: [String: String]) throws -> Outcome {
        let kotlinc = try ExternalTool.require("kotlinc", install: "apt-get install -y kotlin")
        let kotlin = try ExternalTool.require("kotlin", install: "apt-get install -y kotlin")
        let folder = try TemporaryFolder()
        for (name, text) in files { try folder.write(name, text) }
        let stubFiles = try FileManager.default.contentsOfDirectory(atPath: stubs.path).filter { $0.hasSuffix(".kt") }
            .map { stubs.appendingPathComponent($0).path }
        let compile = try ProcessRunner.runCombined(kotlinc, stubFiles + files.keys.sorted() + ["-d", "classes"], in: folder.url)
        guard compile.status == 0, !compile.output.contains("error:") else { return Outcome(compilerOutput: compile.output, printed: nil) }
        let run = try ProcessRunner.runCombined(kotlin, ["-cp", "classes", "MainKt"], in: folder.url)
        XCTAssertEqual(run.status, 0, run.output)
        return Outcome(compilerOutput: compile.output,
                       printed: run.output.split(separator: "\n").map(String.init).filter { !$0.contains("OpenJDK") })
    }
}
