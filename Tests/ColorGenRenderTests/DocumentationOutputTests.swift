// Descriptions and deprecations in every output that has a place for them, against golden files.
import XCTest
@testable import ColorGenKit
import Foundation
import TestSupport

/// Each format's output of ``DocumentedRolesFixture``, compared with Tests/Golden/Documentation/
/// (`COLORGEN_UPDATE_GOLDEN=1` rewrites them): descriptions as the format's comments, deprecations
/// as its own deprecation markers, and the hostile description escaped in each.
final class DocumentationOutputTests: XCTestCase {
    /// The formats with a place for descriptions, with the files they write.
    static let outputs = #"""
        {"format": "swift", "path": "Colors.swift", "options": {"registry": true, "colorMembers": "nested", "namespace": "Theme"}},
        {"format": "swift", "path": "FlatColors.swift", "options": {"colorMembers": "flat", "registryType": "FlatRegistry"}},
        {"format": "css", "path": "colors.css"},
        {"format": "css", "path": "references.css", "options": {"references": true}},
        {"format": "css", "path": "references-light-dark.css", "options": {"references": true, "strategy": "light-dark"}},
        {"format": "json", "path": "tokens"},
        {"format": "android", "path": "res"},
        {"format": "compose", "path": "Colors.kt", "options": {"package": "com.example.colors"}},
        {"format": "typescript", "path": "colors.ts"},
        {"format": "tailwind", "path": "tailwind.css"},
        {"format": "html", "path": "preview.html"}
        """#

    func testEveryFormatWritesDescriptionsAndDeprecations() {
        let files = DocumentedRolesFixture.generate(outputs: Self.outputs)
        XCTAssertFalse(files.isEmpty)
        for (path, text) in files {
            GoldenFile.assertMatches(text, golden: "Documentation/" + path)
        }
    }
}

/// The generated Swift with deprecations compiles without a warning of its own, and an app
/// using a deprecated role gets Swift's deprecation warning naming the role that replaces it.
final class SwiftDeprecationCompileTests: XCTestCase {
    func testAClientUsingADeprecatedRoleIsWarnedWithTheRename() throws {
        let files = DocumentedRolesFixture.generate(
            outputs: #"{"format": "swift", "path": "Colors.swift", "options": {"registry": true, "namespace": "Theme"}}"#)
        let folder = try TemporaryFolder()
        try folder.write("Colors.swift", try XCTUnwrap(files["Colors.swift"]))
        try SwiftCompiler.expectSuccess(["-swift-version", "6", "-warnings-as-errors", "-typecheck", "-module-name", "Colors",
                                         "Colors.swift"], in: folder.url, "type-checking the generated Swift alone")
        try folder.write("main.swift", """
            print(Theme.Text.secondary.rgba(in: .dark) == Theme.Text.muted.rgba(in: .dark))
            print(Theme.ColorRoles.all.count)
            """)
        let run = try SwiftCompiler.run(["-swift-version", "6", "-typecheck", "-module-name", "App", "Colors.swift", "main.swift"],
                                        in: folder.url)
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertTrue(run.output.contains("main.swift:1:18: warning: 'secondary' is deprecated: Renamed to text.muted"), run.output)
        XCTAssertTrue(run.output.contains("renamed to 'Theme.Text.muted'") || run.output.contains("use 'Theme.Text.muted' instead"),
                      run.output)
        XCTAssertFalse(run.output.contains("Colors.swift:"), "only the app's uses are warned about: \(run.output)")
        XCTAssertFalse(run.output.contains("main.swift:2:"), "the registry is not deprecated: \(run.output)")
    }

    /// The color members (flat and nested) of deprecated roles, compiled against the UIKit stubs:
    /// deprecated themselves, and using the deprecated constants without a warning.
    func testTheColorMembersOfDeprecatedRolesTypeCheckWithoutWarnings() throws {
        let stubs = try StubModules.folders()
        let files = DocumentedRolesFixture.generate(outputs: DocumentationOutputTests.outputs)
        for name in ["Colors.swift", "FlatColors.swift"] {
            let folder = try TemporaryFolder()
            try folder.write(name, try XCTUnwrap(files[name]))
            try SwiftCompiler.expectSuccess(["-swift-version", "6", "-warnings-as-errors", "-typecheck", "-I", stubs.uiKit.path,
                                             "-module-name", "Colors", name], in: folder.url, "type-checking \(name) against the UIKit stubs")
        }
    }
}

/// The generated Kotlin and TypeScript with deprecations: compiled without a warning of their own,
/// and an app using a deprecated role gets the compiler's deprecation warning or the editor's
/// `@deprecated` tag.
final class DeprecationCompileTests: XCTestCase {
    func testKotlincWarnsAnAppUsingADeprecatedRoleAndNamesTheReplacement() throws {
        let files = DocumentedRolesFixture.generate(
            outputs: #"{"format": "compose", "path": "Colors.kt", "options": {"package": "com.example.colors"}}"#)
        let outcome = try ComposeKotlinProgram.run(["Colors.kt": try XCTUnwrap(files["Colors.kt"]), "Main.kt": """
            import com.example.colors.AppColors

            fun main() {
                println(AppColors.light.text.secondary == AppColors.light.text.muted)
            }

            """])
        XCTAssertNotNil(outcome.printed, outcome.compilerOutput)
        let warnings = outcome.compilerOutput.split(separator: "\n").filter { $0.contains("warning:") }
        XCTAssertEqual(warnings.filter { $0.contains("Colors.kt") && !$0.contains("Main.kt") }, [], outcome.compilerOutput)
        XCTAssertEqual(warnings.filter { $0.contains("Main.kt:4:") && $0.contains("'secondary") && $0.contains("deprecated")
            && $0.contains("Renamed to text.muted") }.count, 1, outcome.compilerOutput)
    }

    func testTscReadsTheDeprecatedTagOnTheRole() throws {
        let tsc = try ExternalTool.require("tsc", install: "apt-get install -y node-typescript")
        let files = DocumentedRolesFixture.generate(outputs: #"{"format": "typescript", "path": "colors.ts"}"#)
        let folder = try TemporaryFolder()
        try folder.write("colors.ts", try XCTUnwrap(files["colors.ts"]))
        // tsc reports no deprecation itself; its declaration output keeps the tag editors strike the role through with.
        let check = try ProcessRunner.runCombined(tsc, ["--strict", "--target", "es2020", "--module", "es2020", "--declaration",
                                                       "--emitDeclarationOnly", "--outDir", "types", "colors.ts"], in: folder.url)
        XCTAssertEqual(check.status, 0, check.output)
        let declarations = try String(contentsOf: folder.url.appendingPathComponent("types/colors.d.ts"), encoding: .utf8)
        XCTAssertTrue(declarations.contains("@deprecated Renamed to text.muted (use `text.muted`)"), declarations)
        XCTAssertFalse(declarations.contains("*/ here"), "the hostile description cannot end the comment")
    }
}
