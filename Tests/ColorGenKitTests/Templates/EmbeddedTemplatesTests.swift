import Foundation
import XCTest
@testable import ColorGenKit

/// The binary carries exactly the files of `Templates/`: the embedded source
/// `Sources/ColorGenKit/Render/Templates/BuiltInTemplateTexts.swift` must equal what
/// ``EmbeddedTemplatesSource`` makes of the folder. `COLORGEN_UPDATE_GOLDEN=1 swift test` rewrites
/// it after a template changed (the next build then embeds the new text).
final class EmbeddedTemplatesTests: XCTestCase {
    private let templates = GoldenFile.packageRoot.appendingPathComponent("Templates")
    private let source = "Sources/ColorGenKit/Render/Templates/BuiltInTemplateTexts.swift"

    func testTheEmbeddedSourceIsMadeFromTheTemplatesFolder() throws {
        let expected = try EmbeddedTemplatesSource.make(from: templates)
        GoldenFile.assertMatches(expected, golden: source, under: GoldenFile.packageRoot)
    }

    func testTheCompiledTemplatesEqualTheFiles() throws {
        if GoldenFile.isUpdating {
            throw XCTSkip("the embedded source is being rewritten; build again to compare the compiled templates")
        }
        let files = try EmbeddedTemplatesSource.templateFiles(in: templates)
        XCTAssertFalse(files.isEmpty)
        XCTAssertEqual(builtInTemplateTexts.map(\.name), files.map(\.name),
                       "rebuild after COLORGEN_UPDATE_GOLDEN=1 swift test if templates were added or removed")
        for (name, text) in files {
            XCTAssertEqual(builtInTemplateTexts.first { $0.name == name }?.text, text, "Templates/\(name).mustache")
        }
    }
}

/// Writes the Swift source that compiles `Templates/` into ColorGenKit.
enum EmbeddedTemplatesSource {
    /// Every `.mustache` file below `folder`: its name (path below the folder without the
    /// extension) and text, sorted by name.
    static func templateFiles(in folder: URL) throws -> [(name: String, text: String)] {
        let root = folder.standardizedFileURL.path + "/"
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        return try walker.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".mustache") }
            .sorted()
            .map { relative in
                let text = try String(contentsOfFile: root + relative, encoding: .utf8)
                return (String(relative.dropLast(".mustache".count)), text)
            }
    }

    /// The source text declaring `builtInTemplateTexts`.
    static func make(from folder: URL) throws -> String {
        var source = """
            // Generated from the package's Templates/ folder by EmbeddedTemplatesTests.
            // Do not edit: edit the templates, then run `COLORGEN_UPDATE_GOLDEN=1 swift test`.

            /// The built-in templates, by name (the path below `Templates/` without `.mustache`).
            let builtInTemplateTexts: [(name: String, text: String)] = [

            """
        for (name, text) in try templateFiles(in: folder) {
            source += "    (\(rawLiteral(name)), \(rawLiteral(text))),\n"
        }
        return source + "]\n"
    }

    /// A raw multi-line string literal holding `text` exactly, with enough `#`s that no content ends it.
    static func rawLiteral(_ text: String) -> String {
        var hashes = 1
        while text.contains("\"" + String(repeating: "#", count: hashes))
            || text.contains("\\" + String(repeating: "#", count: hashes)) {
            hashes += 1
        }
        let delimiter = String(repeating: "#", count: hashes)
        return delimiter + "\"\"\"\n" + text + "\n\"\"\"" + delimiter
    }
}
