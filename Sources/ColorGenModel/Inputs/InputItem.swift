// What a scheme lists, as loaded for the input readers: a file's bytes or a folder's entries.
import PositionalJSON
import PositionalYAML
import SourceDiagnostics

/// A file or folder that a scheme of `colorgen.json` lists, as the input readers see it: the
/// file's bytes or the folder's entries, the loader to read more through, and the file parsed as
/// JSON when a reader asks (once, however many readers ask).
package final class InputItem {
    /// What is at ``path``.
    package enum Content {
        /// A file's bytes, whatever it holds.
        case file([UInt8])
        /// A folder's entries, sorted by name.
        case folder([SourceFolderEntry])
    }

    /// The path, resolved against the config's folder.
    package let path: String
    /// The path as the config writes it, where it does: problems of the input as a whole go there.
    package let mention: Located<String>
    /// The file's bytes or the folder's entries; a file's bytes are let go once it parses as JSON
    /// (the parsed document holds all a JSON reader needs), so a large file is not held twice.
    package private(set) var content: Content
    /// Reads the files of a folder, or files a file names.
    package let loader: any SourceLoader
    /// The names of the config's schemes, for forms whose parts are named after schemes.
    package let schemeNames: [String]
    private var parsed: Result<JSONDocument, Diagnostic>?

    /// An input at `path` holding `content`.
    package init(path: String, mention: Located<String>, content: Content, loader: any SourceLoader, schemeNames: [String]) {
        self.path = path
        self.mention = mention
        self.content = content
        self.loader = loader
        self.schemeNames = schemeNames
    }

    /// The file parsed as JSON, JSON5 or YAML (by its extension, ``parse(_:path:)``), or the
    /// syntax error at its place; nil for a folder. Parsed on first use.
    package var json: Result<JSONDocument, Diagnostic>? {
        guard case .file(let bytes) = content else { return nil }
        if let parsed { return parsed }
        let result: Result<JSONDocument, Diagnostic>
        do {
            result = .success(try Self.parse(bytes, path: path))
        } catch {
            result = .failure(error)
        }
        parsed = result
        if case .success = result { content = .file([]) }
        return result
    }

    /// `bytes` parsed as YAML when `path` ends in `.yaml` or `.yml` (any case), else as JSON or
    /// JSON5 (``JSONSyntax``): the same positioned values either way.
    package static func parse(_ bytes: [UInt8], path: String) throws(Diagnostic) -> JSONDocument {
        let lowercased = path.lowercased()
        if lowercased.hasSuffix(".yaml") || lowercased.hasSuffix(".yml") {
            return try YAMLParser.parse(bytes, path: path)
        }
        return try JSONParser.parse(bytes, path: path)
    }

    /// The name of the file or folder, without its folders ("Colors.xcassets").
    package var name: String {
        SourcePath.fileName(of: path) ?? path
    }

    /// The entries of the folder, empty for a file.
    package var folderEntries: [SourceFolderEntry] {
        guard case .folder(let entries) = content else { return [] }
        return entries
    }
}
