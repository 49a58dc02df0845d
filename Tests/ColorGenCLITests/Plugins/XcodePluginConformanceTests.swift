// Type-checks ColorGenPlugin's XcodeBuildToolPlugin conformance against the XcodeProjectPlugin stub.
import Foundation
import XCTest
import TestSupport

/// ColorGenPlugin's `XcodeBuildToolPlugin` conformance, type-checked on Linux against the stub
/// XcodeProjectPlugin module of Tests/Stubs (Xcode's declarations) and SwiftPM's own PackagePlugin.
final class XcodePluginConformanceTests: XCTestCase {

    func testTheXcodeConformanceTypeChecks() throws {
        let pluginAPI = try Self.pluginAPIFolder()
        let folder = try TemporaryFolder()
        let stubs = folder.url.appendingPathComponent("stubs")
        try FileManager.default.createDirectory(at: stubs, withIntermediateDirectories: true)
        let stub = try SwiftCompiler.run(["-emit-module", "-module-name", "XcodeProjectPlugin", "-I", pluginAPI,
                                    "-emit-module-path", stubs.appendingPathComponent("XcodeProjectPlugin.swiftmodule").path,
                                    PackageRoot.url.appendingPathComponent("Tests/Stubs/XcodeProjectPlugin.swift").path])
        XCTAssertEqual(stub.status, 0, stub.output)
        // Fails unless the conformance (compiled only where XcodeProjectPlugin can be imported) exists.
        try folder.write("Check.swift", """
            import XcodeProjectPlugin
            func xcodePlugin() -> any XcodeBuildToolPlugin.Type { ColorGenPlugin.self }

            """)
        let plugins = PackageRoot.url.appendingPathComponent("Plugins")
        let shared = try FileManager.default.contentsOfDirectory(atPath: plugins.appendingPathComponent("Shared").path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { plugins.appendingPathComponent("Shared/" + $0).path }
        let check = try SwiftCompiler.run(["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-package-description-version", "6.0",
                                     "-I", pluginAPI, "-I", stubs.path,
                                     plugins.appendingPathComponent("ColorGenPlugin/ColorGenPlugin.swift").path,
                                     folder.url.appendingPathComponent("Check.swift").path] + shared)
        XCTAssertEqual(check.status, 0, check.output)
    }

    /// SwiftPM's PackagePlugin module beside the running toolchain's `swiftc`.
    private static func pluginAPIFolder() throws -> String {
        let which = try ProcessRunner.runCombined(URL(fileURLWithPath: "/usr/bin/env"), ["which", "swiftc"])
        let swiftc = URL(fileURLWithPath: which.output.trimmingCharacters(in: .whitespacesAndNewlines)).resolvingSymlinksInPath()
        let folder = swiftc.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/swift/pm/PluginAPI")
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("PackagePlugin.swiftmodule").path) else {
            throw XCTSkip("no PackagePlugin module at \(folder.path)")
        }
        return folder.path
    }
}
