// Makes the Swift source that embeds Templates/ in the core: shared by the embed-templates plugin and its test.
import Foundation

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
            // Generated from the package's Templates/ folder by `swift package embed-templates`.
            // Do not edit: edit the templates, then run `swift package --allow-writing-to-package-directory embed-templates`.

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
