// Tests the build plugin's plan: inputs, Swift outputs in the work directory, resolver configs, errors.
import Foundation
import XCTest
import TestSupport

/// The build plugin's plan (Plugins/Shared, compiled into these tests through the PluginShared link).
final class ColorGenBuildPlanTests: XCTestCase {
    private func plan(_ folder: TemporaryFolder) throws -> ColorGenBuildPlan {
        try ColorGenBuildPlan(target: "Colors", targetFiles: ColorGenConfigLocator.files(in: folder.url),
                              workDirectory: URL(fileURLWithPath: "/work/dir"))
    }

    private func message(of body: () throws -> Any) -> String {
        do {
            _ = try body()
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    func testTokenFilesAreTheInputsAndSwiftOutputsLandInTheWorkDirectoryByFileName() throws {
        let folder = try TemporaryFolder()
        let config = try folder.write("colorgen.json", """
            {"schemes": {"light": ["schemes/a.tokens.json", "schemes/b.tokens.json"], "dark": ["schemes/a.tokens.json", "../shared/d.tokens.json"]},
             "outputs": [{"format": "swift", "path": "../../Generated/Colors.swift"}, {"format": "css", "path": "x.css"}]}
            """)
        try folder.write("schemes/a.tokens.json", "{}")
        try folder.write("unrelated.json", "{}")
        let plan = try plan(folder)
        let base = folder.url.standardizedFileURL.path
        XCTAssertEqual(plan.config.path, config.standardizedFileURL.path)
        XCTAssertEqual(plan.inputFiles.map(\.path), [config.standardizedFileURL.path,
                                                     base + "/schemes/a.tokens.json",
                                                     folder.url.deletingLastPathComponent().path + "/shared/d.tokens.json",
                                                     base + "/schemes/b.tokens.json"], "schemes in name order, each file once")
        XCTAssertEqual(plan.outputFiles.map(\.path), ["/work/dir/Colors.swift"])
        XCTAssertEqual(plan.arguments, ["generate", "--config", plan.config.path, "--output-dir", "/work/dir", "--flat",
                                        "--formats", "swift", "--quiet"])
    }

    func testTheFilesOfAListedFolderAreInputs() throws {
        let folder = try TemporaryFolder()
        let config = try folder.write("colorgen.json", """
            {"schemes": {"light": ["Colors.xcassets"], "dark": ["Colors.xcassets"]},
             "outputs": [{"format": "swift", "path": "../../Generated/Colors.swift"}]}
            """)
        try folder.write("Colors.xcassets/Contents.json", "{}")
        try folder.write("Colors.xcassets/Brand/Primary.colorset/Contents.json", "{}")
        try folder.write("Colors.xcassets-notes.json", "{}")
        let base = folder.url.standardizedFileURL.path
        XCTAssertEqual(try plan(folder).inputFiles.map(\.path).sorted(), [
            base + "/Colors.xcassets", base + "/Colors.xcassets/Brand/Primary.colorset/Contents.json",
            base + "/Colors.xcassets/Contents.json", config.standardizedFileURL.path,
        ].sorted(), "the catalog and every file inside it, nothing beside it")
    }

    func testAResolverConfigDependsOnEveryJSONFileOfTheTarget() throws {
        let folder = try TemporaryFolder()
        try folder.write("colorgen.json", """
            {"resolver": "tokens/colors.resolver.json", "outputs": [{"format": "swift", "path": "Colors.swift"}]}
            """)
        try folder.write("tokens/colors.resolver.json", "{}")
        try folder.write("tokens/dark.json", "{}")
        try folder.write("Other.swift", "")
        let names = try plan(folder).inputFiles.map { $0.path.replacingOccurrences(of: folder.url.standardizedFileURL.path + "/", with: "") }
        XCTAssertEqual(names, ["colorgen.json", "tokens/colors.resolver.json", "tokens/dark.json"])
    }

    func testATokensStudioConfigDependsOnEveryJSONFileOfTheTarget() throws {
        let folder = try TemporaryFolder()
        try folder.write("colorgen.json", """
            {"tokensStudio": {"themes": "tokens/$themes.json", "schemeGroup": "Mode"}, "outputs": [{"format": "swift", "path": "Colors.swift"}]}
            """)
        try folder.write("tokens/$themes.json", "[]")
        try folder.write("tokens/modes/dark.json", "{}")
        let names = try plan(folder).inputFiles.map { $0.path.replacingOccurrences(of: folder.url.standardizedFileURL.path + "/", with: "") }
        XCTAssertEqual(Set(names), ["colorgen.json", "tokens/$themes.json", "tokens/modes/dark.json"])
        XCTAssertEqual(names.count, 3, "each file once")
    }

    func testUserTemplatesOfSwiftOutputsAndTheirPartialsAreInputs() throws {
        let folder = try TemporaryFolder()
        try folder.write("colorgen.json", """
            {"schemes": {"light": ["l.json"]}, "outputs": [
              {"format": "swift", "path": "../Generated/A.swift", "template": "templates/a.mustache", "partials": "parts"},
              {"template": "templates/b.swift.mustache", "path": "../Generated/B.swift"},
              {"template": "swift", "path": "../Generated/C.swift"},
              {"format": "css", "path": "c.css", "template": "templates/css.mustache"}]}
            """)
        for file in ["templates/a.mustache", "templates/b.swift.mustache", "templates/css.mustache", "templates/x.mustache",
                     "parts/swift-namespace.mustache", "parts/deeper/no.mustache", "other/no.mustache"] {
            try folder.write(file, "")
        }
        let names = try plan(folder).inputFiles.map { $0.path.replacingOccurrences(of: folder.url.standardizedFileURL.path + "/", with: "") }
        // "swift" names a built-in template; partials are looked up directly in the partials folder
        // and beside the template, so every .mustache file there counts (css.mustache too).
        XCTAssertEqual(names, ["colorgen.json", "l.json", "templates/a.mustache", "templates/b.swift.mustache",
                               "parts/swift-namespace.mustache", "templates/css.mustache", "templates/x.mustache"])
    }

    func testTheTargetNeedsExactlyOneConfig() throws {
        let folder = try TemporaryFolder()
        try folder.write("Colors.swift", "")
        XCTAssertEqual(message { try self.plan(folder) }, "target 'Colors' uses ColorGenPlugin but has no colorgen.json")
        try folder.write("a/colorgen.json", "{}")
        try folder.write("b/colorgen.json", "{}")
        XCTAssertTrue(message { try self.plan(folder) }.hasPrefix("target 'Colors' has 2 colorgen.json files ("))
    }

    func testAConfigWithoutSwiftOutputIsAnError() throws {
        let folder = try TemporaryFolder()
        let config = try folder.write("colorgen.json", #"{"schemes": {"light": ["l.json"]}, "outputs": [{"format": "css", "path": "c.css"}]}"#)
        XCTAssertEqual(message { try self.plan(folder) },
                       "\(config.standardizedFileURL.path): target 'Colors' uses ColorGenPlugin, but its colorgen.json lists no "
                       + #"swift output; add one to "outputs", e.g. {"format": "swift", "path": "../Generated/ColorGen.swift"}"#)
    }

    func testAGeneratedNameAlreadyInTheTargetIsAnError() throws {
        let folder = try TemporaryFolder()
        try folder.write("colorgen.json", #"{"schemes": {"light": ["l.json"]}, "outputs": [{"format": "swift", "path": "Generated/Colors.swift"}]}"#)
        try folder.write("Generated/Colors.swift", "")
        XCTAssertTrue(message { try self.plan(folder) }.contains("already has a source file"))
    }

    func testTwoSwiftOutputsWithOneFileNameAreAnError() throws {
        let folder = try TemporaryFolder()
        try folder.write("colorgen.json", """
            {"schemes": {"light": ["l.json"]}, "outputs": [{"format": "swift", "path": "a/C.swift"}, {"format": "swift", "path": "b/C.swift"}]}
            """)
        XCTAssertTrue(message { try self.plan(folder) }.contains("two swift outputs are named 'C.swift'"))
    }

    func testAnUnreadableConfigLeavesTheErrorToColorgen() throws {
        let folder = try TemporaryFolder()
        try folder.write("colorgen.json", #"{"schemes": "#)
        try folder.write("tokens.json", "{}")
        let plan = try plan(folder)
        XCTAssertEqual(plan.inputFiles.map(\.lastPathComponent), ["colorgen.json", "tokens.json"])
        XCTAssertEqual(plan.outputFiles.map(\.path), ["/work/dir/ColorGen.swift"])
    }

    func testFileNamesFoldPathsAsColorgenDoes() {
        XCTAssertEqual(ColorGenBuildPlan.fileName(of: "../../Generated/Colors.swift"), "Colors.swift")
        XCTAssertEqual(ColorGenBuildPlan.fileName(of: "a/b/../C.swift"), "C.swift")
        XCTAssertEqual(ColorGenBuildPlan.fileName(of: "./C.swift/."), "C.swift")
        XCTAssertNil(ColorGenBuildPlan.fileName(of: "a/.."))
        XCTAssertNil(ColorGenBuildPlan.fileName(of: ".."))
    }
}
