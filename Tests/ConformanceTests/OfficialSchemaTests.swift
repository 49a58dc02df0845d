// Validates colorgen's json output and scheme files against the official DTCG schemas with jsonschema.
import Foundation
import XCTest
import ColorGenKit
import TestSupport

/// colorgen's JSON output and its built-in scheme files validate against the official DTCG
/// 2025.10 JSON schemas, checked by Python's `jsonschema` (Tests/Tools/validate_json_schema.py).
/// Without python3 or jsonschema the test skips with the install hint; under CI=true it fails.
final class OfficialSchemaTests: XCTestCase {
    private let root = PackageRoot.url

    func testJSONOutputAndSchemeFilesValidateAgainstTheOfficialSchemas() throws {
        let schemas = try SharedFolder.require("conformance/dtcg-schemas-2025.10")
        let temporary = try TemporaryFolder()
        let folder = temporary.url

        var tokenFiles: [String] = []
        var resolverFiles: [String] = []
        let single = folder.appendingPathComponent("single.json")
        try Data("""
            {"layout": "palette", "schemes": {"light": ["\(root.path)/Schemes/sage/sage-v2.tokens.json", "\(root.path)/Schemes/default/light.tokens.json"]},
             "outputs": [{"format": "json", "path": "single/colors"}]}
            """.utf8).write(to: single)
        for config in [root.appendingPathComponent("Schemes/colorgen.json").path, single.path] {
            let result = Generator.generate(configPath: config, loader: SuiteFileLoader(), outputDirectory: folder.path,
                                            formats: [.json])
            XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.description), [])
            for file in result.files {
                let url = URL(fileURLWithPath: file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.bytes).write(to: url)
                if file.path.hasSuffix(".resolver.json") { resolverFiles.append(file.path) } else { tokenFiles.append(file.path) }
            }
        }
        XCTAssertEqual(resolverFiles.count, 2)
        let schemeFiles = try FileManager.default.subpathsOfDirectory(atPath: root.appendingPathComponent("Schemes").path)
            .filter { $0.hasSuffix(".tokens.json") && !$0.hasPrefix("Generated/") }
            .map { root.appendingPathComponent("Schemes/\($0)").path }
        XCTAssertGreaterThanOrEqual(schemeFiles.count, 11)

        try check(schemas, kind: "format", tokenFiles + schemeFiles)
        try check(schemas, kind: "resolver", resolverFiles)
    }

    private func check(_ schemas: URL, kind: String, _ files: [String]) throws {
        let script = root.appendingPathComponent("Tests/Tools/validate_json_schema.py").path
        let run: ProcessRunner.CombinedOutput
        do {
            run = try ProcessRunner.runCombined(URL(fileURLWithPath: "/usr/bin/env"),
                                                ["python3", script, "--registry", schemas.path,
                                                 schemas.appendingPathComponent("\(kind).json").path] + files)
        } catch {
            try skipOrFail("python3 cannot be started (\(error)); install python3 and `pip install jsonschema`")
            return
        }
        let text = run.output
        switch run.status {
        case 0:
            return
        case 3, 127:
            try skipOrFail("the official-schema check needs python3 with jsonschema (`pip install jsonschema`): \(text)")
        default:
            XCTFail("files that break the official DTCG \(kind) schema:\n\(text)")
        }
    }

    private func skipOrFail(_ message: String) throws {
        if ProcessInfo.processInfo.environment["CI"] == "true" {
            XCTFail(message)
        } else {
            print("SKIPPED: " + message)
            throw XCTSkip(message)
        }
    }
}
