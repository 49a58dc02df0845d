// Tests `generate` with an `xcassets` output: a removed role's color set is deleted, a foreign catalog kept.
import Foundation
import XCTest
import TestSupport

/// `colorgen generate` with an `xcassets` output, run as a user runs it.
final class XCAssetsCommandTests: XCTestCase {
    /// The repository's default schemes.
    private static let schemes = PackageRoot.url.appendingPathComponent("Schemes")

    /// A folder with the default schemes, a token file of custom roles and a config whose one
    /// output is the catalog `outputPath`.
    private func project(customRoles: [String], outputPath: String = "Generated/Colors") throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for name in ["sage", "default"] {
            try FileManager.default.copyItem(at: Self.schemes.appendingPathComponent(name),
                                             to: folder.url.appendingPathComponent(name))
        }
        try writeCustomRoles(customRoles, in: folder)
        try folder.write("colorgen.json", """
            {
              "rulesVersion": 2,
              "layout": "palette", "schemes": {
                "light": ["sage/sage-v2.tokens.json", "default/light.tokens.json", "custom.tokens.json"],
                "dark": ["default/dark.tokens.json", "custom.tokens.json"]
              },
              "outputs": [{"format": "xcassets", "path": "\(outputPath)"}]
            }
            """)
        return folder
    }

    private func writeCustomRoles(_ names: [String], in folder: TemporaryFolder) throws {
        let roles = names.map { "\"\($0)\": {\"$value\": {\"colorSpace\": \"srgb\", \"components\": [1, 0, 0.5]}}" }
        try folder.write("custom.tokens.json", "{\"roles\": {\"custom\": {\"$type\": \"color\", \(roles.joined(separator: ", "))}}}")
    }

    func testRemovingACustomRoleDeletesItsColorSet() throws {
        let folder = try project(customRoles: ["brand", "line"])
        let first = try CLIRunner.run(["generate"], in: folder.url)
        XCTAssertEqual(first.status, 0, first.stderr)
        let brand = "Generated/Colors.xcassets/custom/brand.colorset/Contents.json"
        let brandText = try XCTUnwrap(folder.read(brand))
        XCTAssertTrue(brandText.contains("\"red\" : \"0xFF\""), brandText)
        XCTAssertTrue(brandText.contains("\"blue\" : \"0x80\""), brandText)
        XCTAssertNotNil(folder.read("Generated/Colors.xcassets/.generated-by-colorgen"))

        try writeCustomRoles(["line"], in: folder)
        let check = try CLIRunner.run(["generate", "--check"], in: folder.url)
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.stderr.contains("colorgen: error: 'Generated/Colors.xcassets/custom/brand.colorset/Contents.json' "
                                            + "is no longer generated"), check.stderr)
        let second = try CLIRunner.run(["generate"], in: folder.url)
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertTrue(second.stdout.contains("removed \(brand)\n"), second.stdout)
        XCTAssertFalse(second.stdout.contains("written"), "only the removal changed: \(second.stdout.prefix(300))")
        XCTAssertNil(folder.read(brand))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(brand).deletingLastPathComponent().path))
        XCTAssertNotNil(folder.read("Generated/Colors.xcassets/custom/line.colorset/Contents.json"))
        let generated = try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("Generated").path)
        XCTAssertEqual(generated, ["Colors.xcassets"], "no temporary or previous catalog is left")

        let third = try CLIRunner.run(["generate", "--check"], in: folder.url)
        XCTAssertEqual(third.status, 0, third.stderr)
    }

    func testACatalogColorgenDidNotWriteIsLeftAlone() throws {
        let folder = try project(customRoles: ["brand"], outputPath: "Assets.xcassets")
        try folder.write("Assets.xcassets/Contents.json", "{\"info\" : {\"author\" : \"xcode\", \"version\" : 1}}")
        try folder.write("Assets.xcassets/AppIcon.appiconset/Contents.json", "{}")
        let result = try CLIRunner.run(["generate"], in: folder.url)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.hasPrefix("colorgen: error: cannot write 'Assets.xcassets': the folder exists but colorgen "
                                              + "did not write it"), result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("Assets.xcassets").path).sorted(),
                       ["AppIcon.appiconset", "Contents.json"])
    }
}
