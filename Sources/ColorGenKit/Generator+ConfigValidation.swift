// `colorgen validate` given colorgen's own config: checked as generate checks it, not as a token file.
import ColorGenModel
import ColorGenRender
import PositionalJSON
import SourceDiagnostics

extension Generator {
    /// Whether `root`, a parsed file's top level, looks like a colorgen config rather than a token
    /// or resolver file: a top-level `outputs` array, a `schemes` object listing files in arrays,
    /// or a numeric `rulesVersion`, none of which a DTCG file holds (its groups are objects, its
    /// tokens have `$value`).
    package static func looksLikeConfig(_ root: JSONValue) -> Bool {
        guard let root = root.objectValue else { return false }
        return root["outputs"]?.arrayValue != nil || root["rulesVersion"]?.doubleValue != nil
            || root["schemes"]?.objectValue?.members.contains { $0.value.arrayValue != nil } == true
    }

    /// Every problem of the config `document`, as `generate` reports them before it reads any file
    /// the config lists, after a note saying it was checked so.
    package static func validateConfig(_ document: JSONDocument) -> [Diagnostic] {
        let path = document.path
        let note = Diagnostic(.note, "read as a colorgen config: checked as colorgen generate checks it before reading the files it "
                              + "lists; colorgen generate --check --config \(path) checks those too",
                              at: SourceLocation(path: path, line: 1, column: 1))
        return [note] + ConfigReader.read(document) { ConfiguredOutput.read($0, configPath: path) }.diagnostics
    }
}
