// Test support: a folder of Tests/Fixtures/Forms generated in memory, its roles' colors read back per scheme.
import Foundation
import XCTest
@testable import ColorGenKit
@testable import SourceDiagnostics
import TestSupport

/// One fixture of `Tests/Fixtures/Forms/<name>/` (a `colorgen.json` and the JSON and XML files it lists, written
/// by hand from each format's public description), generated through the core with files
/// `extra` adds or replaces, and read back from its `json` output.
struct FormFixture {
    /// The fixture's files, by path relative to its folder.
    var files: [String: [UInt8]]

    /// The fixture `name`, with `extra` texts laid over its files.
    init(_ name: String, replacing extra: [String: String] = [:]) throws {
        let folder = PackageRoot.url.appendingPathComponent("Tests/Fixtures/Forms/\(name)").standardizedFileURL
        var files: [String: [UInt8]] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "json" || url.pathExtension == "xml" else { continue }
            files[String(url.standardizedFileURL.path.dropFirst(folder.path.count + 1))] = Array(try Data(contentsOf: url))
        }
        XCTAssertFalse(files.isEmpty, "no fixture files in \(folder.path)")
        for (path, text) in extra { files[path] = Array(text.utf8) }
        self.files = files
    }

    /// The fixture generated from its `colorgen.json`.
    func generate() -> Generator.Result {
        Generator.generate(configPath: "colorgen.json", loader: InMemorySourceLoader(files: files))
    }

    /// Every role's color in each scheme, as `#rrggbbaa` by dotted role path, read from the
    /// `json` output at `Generated/colors` (its `<scheme>.tokens.json` files).
    static func colors(_ result: Generator.Result) throws -> [String: [String: String]] {
        var schemes: [String: [String: String]] = [:]
        for file in result.files {
            let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
            guard name.hasPrefix("colors."), name.hasSuffix(".tokens.json") else { continue }
            let scheme = String(name.dropFirst("colors.".count).dropLast(".tokens.json".count))
            let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(file.bytes)) as? [String: Any])
            var colors: [String: String] = [:]
            collect(root, path: [], into: &colors)
            schemes[scheme] = colors
        }
        return schemes
    }

    private static func collect(_ group: [String: Any], path: [String], into colors: inout [String: String]) {
        for (key, value) in group where !key.hasPrefix("$") || key == "$root" {
            guard let object = value as? [String: Any] else { continue }
            if let color = object["$value"] as? [String: Any], let hex = color["hex"] as? String {
                let alpha = (color["alpha"] as? Double) ?? 1
                colors[(path + [key]).joined(separator: ".")] = hex + String(format: "%02x", Int((alpha * 255).rounded()))
            } else {
                collect(object, path: path + [key], into: &colors)
            }
        }
    }
}
