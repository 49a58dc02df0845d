// The plugin's view of a config's inputs and outputs must match what generation really reads and writes.
import Foundation
import XCTest
import ColorGenKit
import DiskFiles
import TestSupport

/// The build plugin decides a config's inputs and Swift outputs with ``ColorGenConfigSummary``
/// (Plugins/Shared, compiled into these tests through the PluginShared link and into colorgen
/// through Sources/ColorGenCLI/BuildPlugin) before colorgen runs; these compare that decision with
/// what the generator reads and writes for the example and corpus configs, and with what colorgen,
/// run as the plugin runs it, warns about.
final class PluginInputsAgreementTests: XCTestCase {
    /// The repository's configs: the demo's, the default schemes', the golden appearances' and the
    /// real-world fixtures that read only files of their own folder.
    func testThePluginTracksEveryFileTheGeneratorReadsForTheRepositorysConfigs() throws {
        let configs = ["Examples/ColorGenDemo/Sources/DemoColors/colorgen.json", "Schemes/colorgen.json",
                       "Tests/Golden/Appearances/colorgen.json"]
        var swiftConfigs = 0
        for path in configs {
            swiftConfigs += try checkAgreement(PackageRoot.url.appendingPathComponent(path)) ? 1 : 0
        }
        XCTAssertEqual(swiftConfigs, configs.count, "each of these configs has a swift output")
    }

    /// The real-world corpus configs of Tests/Fixtures/RealWorld, whose files are in ../shared.
    func testThePluginTracksEveryFileTheGeneratorReadsForTheCorpusConfigs() throws {
        let shared = PackageRoot.sharedFolder.appendingPathComponent("realworld")
        guard FileManager.default.fileExists(atPath: shared.path) else {
            throw XCTSkip("../shared/realworld is absent: the corpus configs cannot be generated")
        }
        let fixtures = PackageRoot.url.appendingPathComponent("Tests/Fixtures/RealWorld")
        let configs = try FileManager.default.contentsOfDirectory(atPath: fixtures.path).sorted()
            .map { fixtures.appendingPathComponent($0).appendingPathComponent("colorgen.json") }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
        XCTAssertGreaterThanOrEqual(configs.count, 10, "the corpus configs moved")
        for config in configs {
            try checkAgreement(config)
        }
    }

    /// A file a resolver references from outside the target is read but not tracked, and colorgen,
    /// run as the plugin runs it, says so; the same file inside the target is tracked.
    func testColorgenRunByThePluginWarnsAboutAFileItReadsThatThePluginDoesNotTrack() throws {
        let folder = try TemporaryFolder()
        let target = folder.url.appendingPathComponent("Sources/Colors")
        let schemes = PackageRoot.url.appendingPathComponent("Examples/ColorGenDemo/Sources/DemoColors/Schemes")
        for (name, copy) in [("sage-v2", "Sources/Colors/Schemes/sage-v2"), ("dark", "Sources/Colors/Schemes/dark"),
                             ("light", "Shared/light")] {
            try folder.write(copy + ".tokens.json", String(contentsOf: schemes.appendingPathComponent(name + ".tokens.json"),
                                                           encoding: .utf8))
        }
        try folder.write("Sources/Colors/colors.resolver.json", """
            {"version": "2025.10", "resolutionOrder": [
              {"type": "set", "name": "base", "sources": [{"$ref": "Schemes/sage-v2.tokens.json"}]},
              {"type": "modifier", "name": "scheme", "default": "light", "contexts": {
                "light": [{"$ref": "../../Shared/light.tokens.json"}], "dark": [{"$ref": "Schemes/dark.tokens.json"}]}}]}
            """)
        let config = try folder.write("Sources/Colors/colorgen.json", """
            {"rulesVersion": 2, "layout": "palette", "resolver": "colors.resolver.json",
             "outputs": [{"format": "swift", "path": "../../Generated/Colors.swift"}]}
            """)
        let work = folder.url.appendingPathComponent("work")
        let plan = try ColorGenBuildPlan(target: "Colors", targetFiles: ColorGenConfigLocator.files(in: target),
                                         workDirectory: work, targetFolder: target)
        let generated = Generator.generate(configPath: config.path, loader: DiskSourceLoader(), outputDirectory: work.path,
                                           formats: [.swift], flattensOutputPaths: true)
        let read = generated.inputFiles.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
        XCTAssertFalse(generated.diagnostics.contains { $0.severity == .error }, "\(generated.diagnostics.map(\.description))")
        let outside = folder.url.appendingPathComponent("Shared/light.tokens.json").resolvingSymlinksInPath().path
        XCTAssertTrue(read.contains(outside), "the resolver reads the file outside the target: \(read)")
        let planned = Set(plan.inputFiles.map { $0.resolvingSymlinksInPath().path })
        XCTAssertEqual(read.filter { !planned.contains($0) }, [outside])

        let run = try Self.colorgen(plan.arguments, targetFolder: target.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        let written = try XCTUnwrap(generated.inputFiles.first { $0.hasSuffix("Shared/light.tokens.json") })
        let warning = "\(config.path):1:1: warning: colorgen read '\(written)', which is not an input of ColorGenPlugin's "
            + "build command: changing it does not regenerate the colors until another input changes; keep the files the "
            + "config reads inside the target, named in the config\n"
        XCTAssertTrue(run.stderr.contains(warning), run.stderr)
        XCTAssertEqual(run.stderr.components(separatedBy: "ColorGenPlugin's build command").count, 2, "one file untracked")
        let manual = try Self.colorgen(plan.arguments, targetFolder: nil)
        XCTAssertEqual(manual.status, 0, manual.stderr)
        XCTAssertFalse(manual.stderr.contains("ColorGenPlugin"), "colorgen run by hand does not check the plugin's inputs")
    }

    // MARK: helpers

    /// Generates the Swift of `config` as the build plugin has colorgen do, with the config's
    /// folder as the target and the files it read outside that folder given to the target too (a
    /// consumer keeps them inside), and checks that the plugin's plan tracks every file read and
    /// names exactly the Swift files written. Returns false for a config without a swift output,
    /// which the plugin refuses (only the inputs are compared then).
    @discardableResult
    private func checkAgreement(_ config: URL, file: StaticString = #filePath, line: UInt = #line) throws -> Bool {
        let work = URL(fileURLWithPath: "/colorgen-plugin-work")
        let generated = Generator.generate(configPath: config.path, loader: DiskSourceLoader(), outputDirectory: work.path,
                                           formats: [.swift], flattensOutputPaths: true)
        // A config whose files colorgen rejects still names what it read.
        let read = generated.inputFiles.map { URL(fileURLWithPath: $0).standardizedFileURL }
        let folder = config.deletingLastPathComponent()
        // Swift files left out: a committed copy of an output beside Schemes/colorgen.json is not
        // a target's source here.
        let targetFiles = Self.unique(ColorGenConfigLocator.files(in: folder).filter { $0.pathExtension != "swift" } + read)
        let summary = ColorGenConfigSummary(contentsOf: config)
        let tracked = [config] + summary.namedInputs(in: folder) + targetFiles.filter { summary.isInputByKind($0, configFolder: folder) }
        // Compared with symbolic links resolved (../shared is one).
        let trackedPaths = Set(tracked.map { $0.resolvingSymlinksInPath().path })
        XCTAssertEqual(read.map { $0.resolvingSymlinksInPath().path }.filter { !trackedPaths.contains($0) }, [],
                       "\(config.path): read but not tracked", file: file, line: line)
        if !generated.diagnostics.contains(where: { $0.severity == .error }) {
            // colorgen run by the plugin for a target holding everything warns about no file.
            let outputs = try TemporaryFolder()
            let run = try Self.colorgen(["generate", "--config", config.path, "--output-dir", outputs.url.path, "--formats", "swift",
                                         "--flat", "--quiet"], targetFolder: "/")
            XCTAssertFalse(run.stderr.contains("ColorGenPlugin's build command"),
                           "\(config.path): colorgen's check disagrees with the plugin:\n\(run.stderr)", file: file, line: line)
        }
        guard !summary.swiftOutputPaths.isEmpty else { return false }
        let plan = try ColorGenBuildPlan(target: "T", targetFiles: targetFiles, workDirectory: work, targetFolder: folder)
        XCTAssertEqual(Set(plan.inputFiles.map { $0.resolvingSymlinksInPath().path }), trackedPaths, file: file, line: line)
        XCTAssertEqual(plan.outputFiles.map(\.path), generated.files.map(\.path), "\(config.path): the Swift files written",
                       file: file, line: line)
        return true
    }

    private static func unique(_ urls: [URL]) -> [URL] {
        var seen: Set<String> = []
        return urls.filter { seen.insert($0.path).inserted }
    }

    /// Runs colorgen with `arguments`, telling it that the build plugin runs it for the target at
    /// `targetFolder` when one is given.
    private static func colorgen(_ arguments: [String], targetFolder: String?) throws -> CLIRunner.Result {
        var environment = ProcessInfo.processInfo.environment
        // The variable through which ColorGenPlugin tells colorgen the target's folder.
        environment["COLORGEN_BUILD_PLUGIN_TARGET"] = targetFolder
        return try CLIRunner.run(arguments, environment: environment)
    }
}
