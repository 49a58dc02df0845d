// Runs generated dynamic colors on the UIKit stub: each appearance and user choice gets its scheme's color.
import Foundation
import XCTest
@testable import ColorGenKit
@testable import ColorMath
import TestSupport

/// Runs the generated dynamic colors on Linux against executable stubs of UIKit (Tests/Stubs):
/// `UIColor(dynamicProvider:)` keeps its block and `resolvedColor(with:)` calls it, so every role
/// can be resolved for each of the four trait combinations and for a user's choice, and the
/// result compared with the json output of the scheme that appearance should get.
final class SwiftDynamicColorTests: XCTestCase {
    /// Trait combinations as the program prints them, and the scheme each must resolve to.
    private static let appearances: [(traits: String, scheme: String)] = [
        ("light-normal", "light"), ("dark-normal", "dark"),
        ("light-high", "highContrastLight"), ("dark-high", "highContrastDark"),
    ]

    func testEveryRoleResolvesToItsAppearancesSchemeAndToTheUsersChoice() throws {
        let modules = try RunnableStubModules.folder()
        let (files, _) = try AppearanceFixture.generate()
        let roles = try XCTUnwrap(Generator.resolveRoles(configPath: AppearanceFixture.configPath,
                                                         loader: try AppearanceFixture.loader()).roles)
        XCTAssertTrue(roles.roles.contains { $0.colors.contains { $0.wideGamut != nil } }, "the fixture has P3 colors")
        let folder = try TemporaryFolder()
        try folder.write("Colors.swift", try XCTUnwrap(SwiftTestConfigs.text(of: files, endingWith: "Colors.swift")))
        try folder.write("main.swift", Self.mainSource)
        guard try SwiftCompiler.expectSuccess([
            "-swift-version", "6", "-warnings-as-errors", "-Onone", "-I", modules.path, "-L", modules.path,
            "-lCoreGraphics", "-lUIKit", "-lSwiftUI", "-Xlinker", "-rpath", "-Xlinker", modules.path,
            "-o", "colors", "Colors.swift", "main.swift",
        ], in: folder.url, "compiling the generated Swift against the runnable UIKit stub") else { return }
        let run = try ProcessRunner.runCombined(folder.url.appendingPathComponent("colors"), [], in: folder.url)
        XCTAssertEqual(run.status, 0, run.output)

        var resolved: [String: [String: [Double]]] = [:]
        var observed = false
        for line in run.output.split(separator: "\n") {
            let fields = line.split(separator: "\t").map(String.init)
            if fields == ["observed"] { observed = true; continue }
            XCTAssertEqual(fields.count, 7, "unreadable line: \(line)")
            guard fields.count == 7 else { continue }
            resolved[fields[1], default: [:]][fields[2]] = fields[3...].compactMap(Double.init)
            XCTAssertEqual(fields[0], "resolved")
        }
        XCTAssertTrue(observed, "setting the choice must notify Observation, which SwiftUI views rely on")
        XCTAssertEqual(Set(resolved.keys), Set(roles.roles.map(\.path.description)))
        let chosen = 1
        for role in roles.roles {
            let path = role.path.description
            for (traits, scheme) in Self.appearances {
                let index = try XCTUnwrap(roles.schemes.firstIndex(of: scheme))
                try assertColor(resolved[path]?[traits], equals: role.colors[index], "\(path) with \(traits) traits is \(scheme)")
                try assertColor(resolved[path]?["chosen-" + traits], equals: role.colors[chosen],
                                "\(path) with \(traits) traits and \(roles.schemes[chosen]) chosen")
            }
        }
    }

    /// `actual` must be `expected` as UIKit gets it: its Display P3 value for a wide-gamut
    /// color (16 bits a channel), else its 8-bit sRGB value.
    private func assertColor(_ actual: [Double]?, equals expected: RGBA, _ message: String) throws {
        let actual = try XCTUnwrap(actual, message)
        XCTAssertEqual(actual.count, 4, message)
        let wanted: [Double]
        if let p3 = expected.wideGamut?.displayP3 {
            wanted = [p3.x, p3.y, p3.z].map { ($0 * 65_535).rounded() / 65_535 } + [Double(expected.alpha8Bit) / 255]
        } else {
            wanted = expected.rgba8Bit.map { Double($0) / 255 }
        }
        for (value, want) in zip(actual, wanted) {
            XCTAssertEqual(value, want, accuracy: 1e-9, message)
        }
    }

    /// Prints `resolved <path> <traits> <r> <g> <b> <a>` for every role and trait combination,
    /// then the same with the second scheme chosen (`chosen-<traits>`), and `observed` when
    /// Observation reports the change of choice.
    private static let mainSource = #"""
        import Foundation
        import UIKit
        import Observation

        let combinations: [(String, UIUserInterfaceStyle, UIAccessibilityContrast)] = [
            ("light-normal", .light, .normal), ("dark-normal", .dark, .normal),
            ("light-high", .light, .high), ("dark-high", .dark, .high),
        ]
        func printAll(_ prefix: String) {
            for path in ColorRoles.all.keys.sorted() {
                let color = ColorRoles.all[path]!.uiColor()
                for (name, style, contrast) in combinations {
                    let traits = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: style),
                                                                UITraitCollection(accessibilityContrast: contrast)])
                    var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
                    guard color.resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a) else {
                        fatalError("\(path) did not resolve to a fixed color")
                    }
                    print(["resolved", path, prefix + name, "\(r)", "\(g)", "\(b)", "\(a)"].joined(separator: "\t"))
                }
            }
        }
        printAll("")
        withObservationTracking {
            _ = AppColorScheme.shared.choice
        } onChange: {
            print("observed")
        }
        AppColorScheme.shared.choice = ColorSchemeOption.allCases[1]
        printAll("chosen-")
        """#
}

/// The stub modules of Tests/Stubs built as libraries that a program can link and run (Core
/// Graphics, UIKit and a SwiftUI built against UIKit), once per test run.
enum RunnableStubModules {
    private static let built: Result<URL, StubModules.BuildFailure> = build()

    /// Where the modules are built; removed when the test process exits.
    private static let root = FileManager.default.temporaryDirectory
        .appendingPathComponent("colorgen-runnable-stubs-\(UUID().uuidString)")

    /// The folder with the modules and their libraries; the first call builds them.
    static func folder() throws -> URL {
        _ = try SwiftCompiler.require()
        return try built.get()
    }

    private static func build() -> Result<URL, StubModules.BuildFailure> {
        let sources = PackageRoot.url.appendingPathComponent("Tests/Stubs")
        atexit { try? FileManager.default.removeItem(at: RunnableStubModules.root) }
        let steps: [(module: String, links: [String])] = [("CoreGraphics", []), ("UIKit", []), ("SwiftUI", ["UIKit"])]
        do {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            for step in steps {
                let run = try SwiftCompiler.run([
                    "-emit-library", "-emit-module", "-parse-as-library", "-module-name", step.module,
                    "-I", root.path, "-L", root.path,
                    "-emit-module-path", root.appendingPathComponent("\(step.module).swiftmodule").path,
                    "-o", root.appendingPathComponent("lib\(step.module).so").path,
                    sources.appendingPathComponent("\(step.module).swift").path,
                ] + step.links.map { "-l" + $0 }, in: root)
                guard run.status == 0 else {
                    return .failure(StubModules.BuildFailure(description: "building the runnable \(step.module) stub failed:\n\(run.output)"))
                }
            }
        } catch {
            return .failure(StubModules.BuildFailure(description: "cannot build the runnable stub modules: \(error)"))
        }
        return .success(root)
    }
}
