// JSONParser: reads JSON (RFC 8259) or JSON5 into positioned values, and JSONDocument, what it returns.
import SourceDiagnostics

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
    package var containsPointerKeys = true

    /// Creates a document.
    public init(path: String, root: JSONValue, warnings: [Diagnostic]) {
        self.path = path
        self.root = root
        self.warnings = warnings
    }
}

/// Reads JSON text (RFC 8259), or JSON5 text, into ``JSONValue``s that keep document order and
/// positions. JSON5 gives the same values JSON would: hexadecimal numbers become their value
/// (keeping their literal), `Infinity` and `NaN` non-finite doubles that readers needing a
/// finite number reject.
///
/// - A UTF-8 byte order mark at the start is skipped.
/// - Invalid UTF-8, unescaped control characters in strings, unpaired surrogate escapes,
///   anything after the top-level value and nesting deeper than ``maximumDepth`` are errors.
/// - A key repeated in one object is a warning; the value written last wins and keeps the place
///   of the key written first (as JavaScript does).
/// - Numbers keep their literal text, so `1.50` and `1e400` are not altered.
/// - A document is held in one flat storage (``JSONValue`` describes it) that does not keep
///   `bytes`: they can be freed as soon as this returns.
///
/// The first syntax error ends parsing: after it the rest of the text has no reliable structure.
public enum JSONParser {
    /// How many arrays and objects may enclose one another. Deeper input is reported as an error
    /// rather than risking the stack; token files nest a few dozen levels at most.
    public static let maximumDepth = 256

    /// Parses `bytes` as one JSON text, or JSON5 text when `syntax` says so (by default, when
    /// `path` ends in `.json5`). `path` is otherwise used in diagnostics only.
    public static func parse(_ bytes: [UInt8], path: String, syntax: JSONSyntax? = nil) throws(Diagnostic) -> JSONDocument {
        let result: Result<JSONDocument, Diagnostic> = bytes.withUnsafeBufferPointer { buffer in
            switch syntax ?? JSONSyntax(forPath: path) {
            case .json: parse(JSONScanner<StrictJSONGrammar>(buffer, path: path), path: path)
            case .json5: parse(JSONScanner<JSON5Grammar>(buffer, path: path), path: path)
            }
        }
        return try result.get()
    }

    /// Parses UTF-8 text; a convenience for tests and in-memory sources.
    public static func parse(_ text: String, path: String, syntax: JSONSyntax? = nil) throws(Diagnostic) -> JSONDocument {
        try parse(Array(text.utf8), path: path, syntax: syntax)
    }

    private static func parse<Grammar>(_ scanner: consuming JSONScanner<Grammar>, path: String) -> Result<JSONDocument, Diagnostic> {
        do throws(Diagnostic) {
            let storage = try scanner.parseDocument()
            let root = JSONValue(storage: storage, index: storage.rootIndex)
            var document = JSONDocument(path: path, root: root, warnings: scanner.warnings)
            document.containsPointerKeys = scanner.sawPointerKey
            return .success(document)
        } catch {
            return .failure(error)
        }
    }
}
