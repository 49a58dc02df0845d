// Builds and tests Examples/ColorGenDemo and the README quick start through colorgen's plugins.
import Foundation
import XCTest
import TestSupport

/// Builds, tests and checks Examples/ColorGenDemo, a package that uses colorgen's plugins as its
/// users do, in a copy whose dependency points back at this repository.
///
/// The nested build compiles colorgen again (a minute or two on two cores); later steps are
/// incremental.
final class PluginTests: XCTestCase {
    static let demo = PackageRoot.url.appendingPathComponent("Examples/ColorGenDemo")

    /// One copy of the demo goes through a user's whole cycle, so colorgen is compiled once.
    func testDemoPackageBuildsIncrementallyTestsAndChecksItsOutputs() throws {
        let folder = try TemporaryFolder()
        let package = try Self.copyDemo(into: folder.url)
        // A file of the target that does not use the colors: a scheme change must not recompile it.
        try Data("/// Uses none of the generated colors.\npublic enum DemoInfo {\n    public static let name = \"demo\"\n}\n".utf8)
            .write(to: package.appendingPathComponent("Sources/DemoColors/DemoInfo.swift"))
        let packageBefore = try Self.listing(of: package)
        let repositoryBefore = try Self.listing(of: PackageRoot.url)

        let build = try Self.swift(["build"], in: package)
        XCTAssertEqual(build.status, 0, build.output)
        XCTAssertTrue(build.output.contains("Generating colors of DemoColors from colorgen.json"), build.output)
        XCTAssertFalse(build.output.contains("error:"), "a clean build prints no errors:\n\(build.output)")

        // SwiftPM's native build system links colorgen once for planning and once in the build, and
        // the first build after a cold one links it again; colorgen then reruns, but its unchanged
        // output keeps its date, so nothing recompiles. From then on a no-change build runs nothing.
        let settling = try Self.swift(["build"], in: package)
        XCTAssertEqual(settling.status, 0, settling.output)
        XCTAssertFalse(settling.output.contains("Compiling DemoColors"), settling.output)
        // -v prints every command the build runs: neither colorgen nor a compiler.
        let again = try Self.swift(["build", "-v"], in: package)
        XCTAssertEqual(again.status, 0, again.output)
        XCTAssertFalse(again.output.contains("Generating colors"), "a no-change build must not run colorgen:\n\(again.output)")
        XCTAssertFalse(again.output.contains(" generate --config "), "a no-change build must not run colorgen:\n\(again.output)")
        XCTAssertEqual(Self.compiledFiles(in: again.output), [:], again.output)
        XCTAssertFalse(again.output.contains("-module-name DemoColors"), again.output)

        let workDirectory = package.appendingPathComponent(".build/plugins/outputs/colorgendemo/DemoColors/destination/ColorGenPlugin")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: workDirectory.path), ["ColorGen.swift"])
        XCTAssertEqual(try Self.listing(of: package), packageBefore, "the build wrote into the package outside .build")
        XCTAssertEqual(try Self.listing(of: PackageRoot.url), repositoryBefore, "the build wrote into colorgen's repository")

        let test = try Self.swift(["test"], in: package)
        XCTAssertEqual(test.status, 0, test.output)

        let generate = ["package", "--allow-writing-to-package-directory", "generate-colors", "--check"]
        let check = try Self.swift(generate, in: package)
        XCTAssertEqual(check.status, 0, "the demo's committed outputs are out of date:\n\(check.output)")

        // One color changes: colorgen runs again, and the committed outputs are now stale.
        let scheme = package.appendingPathComponent("Sources/DemoColors/Schemes/dark.tokens.json")
        let original = try String(contentsOf: scheme, encoding: .utf8)
        let darkBase = ##""components": [0.0706, 0.0784, 0.0902], "alpha": 1, "hex": "#121417""##
        XCTAssertTrue(original.contains(darkBase), "the demo's dark base color changed; update this test")
        try original.replacingOccurrences(of: darkBase, with: ##""components": [0.0706, 0.0784, 0.098], "alpha": 1, "hex": "#121419""##)
            .write(to: scheme, atomically: true, encoding: .utf8)
        let changed = try Self.swift(["build"], in: package)
        XCTAssertEqual(changed.status, 0, changed.output)
        XCTAssertTrue(changed.output.contains("Generating colors of DemoColors"), changed.output)
        // Only the generated file and the files that use it recompile: Badge.swift may (it uses
        // the colors), DemoInfo.swift and colorgen's own modules must not.
        let compiled = Self.compiledFiles(in: changed.output)
        XCTAssertEqual(Set(compiled.keys), ["DemoColors"], changed.output)
        XCTAssertTrue(compiled["DemoColors", default: []].contains("ColorGen.swift"), changed.output)
        XCTAssertTrue(compiled["DemoColors", default: []].isSubset(of: ["ColorGen.swift", "Badge.swift"]), changed.output)
        XCTAssertTrue(try String(contentsOf: workDirectory.appendingPathComponent("ColorGen.swift"), encoding: .utf8)
            .contains("#121419ff"))
        let stale = try Self.swift(generate + ["--diff"], in: package)
        XCTAssertNotEqual(stale.status, 0)
        XCTAssertTrue(stale.output.contains("Generated/ColorGen.swift' is out of date"), stale.output)
        // --diff also prints the role changes: the dark base moved by an invisible ΔE OK.
        XCTAssertTrue(stale.output.contains("colorgen diff: generated "), stale.output)
        XCTAssertTrue(stale.output.contains("light: no changes ("), stale.output)
        XCTAssertNotNil(stale.output.range(of: #"\ndark: \d+ invisible, \d+ unchanged\n"#, options: .regularExpression), stale.output)

        // A broken scheme file fails the build with its position in the log.
        try original.replacingOccurrences(of: ##""hex": "#121417""##, with: ##""hex": "#12141""##)
            .write(to: scheme, atomically: true, encoding: .utf8)
        let broken = try Self.swift(["build"], in: package)
        XCTAssertNotEqual(broken.status, 0)
        XCTAssertTrue(broken.output.range(of: scheme.path + #":\d+:\d+: error: "#, options: .regularExpression) != nil,
                      broken.output)
    }

    /// The command plugins in a monorepo: the compose, typescript and tailwind outputs go to the
    /// package's sibling folders `../android` and `../web`. With SwiftPM's permission for them,
    /// `generate-colors` writes them and `check-colors` finds them current; a changed sibling
    /// output makes `check-colors --diff` print its unified diff. Where a sibling folder refuses
    /// the write (read-only here; on macOS SwiftPM's sandbox refuses a folder not allowed, which
    /// Linux, without a sandbox, cannot show), each refused output is an error at its line in the
    /// config with the SwiftPM command that allows it, and nothing is written.
    func testGenerateColorsWritesTheComposeTypeScriptAndTailwindOutputsIntoSiblingFolders() throws {
        let folder = try TemporaryFolder()
        let package = try Self.copyDemo(into: folder.url)
        let config = package.appendingPathComponent("Sources/DemoColors/colorgen.json")
        let text = try String(contentsOf: config, encoding: .utf8)
        let json = #"{ "format": "json", "path": "../../Generated/colors" }"#
        XCTAssertTrue(text.contains(json), "the demo's config changed; update this test")
        try text.replacingOccurrences(of: json, with: json + """
            ,
                { "format": "compose", "path": "../../../android/DemoColors.kt", "options": { "package": "com.example.demo" } },
                { "format": "typescript", "path": "../../../web/colors.ts" },
                { "format": "tailwind", "path": "../../../web/colors.tailwind.css" }
            """).write(to: config, atomically: true, encoding: .utf8)
        let android = folder.url.appendingPathComponent("android"), web = folder.url.appendingPathComponent("web")
        for sibling in [android, web] { try FileManager.default.createDirectory(at: sibling, withIntermediateDirectories: true) }

        // Refused: nothing written, each refused output at its place in the config.
        try WriteRefusingFolder.refuse(web)
        let refused: ProcessRunner.CombinedOutput
        do {
            defer { try? WriteRefusingFolder.allow(web) }
            refused = try Self.swift(["package", "--allow-writing-to-package-directory", "generate-colors"], in: package)
        }
        XCTAssertNotEqual(refused.status, 0, refused.output)
        for (line, path) in [(13, "colors.ts"), (14, "colors.tailwind.css")] {
            XCTAssertTrue(refused.output.contains("\(config.path):\(line):"), refused.output)
            XCTAssertTrue(refused.output.contains("cannot write output '\(web.path)/\(path)': the system refuses writing into "
                                                  + "'\(web.path)'"), refused.output)
        }
        XCTAssertTrue(refused.output.contains("run 'swift package --allow-writing-to-package-directory --allow-writing-to-directory "
                                              + "\(web.path) generate-colors'"), refused.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: android.appendingPathComponent("DemoColors.kt").path),
                       "nothing is written when one output is refused")

        let generate = try Self.swift(["package", "--allow-writing-to-package-directory", "--allow-writing-to-directory", "../android",
                                       "--allow-writing-to-directory", "../web", "generate-colors"], in: package)
        XCTAssertEqual(generate.status, 0, generate.output)
        let written = [("android/DemoColors.kt", "package com.example.demo"), ("web/colors.ts", "export const roles = freeze({"),
                       ("web/colors.tailwind.css", "@theme inline {")]
        for (path, expected) in written {
            let file = folder.url.appendingPathComponent(path)
            let contents = try String(contentsOf: file, encoding: .utf8)
            XCTAssertTrue(contents.contains(expected), "\(path) lacks \(expected)")
        }
        let check = try Self.swift(["package", "check-colors"], in: package)
        XCTAssertEqual(check.status, 0, check.output)

        // A changed sibling output: check-colors --diff names it and shows how it differs.
        let typescript = web.appendingPathComponent("colors.ts")
        let current = try String(contentsOf: typescript, encoding: .utf8)
        try current.replacingOccurrences(of: "export const roles = freeze({", with: "export const roles = Object.freeze({")
            .write(to: typescript, atomically: true, encoding: .utf8)
        let diff = try Self.swift(["package", "check-colors", "--diff"], in: package)
        XCTAssertNotEqual(diff.status, 0, diff.output)
        XCTAssertTrue(diff.output.contains("'\(typescript.path)' is out of date; run 'swift package "
                                           + "--allow-writing-to-package-directory --allow-writing-to-directory ../android "
                                           + "--allow-writing-to-directory ../web generate-colors'"), diff.output)
        XCTAssertTrue(diff.output.contains("--- \(typescript.path)\n+++ \(typescript.path) (generated)\n"), diff.output)
        XCTAssertTrue(diff.output.contains("\n-export const roles = Object.freeze({\n+export const roles = freeze({\n"), diff.output)
        XCTAssertFalse(diff.output.contains("colors.tailwind.css (generated)"), "a current output shows no diff:\n\(diff.output)")
    }

    /// The README's Quick start, built as written: its `Package.swift`, the files `colorgen init`
    /// writes (which must equal the README's config), its `main.swift`. Then `check-colors`
    /// without write permission, `generate-colors`, and its refusal to write Swift into the target.
    func testTheReadmeQuickStartBuildsAsWritten() throws {
        let folder = try TemporaryFolder()
        let package = folder.url.appendingPathComponent("MyApp")
        let blocks = try Self.readmeBlocks()
        XCTAssertEqual(Set(blocks.keys), ["Package.swift", "Sources/AppColors/colorgen.json", "Sources/App/main.swift"])
        let remote = #".package(url: "https://github.com/<owner>/colorgen.git", from: "0.1.0")"#
        let manifest = try XCTUnwrap(blocks["Package.swift"])
        XCTAssertTrue(manifest.contains(remote), "the README's dependency line changed; update this test")
        let colors = package.appendingPathComponent("Sources/AppColors")
        try FileManager.default.createDirectory(at: colors, withIntermediateDirectories: true)
        let initRun = try CLIRunner.run(["init", "--dir", "Sources/AppColors"], in: package)
        XCTAssertEqual(initRun.status, 0, initRun.stderr)
        XCTAssertEqual(try String(contentsOf: colors.appendingPathComponent("colorgen.json"), encoding: .utf8),
                       blocks["Sources/AppColors/colorgen.json"].map { $0 + "\n" }, "the README shows what colorgen init writes")
        for (path, text) in blocks where path != "Sources/AppColors/colorgen.json" {
            let written = path == "Package.swift"
                ? text.replacingOccurrences(of: remote, with: ".package(name: \"colorgen\", path: \"\(PackageRoot.url.path)\")") : text
            let file = package.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(written.utf8).write(to: file)
        }
        let before = try Self.listing(of: package)
        let run = try Self.swift(["run", "App"], in: package)
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertTrue(run.output.hasSuffix("ok\n"), run.output)
        XCTAssertEqual(try Self.listing(of: package), before, "the build wrote into the package outside .build")

        let stale = try Self.swift(["package", "check-colors"], in: package)
        XCTAssertNotEqual(stale.status, 0)
        XCTAssertTrue(stale.output.contains("Generated/Colors.swift' is out of date; run "
                                            + "'swift package --allow-writing-to-package-directory generate-colors'"), stale.output)
        let generate = try Self.swift(["package", "--allow-writing-to-package-directory", "generate-colors"], in: package)
        XCTAssertEqual(generate.status, 0, generate.output)
        let current = try Self.swift(["package", "check-colors"], in: package)
        XCTAssertEqual(current.status, 0, current.output)

        let config = colors.appendingPathComponent("colorgen.json")
        let inside = try String(contentsOf: config, encoding: .utf8)
            .replacingOccurrences(of: "../../Generated/Colors.swift", with: "Generated/Colors.swift")
        try Data(inside.utf8).write(to: config)
        let refused = try Self.swift(["package", "--allow-writing-to-package-directory", "generate-colors"], in: package)
        XCTAssertNotEqual(refused.status, 0)
        XCTAssertTrue(refused.output.contains(#"colorgen.json:12:34: error: the swift output "Generated/Colors.swift" lies "#
                                              + "inside target 'AppColors', which applies ColorGenPlugin"), refused.output)
        XCTAssertTrue(refused.output.contains(#"e.g. "../../Generated/Colors.swift""#), refused.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: colors.appendingPathComponent("Generated").path))
    }

    /// The README's blocks marked `<!-- readme-test: FILE -->`, by file, without their indentation.
    static func readmeBlocks() throws -> [String: String] {
        let lines = try String(contentsOf: PackageRoot.url.appendingPathComponent("README.md"), encoding: .utf8)
            .components(separatedBy: "\n")
        var blocks: [String: String] = [:]
        var index = 0
        while index < lines.count {
            let line = lines[index].trimmingCharacters(in: .whitespaces)
            index += 1
            guard line.hasPrefix("<!-- readme-test: "), line.hasSuffix(" -->"), index < lines.count else { continue }
            let file = String(line.dropFirst("<!-- readme-test: ".count).dropLast(" -->".count))
            let fence = lines[index]
            let indentation = fence.prefix { $0 == " " }.count
            index += 1
            var body: [String] = []
            while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces) != "```" {
                body.append(String(lines[index].dropFirst(min(indentation, lines[index].prefix { $0 == " " }.count))))
                index += 1
            }
            blocks[file] = body.joined(separator: "\n")
        }
        return blocks
    }

    // MARK: helpers

    /// Copies the demo (without its `.build`) into `folder`, its dependency pointing at this repository.
    static func copyDemo(into folder: URL) throws -> URL {
        let copy = folder.appendingPathComponent("ColorGenDemo")
        let files = FileManager.default
        for path in try files.subpathsOfDirectory(atPath: demo.path) where !path.hasPrefix(".build") && !path.hasPrefix(".swiftpm") {
            let source = demo.appendingPathComponent(path), target = copy.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            guard files.fileExists(atPath: source.path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                try files.createDirectory(at: target, withIntermediateDirectories: true)
            } else {
                try files.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try files.copyItem(at: source, to: target)
            }
        }
        let manifest = copy.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        let relative = #"path: "../..""#
        XCTAssertTrue(text.contains(relative), "the demo's manifest no longer depends on \(relative)")
        try text.replacingOccurrences(of: relative, with: "path: \"\(PackageRoot.url.path)\"")
            .write(to: manifest, atomically: true, encoding: .utf8)
        return copy
    }

    /// The files each module compiled, from the `Compiling MODULE A.swift, B.swift` lines of a build log.
    static func compiledFiles(in log: String) -> [String: Set<String>] {
        var files: [String: Set<String>] = [:]
        for line in log.split(separator: "\n") {
            guard let range = line.range(of: "Compiling ") else { continue }
            let words = line[range.upperBound...].split(separator: " ", maxSplits: 1)
            guard words.count == 2, words[1].hasSuffix(".swift") else { continue }
            let names = words[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            files[String(words[0]), default: []].formUnion(names)
        }
        return files
    }

    /// Every file below `folder` but build products and git data, with its size and modification date.
    static func listing(of folder: URL) throws -> [String] {
        let skipped = [".build", ".git", ".swiftpm"]
        return try FileManager.default.subpathsOfDirectory(atPath: folder.path)
            .filter { path in !skipped.contains { path == $0 || path.hasPrefix($0 + "/") } }
            .sorted()
            .map { path in
                let attributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(path).path)
                let size = attributes[.size] as? Int ?? 0
                let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                return "\(path) \(size) \(date)"
            }
    }

    /// Runs `swift` with `arguments` in `folder`; stdout and stderr together.
    static func swift(_ arguments: [String], in folder: URL) throws -> ProcessRunner.CombinedOutput {
        try ProcessRunner.runCombined(URL(fileURLWithPath: "/usr/bin/env"), ["swift"] + arguments, in: folder)
    }
}
