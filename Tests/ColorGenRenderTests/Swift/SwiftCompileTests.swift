// Compiles generated Swift (Swift 6, warnings as errors), runs it against the json output, checks UI stubs.
import Foundation
import XCTest
@testable import ColorGenKit
@testable import ColorGenRender
import OutputFiles
import TestSupport

/// Compiles generated Swift with `swiftc -swift-version 6 -warnings-as-errors` and checks it:
/// a program built from it prints every role's components per scheme, which must match the
/// json output of the same config; the UIKit, AppKit, SwiftUI and Core Graphics branches are
/// type-checked against the stub modules in Tests/Stubs.
///
/// swiftc is slow on shared CI cores, so the whole class runs five small stub builds, two
/// type-checks and two build-and-run compiles.
final class SwiftCompileTests: XCTestCase {
    /// The largest difference between a component read back from `0xRRGGBBAA` and the json
    /// output's 4-decimal component: half an 8-bit step plus the json rounding.
    private static let tolerance = 0.5 / 255 + 0.00005

    func testDefaultSchemesOutputCompilesAndMatchesJSON() throws {
        let loader = try RepositoryFiles.loader(adding: [
            "Schemes/swift-test.json": SwiftTestConfigs.schemesConfig(swiftOptions: #"{ "registry": true }"#),
        ])
        let files = SwiftTestConfigs.generate("Schemes/swift-test.json", loader: loader)
        try checkProgram(files, base: "Schemes/Generated/colors", schemes: ["light", "dark"], names: [
            SwiftTestConfigs.ExpectedName(path: "text.onPrimary.body", swift: "TextAppearance.OnPrimary.body"),
            SwiftTestConfigs.ExpectedName(path: "button.primary.onBackground.background.highlighted",
                                          swift: "ButtonAppearance.Primary.OnBackground.Background.highlighted"),
        ], expectedSystem: ["light", "dark"])
    }

    func testAwkwardOutputCompilesAndMatchesJSON() throws {
        let loader = try RepositoryFiles.loader(adding: SwiftTestConfigs.awkwardFiles)
        let files = SwiftTestConfigs.generate("Awkward/colorgen.json", loader: loader)
        try checkProgram(files, base: "Awkward/Generated/colors", schemes: ["light", "dark", "HighContrast"],
                         names: SwiftTestConfigs.awkwardNames, expectedSystem: ["light", "dark"])
    }

    /// The platform branches, against stub UIKit (with a second generated file sharing the
    /// first one's support types) and against stub AppKit (renamed types, package access).
    func testPlatformBranchesTypeCheckAgainstStubModules() throws {
        let stubs = try StubModules.folders()
        let folder = try TemporaryFolder()
        let awkward = SwiftTestConfigs.generate("Awkward/colorgen.json",
                                                loader: try RepositoryFiles.loader(adding: SwiftTestConfigs.awkwardFiles))
        try folder.write("Colors.swift", try XCTUnwrap(SwiftTestConfigs.text(of: awkward, endingWith: "Colors.swift")))
        try folder.write("MoreColors.swift", try XCTUnwrap(SwiftGoldenTests.render(.sharedModule)))
        try SwiftCompiler.expectSuccess(["-swift-version", "6", "-warnings-as-errors", "-typecheck", "-I", stubs.uiKit.path,
                                         "-module-name", "Colors", "Colors.swift", "MoreColors.swift"],
                                        in: folder.url, "type-checking against the UIKit stubs")
        try folder.write("Renamed.swift", try XCTUnwrap(SwiftGoldenTests.render(.renamedTypes)))
        try SwiftCompiler.expectSuccess(["-swift-version", "6", "-warnings-as-errors", "-typecheck", "-I", stubs.appKit.path,
                                         "-module-name", "Renamed", "-package-name", "colorgen", "Renamed.swift"],
                                        in: folder.url, "type-checking against the AppKit stubs")
    }

    /// Builds the generated Swift with a `main.swift` that prints every role's components by
    /// scheme (through the registry), the roles named in `names` through their Swift names,
    /// and the schemes `ColorScheme` picks; checks all of it against the json output.
    private func checkProgram(_ files: [RenderedFile], base: String, schemes: [String],
                              names: [SwiftTestConfigs.ExpectedName], expectedSystem: [String]) throws {
        let json = try GeneratedTokenColors(files, base: base, schemes: schemes)
        let folder = try TemporaryFolder()
        try folder.write("Colors.swift", try XCTUnwrap(SwiftTestConfigs.text(of: files, endingWith: ".swift")))
        try folder.write("main.swift", Self.mainSource(names))
        guard try SwiftCompiler.expectSuccess(["-swift-version", "6", "-warnings-as-errors", "-Onone", "-o", "colors",
                                               "Colors.swift", "main.swift"], in: folder.url, "compiling the generated Swift")
        else { return }
        let run = try ProcessRunner.runCombined(folder.url.appendingPathComponent("colors"), [], in: folder.url)
        XCTAssertEqual(run.status, 0, run.output)

        var printed: [String: [String: [Double]]] = [:]
        var named: [String: [String: [Double]]] = [:]
        var system: [String] = []
        var forced: [String] = []
        for line in run.output.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            switch fields[0] {
            case "role", "name":
                let values = fields[3...].compactMap(Double.init)
                XCTAssertEqual(values.count, 4, "unreadable line: \(line)")
                if fields[0] == "role" {
                    printed[fields[1], default: [:]][fields[2]] = values
                } else {
                    named[fields[1], default: [:]][fields[2]] = values
                }
            case "system": system = Array(fields.dropFirst())
            case "forced": forced = Array(fields.dropFirst())
            default: XCTFail("unexpected line: \(line)")
            }
        }

        XCTAssertEqual(Set(printed.keys), Set(json.roles.keys), "the registry must hold exactly the json output's roles")
        for (path, byScheme) in json.roles {
            for (scheme, expected) in byScheme {
                guard let actual = printed[path]?[scheme] else {
                    XCTFail("\(path) has no \(scheme) color in the Swift output")
                    continue
                }
                let expectedValues = expected.components + [expected.alpha]
                for (value, wanted) in zip(actual, expectedValues) {
                    XCTAssertEqual(value, wanted, accuracy: Self.tolerance, "\(path) in \(scheme)")
                }
                XCTAssertEqual("#" + actual.prefix(3).map { String(format: "%02x", Int(($0 * 255).rounded())) }.joined(),
                               expected.hex, "\(path) in \(scheme)")
            }
        }
        for name in names {
            XCTAssertNotNil(named[name.path], "\(name.swift) was not printed")
            XCTAssertEqual(named[name.path], printed[name.path], "\(name.swift) must be the role \(name.path)")
        }
        XCTAssertEqual(system, expectedSystem, "schemes for the system's light and dark appearance")
        XCTAssertEqual(forced, [schemes.last!, schemes.last!], "a chosen scheme wins over the system's appearance")
    }

    /// The `main.swift` that prints the generated colors, one tab-separated line each:
    /// `role|name <path> <scheme> <red> <green> <blue> <alpha>`, then `system <light> <dark>`
    /// and `forced <light> <dark>` with the last scheme chosen.
    static func mainSource(_ names: [SwiftTestConfigs.ExpectedName]) -> String {
        var lines = [
            "func show(_ kind: String, _ path: String, _ color: SchemeColor) {",
            "    for option in ColorSchemeOption.allCases {",
            "        let c = color.components(in: option)",
            #"        print([kind, path, option.rawValue, "\(c.red)", "\(c.green)", "\(c.blue)", "\(c.alpha)"].joined(separator: "\t"))"#,
            "    }",
            "}",
            "for path in ColorRoles.all.keys.sorted() {",
            #"    show("role", path, ColorRoles.all[path]!)"#,
            "}",
        ]
        for name in names {
            lines.append("show(\"name\", \(SwiftStringLiteral.quoted(name.path)), \(name.swift))")
        }
        lines += [
            "let scheme = AppColorScheme.shared",
            #"print(["system", scheme.option(systemIsDark: false).rawValue, scheme.option(systemIsDark: true).rawValue].joined(separator: "\t"))"#,
            "scheme.choice = ColorSchemeOption.allCases.last",
            #"print(["forced", scheme.option(systemIsDark: false).rawValue, scheme.option(systemIsDark: true).rawValue].joined(separator: "\t"))"#,
            "scheme.choice = nil",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}

/// The stub Apple modules of Tests/Stubs, built once per test run into a temporary folder that
/// is removed when the test process exits: one folder with Core Graphics, UIKit and a SwiftUI
/// built against UIKit, one with Core Graphics, AppKit and a SwiftUI built against AppKit.
enum StubModules {
    /// The two module folders, for `-I`.
    struct Folders: Sendable {
        var uiKit: URL
        var appKit: URL
    }

    /// Why the stubs could not be built.
    struct BuildFailure: Error, Sendable, CustomStringConvertible {
        var description: String
    }

    private static let built: Result<Folders, BuildFailure> = build()

    /// Where the modules are built.
    private static let root = FileManager.default.temporaryDirectory.appendingPathComponent("colorgen-stubs-\(UUID().uuidString)")

    /// The built stubs; the first call builds them.
    static func folders() throws -> Folders {
        _ = try SwiftCompiler.require()
        return try built.get()
    }

    private static func build() -> Result<Folders, BuildFailure> {
        let sources = PackageRoot.url.appendingPathComponent("Tests/Stubs")
        atexit { try? FileManager.default.removeItem(at: StubModules.root) }
        let folders = Folders(uiKit: root.appendingPathComponent("UIKit"), appKit: root.appendingPathComponent("AppKit"))
        let steps: [(folder: URL, module: String)] = [
            (folders.uiKit, "CoreGraphics"), (folders.uiKit, "UIKit"), (folders.uiKit, "SwiftUI"),
            (folders.appKit, "AppKit"), (folders.appKit, "SwiftUI"),
        ]
        do {
            for folder in [folders.uiKit, folders.appKit] {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            }
            for step in steps {
                let run = try SwiftCompiler.run([
                    "-emit-module", "-module-name", step.module, "-I", step.folder.path,
                    "-emit-module-path", step.folder.appendingPathComponent("\(step.module).swiftmodule").path,
                    sources.appendingPathComponent("\(step.module).swift").path,
                ], in: root)
                guard run.status == 0 else {
                    return .failure(BuildFailure(description: "building the \(step.module) stub failed:\n\(run.output)"))
                }
            }
            try FileManager.default.copyItem(at: folders.uiKit.appendingPathComponent("CoreGraphics.swiftmodule"),
                                             to: folders.appKit.appendingPathComponent("CoreGraphics.swiftmodule"))
        } catch {
            return .failure(BuildFailure(description: "cannot build the stub modules: \(error)"))
        }
        return .success(folders)
    }
}
