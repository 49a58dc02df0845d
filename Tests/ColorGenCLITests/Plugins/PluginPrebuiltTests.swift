// The demo builds, rebuilds for free and checks its outputs through the prebuilt artifact bundle.
import Foundation
import XCTest
import ColorGenModel
import TestSupport

/// The release path: Scripts/build-artifactbundle.sh assembles colorgen.artifactbundle and the
/// plugin package of Scripts/PrebuiltPlugins, and Examples/ColorGenDemo builds against that
/// package without compiling colorgen. The bundle is made from the colorgen these tests run (a
/// debug build; the script builds a release one when not given a binary), so the consumer's build
/// here takes about as long as its own sources.
final class PluginPrebuiltTests: XCTestCase {
    func testTheDemoBuildsAndChecksItsOutputsWithThePrebuiltArtifactBundle() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appendingPathComponent("release")
        let script = try ProcessRunner.runCombined(URL(fileURLWithPath: "/bin/bash"), [PackageRoot.url.appendingPathComponent("Scripts/build-artifactbundle.sh").path,
                                                "--output", output.path, "--binary", CLIRunner.executable.path,
                                                "--version", ColorGenVersion.current], in: folder.url)
        XCTAssertEqual(script.status, 0, script.output)
        XCTAssertTrue(script.output.contains("checksum: "), script.output)

        let bundle = output.appendingPathComponent("colorgen.artifactbundle")
        let info = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: bundle.appendingPathComponent("info.json")))
            as? [String: Any])
        XCTAssertEqual(info["schemaVersion"] as? String, "1.0")
        let artifact = try XCTUnwrap((info["artifacts"] as? [String: Any])?["colorgen"] as? [String: Any])
        XCTAssertEqual(artifact["type"] as? String, "executable")
        XCTAssertEqual(artifact["version"] as? String, ColorGenVersion.current)
        let variants = try XCTUnwrap(artifact["variants"] as? [[String: Any]])
        XCTAssertEqual(variants.count, 1)
        let path = try XCTUnwrap(variants.first?["path"] as? String)
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: bundle.appendingPathComponent(path).path), path)
        let triples = try XCTUnwrap(variants.first?["supportedTriples"] as? [String])
        #if os(Linux) && arch(x86_64)
        XCTAssertEqual(triples, ["x86_64-unknown-linux-gnu"])
        #endif
        XCTAssertEqual(path, "colorgen-\(ColorGenVersion.current)-\(triples[0])/bin/colorgen")
        XCTAssertTrue(FileManager.default.fileExists(atPath: output.appendingPathComponent("colorgen.artifactbundle.zip").path))

        // The demo, its dependency pointing at the plugin package instead of the repository.
        let package = try PluginTests.copyDemo(into: folder.url)
        let manifest = package.appendingPathComponent("Package.swift")
        try String(contentsOf: manifest, encoding: .utf8)
            .replacingOccurrences(of: "path: \"\(PackageRoot.url.path)\"",
                                  with: "path: \"\(output.appendingPathComponent("colorgen-plugins").path)\"")
            .write(to: manifest, atomically: true, encoding: .utf8)
        let build = try PluginTests.swift(["build"], in: package)
        XCTAssertEqual(build.status, 0, build.output)
        XCTAssertTrue(build.output.contains("Generating colors of DemoColors from colorgen.json"), build.output)
        XCTAssertEqual(Set(PluginTests.compiledFiles(in: build.output).keys), ["DemoColors"],
                       "only the consumer's own module compiles:\n\(build.output)")
        let again = try PluginTests.swift(["build"], in: package)
        XCTAssertEqual(again.status, 0, again.output)
        XCTAssertFalse(again.output.contains("Generating colors"), "a no-change build must not run colorgen:\n\(again.output)")

        let check = try PluginTests.swift(["package", "check-colors"], in: package)
        XCTAssertEqual(check.status, 0, "the command plugins run the prebuilt colorgen too:\n\(check.output)")
    }

    /// The prebuilt manifest declares the plugins exactly as colorgen's own manifest does, with
    /// the binary target in place of the executable.
    func testThePrebuiltManifestDeclaresTheSamePlugins() throws {
        let main = try String(contentsOf: PackageRoot.url.appendingPathComponent("Package.swift"), encoding: .utf8)
        let prebuilt = try String(contentsOf: PackageRoot.url.appendingPathComponent("Scripts/PrebuiltPlugins/Package.swift"),
                                  encoding: .utf8)
        let start = try XCTUnwrap(main.range(of: ".plugin(name: \"ColorGenPlugin\", capability:"))
        let end = try XCTUnwrap(main.range(of: "// One test target per library", range: start.upperBound..<main.endIndex))
        let plugins = Self.squeezed(String(main[start.lowerBound..<end.lowerBound]))
            .replacingOccurrences(of: "dependencies: [\"colorgen\"]", with: "dependencies: [\"ColorGenBinary\"]")
        XCTAssertTrue(Self.squeezed(prebuilt).contains(plugins), "Scripts/PrebuiltPlugins/Package.swift must declare:\n\(plugins)")
        XCTAssertTrue(prebuilt.contains(".binaryTarget(name: \"ColorGenBinary\", path: \"colorgen.artifactbundle\")"))
    }

    /// `text` with every run of white space made one space.
    private static func squeezed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
