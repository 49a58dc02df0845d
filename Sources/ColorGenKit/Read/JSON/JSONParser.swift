/// A parsed JSON file: its root value and the warnings found while reading it.
public struct JSONDocument: Sendable {
    /// The path the document was read from, as the user named it.
    public var path: String
    /// The top-level value.
    public var root: JSONValue
    /// Problems that did not stop parsing, such as repeated keys.
    public var warnings: [Diagnostic]
    /// Whether any object in the document may have a `$ref` key: `false` only when the parser
    /// saw none, which spares token readers a search for JSON pointers.
    var containsPointerKeys = true

    /// Creates a document.
    public init(path: String, root: JSONValue, warnings: [Diagnostic]) {
        self.path = path
        self.root = root
        self.warnings = warnings
    }
}

/// Reads JSON text (RFC 8259) into ``JSONValue``s that keep document order and positions.
///
/// - A UTF-8 byte order mark at the start is skipped.
/// - Invalid UTF-8, unescaped control characters in strings, unpaired surrogate escapes,
///   anything after the top-level value and nesting deeper than ``maximumDepth`` are errors.
/// - A key repeated in one object is a warning; the value written last wins and keeps the place
///   of the key written first (as JavaScript does).
/// - Numbers keep their literal text, so `1.50` and `1e400` are not altered.
///
/// The first syntax error ends parsing: after it the rest of the text has no reliable structure.
public enum JSONParser {
    /// How many arrays and objects may enclose one another. Deeper input is reported as an error
    /// rather than risking the stack; token files nest a few dozen levels at most.
    public static let maximumDepth = 256

    /// Parses `bytes` as one JSON text. `path` is used in diagnostics only.
    public static func parse(_ bytes: [UInt8], path: String) throws(Diagnostic) -> JSONDocument {
        let result: Result<JSONDocument, Diagnostic> = bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(buffer, path: path)
            do throws(Diagnostic) {
                let root = try scanner.parseDocument()
                var document = JSONDocument(path: path, root: root, warnings: scanner.warnings)
                document.containsPointerKeys = scanner.sawPointerKey
                return .success(document)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Parses UTF-8 text; a convenience for tests and in-memory sources.
    public static func parse(_ text: String, path: String) throws(Diagnostic) -> JSONDocument {
        try parse(Array(text.utf8), path: path)
    }
}
