// YAMLParser: reads the block subset of YAML that token files use into positioned JSON values.
import PositionalJSON
import SourceDiagnostics

/// Reads YAML 1.2 text in the block subset token files are written in — block mappings and
/// sequences, plain, single- and double-quoted scalars, comments, `---` and `...` — into the same
/// ``JSONValue``s ``JSONParser`` gives, each remembering the line and column it was written at, so
/// that every later diagnostic points into the `.yaml` file.
///
/// - Plain scalars are typed by the YAML 1.2 core schema (`null`, `~`, `true`, `0x1F`, `1e3`,
///   `.inf`, ...); quoted ones are strings; a key is the text it was written as.
/// - What the subset does not take — anchors, aliases, tags, flow collections, explicit keys,
///   block scalars, directives (``YAMLUnsupportedConstruct``) — is an error naming the construct,
///   at its line and column, never a value read some other way.
/// - A key repeated in one mapping is an error (YAML requires keys to be unique).
/// - Columns count Unicode scalars, as ``JSONParser``'s do; the first error ends reading.
public enum YAMLParser {
    /// Reads a file holding one YAML document (an empty file or a stream of several is an error).
    public static func parse(_ bytes: [UInt8], path: String) throws(Diagnostic) -> JSONDocument {
        let documents = try parseStream(bytes, path: path)
        guard documents.count == 1 else {
            let location = SourceLocation(path: path, position: documents.dropFirst().first?.position ?? .start)
            let found = documents.isEmpty ? "no YAML document" : "a stream of \(documents.count) YAML documents"
            throw Diagnostic.error("\(found); a file read as YAML must hold exactly one document", at: location)
        }
        return JSONDocument(path: path, root: documents[0], warnings: [])
    }

    /// Reads a file holding one YAML document.
    public static func parse(_ text: String, path: String) throws(Diagnostic) -> JSONDocument {
        try parse(Array(text.utf8), path: path)
    }

    /// Reads every document of a YAML stream, in order (none for a stream of only comments).
    public static func parseStream(_ bytes: [UInt8], path: String) throws(Diagnostic) -> [JSONValue] {
        let text = try YAMLText(bytes, path: path)
        var reader = YAMLBlockReader(text: text)
        return try reader.readStream()
    }
}
