// Tests that colorgen's own json output, read back as roles-only input, regenerates identical files.
import XCTest
import ColorGenKit
import DesignTokens
import SourceDiagnostics

/// colorgen reads its own JSON output back as input (no palette, only roles) and regenerates the
/// same roles, byte for byte.
final class JSONReadBackTests: XCTestCase {
    func testDefaultOutputReadBackRegeneratesIdenticalFiles() throws {
        let first = Generator.generate(configPath: "\(RepositoryLoader.schemes)/colorgen.json",
                                       loader: RepositoryLoader(), formats: [.json])
        XCTAssertFalse(first.diagnostics.containsErrors, first.diagnostics.map(\.description).joined(separator: "\n"))
        XCTAssertEqual(first.files.count, 3)
        var overlay: [String: String] = [:]
        for file in first.files {
            overlay["/readback/in/" + file.path.split(separator: "/").last!] = String(decoding: file.bytes, as: UTF8.self)
        }
        overlay["/readback/in/colorgen.json"] = """
            {"schemes": {"light": ["colors.light.tokens.json"], "dark": ["colors.dark.tokens.json"]},
             "outputs": [{"format": "json", "path": "../out/colors"}], "rulesVersion": 3}
            """
        let second = Generator.generate(configPath: "/readback/in/colorgen.json", loader: RepositoryLoader(overlay: overlay))
        XCTAssertEqual(second.diagnostics.map(\.description), [])
        XCTAssertEqual(second.files.map(\.path), ["/readback/out/colors.light.tokens.json",
                                                  "/readback/out/colors.dark.tokens.json",
                                                  "/readback/out/colors.resolver.json"])
        for (original, regenerated) in zip(first.files, second.files) {
            XCTAssertEqual(String(decoding: regenerated.bytes, as: UTF8.self), String(decoding: original.bytes, as: UTF8.self),
                           original.path)
        }
    }

    func testReadBackThroughTheResolverDocument() throws {
        let first = Generator.generate(configPath: "\(RepositoryLoader.schemes)/colorgen.json",
                                       loader: RepositoryLoader(), formats: [.json])
        var overlay: [String: String] = [:]
        for file in first.files {
            overlay["/rb/" + file.path.split(separator: "/").last!] = String(decoding: file.bytes, as: UTF8.self)
        }
        overlay["/rb/colorgen.json"] = """
            {"resolver": "colors.resolver.json", "outputs": [{"format": "json", "path": "again/colors"}], "rulesVersion": 3}
            """
        let second = Generator.generate(configPath: "/rb/colorgen.json", loader: RepositoryLoader(overlay: overlay))
        XCTAssertEqual(second.diagnostics.map(\.description), [])
        XCTAssertEqual(second.files.count, 3)
        for (original, regenerated) in zip(first.files, second.files) {
            XCTAssertEqual(regenerated.bytes, original.bytes, original.path)
        }
    }

    func testOutputValidatesWithColorgensOwnValidator() throws {
        let result = Generator.generate(configPath: "\(RepositoryLoader.schemes)/colorgen.json",
                                        loader: RepositoryLoader(), formats: [.json])
        var files: [String: [UInt8]] = [:]
        for file in result.files { files[file.path] = file.bytes }
        let loader = InMemorySourceLoader(files: files)
        for file in result.files {
            XCTAssertEqual(DocumentValidator.validate(path: file.path, kind: nil, loader: loader).map(\.description), [],
                           file.path)
        }
    }
}
