// Tests `colorgen init` and running colorgen without a config, as a new user would.
import Foundation
import XCTest
import TestSupport

/// `colorgen init` and `colorgen` without a config, run as a new user would.
final class InitCommandTests: XCTestCase {
    func testWithoutAConfigColorgenSaysWhatItLookedForAndHowToStart() throws {
        let folder = try TemporaryFolder()
        let run = try CLIRunner.run([], in: folder.url)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, "colorgen: error: no config to generate from: looked for ./colorgen.json and "
                       + "./Schemes/colorgen.json; run 'colorgen init' to start one here (a config and light and dark "
                       + "token files), or name one with --config PATH\n")
    }

    func testInitWritesAStartingPointThatGeneratesAndSwiftPMBuilds() throws {
        let folder = try TemporaryFolder()
        let target = folder.url.appendingPathComponent("Sources/AppColors")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        let run = try CLIRunner.run(["init"], in: target)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("""
            written colorgen.json
            written Colors/light.tokens.json
            written Colors/dark.tokens.json
            written AppColors.swift

            """), run.stdout)
        let config = try String(contentsOf: target.appendingPathComponent("colorgen.json"), encoding: .utf8)
        XCTAssertTrue(config.contains(#""path": "../../Generated/Colors.swift""#), "outside the target: \(config)")
        let generate = try CLIRunner.run(["generate", "--quiet"], in: target)
        XCTAssertEqual(generate.status, 0, generate.stderr)
        let swift = try String(contentsOf: folder.url.appendingPathComponent("Generated/Colors.swift"), encoding: .utf8)
        for name in ["TextAppearance.primary", "static var textPrimary: Color", "static let accent: SchemeColor", "final class AppColorScheme"] {
            XCTAssertTrue(swift.contains(name), name)
        }
    }

    func testInitIntoAFolderWithAConfigIsAnErrorAndWritesNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write("colorgen.json", "{}")
        let run = try CLIRunner.run(["init"], in: folder.url)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, "colorgen init: error: 'colorgen.json' already exists; init writes nothing over existing files "
                       + "(run colorgen to generate from it, or init into another folder with --dir)\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path), ["colorgen.json"])
        XCTAssertEqual(try String(contentsOf: folder.url.appendingPathComponent("colorgen.json"), encoding: .utf8), "{}")
    }

    func testInitOutsideATargetKeepsTheOutputBesideTheConfig() throws {
        let folder = try TemporaryFolder()
        let run = try CLIRunner.run(["init", "--dir", "design", "--quiet"], in: folder.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("design").path).sorted(),
                       ["Colors", "colorgen.json"])
        let config = try String(contentsOf: folder.url.appendingPathComponent("design/colorgen.json"), encoding: .utf8)
        XCTAssertTrue(config.contains(#""path": "Generated/Colors.swift""#), config)
        // Outside an app's package, a css output for the web, its aliases kept as var() references.
        XCTAssertTrue(config.contains(#"{ "format": "css", "path": "Generated/colors.css", "options": { "references": true } }"#), config)
        let generate = try CLIRunner.run(["generate", "--config", "design/colorgen.json", "--quiet"], in: folder.url)
        XCTAssertEqual(generate.status, 0, generate.stderr)
        XCTAssertNotNil(folder.read("design/Generated/colors.css"))
    }
}
