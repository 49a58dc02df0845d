import Foundation
import XCTest

/// Builds, tests and checks Examples/ColorGenDemo, a package that uses colorgen's plugins as its
/// users do, in a copy whose dependency points back at this repository.
///
/// One nested build compiles colorgen again (a few minutes on two cores); later steps are
/// incremental. Skipped until colorgen can render the swift format the build plugin emits.
final class PluginTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../..").standardizedFileURL
    static let demo = repository.appendingPathComponent("Examples/ColorGenDemo")

    func testDemoPackageBuildsTestsAndIsUpToDate() throws {
        try XCTSkipUnless(Self.swiftFormatIsAvailable(),
                          "the demo needs the swift output format, which this colorgen cannot render yet")
        let folder = try TemporaryFolder()
        let package = try Self.copyDemo(into: folder.url)
        let packageBefore = try Self.listing(of: package)
        let repositoryBefore = try Self.listing(of: Self.repository)

        let build = try Self.swift(["build"], in: package)
        XCTAssertEqual(build.status, 0, build.output)
        XCTAssertTrue(build.output.contains("Generating colors of DemoColors from colorgen.json"), build.output)

        let again = try Self.swift(["build"], in: package)
        XCTAssertEqual(again.status, 0, again.output)
        XCTAssertFalse(again.output.contains("Generating colors"), "a no-change build must not run colorgen:\n\(again.output)")

        let workDirectory = package.appendingPathComponent(".build/plugins/outputs/colorgendemo/DemoColors/destination/ColorGenPlugin")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: workDirectory.path), ["ColorGen.swift"])
        XCTAssertEqual(try Self.listing(of: package), packageBefore, "the build wrote into the package outside .build")
        XCTAssertEqual(try Self.listing(of: Self.repository), repositoryBefore, "the build wrote into colorgen's repository")

        let test = try Self.swift(["test"], in: package)
        XCTAssertEqual(test.status, 0, test.output)

        let check = try Self.swift(["package", "--allow-writing-to-package-directory", "generate-colors", "--check"], in: package)
        XCTAssertEqual(check.status, 0, "the demo's committed outputs are out of date:\n\(check.output)")
    }

    func testSchemeErrorsReachTheBuildLogAtTheirLineAndColumn() throws {
        try XCTSkipUnless(Self.swiftFormatIsAvailable(),
                          "the demo needs the swift output format, which this colorgen cannot render yet")
        let folder = try TemporaryFolder()
        let package = try Self.copyDemo(into: folder.url)
        let scheme = package.appendingPathComponent("Sources/DemoColors/Schemes/dark.tokens.json")
        let text = try String(contentsOf: scheme, encoding: .utf8)
        try text.replacingOccurrences(of: "\"hex\": \"#121417\"", with: "\"hex\": \"#12141\"")
            .write(to: scheme, atomically: true, encoding: .utf8)
        let build = try Self.swift(["build"], in: package)
        XCTAssertNotEqual(build.status, 0)
        XCTAssertTrue(build.output.contains(scheme.path + ":"), build.output)
        XCTAssertTrue(build.output.range(of: #"dark\.tokens\.json:\d+:\d+: error: "#, options: .regularExpression) != nil,
                      build.output)
    }

    // MARK: helpers

    /// Whether the built colorgen renders the swift format (it reports an error when it cannot).
    static func swiftFormatIsAvailable() throws -> Bool {
        let folder = try TemporaryFolder()
        let result = try CLIRunner.run(["generate", "--config", demo.appendingPathComponent("Sources/DemoColors/colorgen.json").path,
                                        "--output-dir", folder.url.path, "--flat", "--formats", "swift", "--quiet"])
        return !result.stderr.contains("the swift format is not available")
    }

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
        try text.replacingOccurrences(of: relative, with: "path: \"\(repository.path)\"")
            .write(to: manifest, atomically: true, encoding: .utf8)
        return copy
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
    static func swift(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
