// Token-file half of `colorgen validate`: one file, or several merged in order as a scheme merges them.
import PositionalJSON
import SourceDiagnostics

/// Checks DTCG token files completely: JSON syntax, structure, references and every value.
///
/// This is what `colorgen validate` runs on token files. A file on its own is checked with
/// ``validate(_:path:)``: its aliases must resolve within it. Files that are only complete once
/// merged (a palette file aliasing swatches of a library file) are checked together with
/// ``validateMerged(_:)``, which merges them in order before resolving, as a scheme does.
public enum TokenValidator {
    /// Every problem found in the file `bytes` read from `path`, in reading order: errors make
    /// the file unusable; warnings (such as legacy string colors) do not.
    public static func validate(_ bytes: [UInt8], path: String) -> [Diagnostic] {
        validateMerged([(bytes, path)])
    }

    /// Every problem found in a document already parsed (its parser warnings included). When an
    /// alias names no token, a note after the first says how to check files that alias one another.
    /// Passed its last copy, the document is freed part by part as it is read (see
    /// ``TokenTreeReader``), before the tokens are resolved.
    public static func validate(_ document: consuming JSONDocument) -> [Diagnostic] {
        if let error = otherFormatError(document.root, path: document.path) {
            return [error]
        }
        let warnings = document.warnings
        let (tree, readDiagnostics) = TokenTreeReader.read(consume document)
        let resolveDiagnostics = TokenEvaluator.diagnostics(of: tree)
        var diagnostics = (warnings + readDiagnostics + resolveDiagnostics).inReadingOrder
        if let first = diagnostics.firstIndex(where: { $0.severity == .error && $0.message.contains(AliasTarget.missingPhrase) }) {
            diagnostics.insert(Diagnostic(.note, "this file is checked on its own, so its aliases must name its own tokens; "
                                          + "if they name tokens of other files, check the files together with "
                                          + "'colorgen validate --merged FILE...'", at: diagnostics[first].location), at: first + 1)
        }
        return diagnostics
    }

    /// The one error a file in a format other than DTCG gets: Adobe Spectrum's own, which colorgen
    /// does not read, or a Material Theme Builder export, which generation reads as its own form.
    private static func otherFormatError(_ root: JSONValue, path: String) -> Diagnostic? {
        let location = SourceLocation(path: path, position: root.position)
        if let format = UnreadTokenFormat.recognise(root) {
            return format.error(at: location)
        }
        guard MaterialThemeExport.recognise(root) else { return nil }
        return .error("this is a Material Theme Builder export (material-theme.json), not a DTCG 2025.10 token file; "
                      + "colorgen generate reads it listed under a scheme (docs/real-world-files.md)", at: location)
    }

    /// Every problem found in `files` read one by one and merged in order (later files win),
    /// then resolved together, in reading order.
    public static func validateMerged(_ files: [(bytes: [UInt8], path: String)]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var trees: [TokenTree] = []
        for file in files {
            let document: JSONDocument
            do {
                document = try JSONParser.parse(file.bytes, path: file.path)
            } catch {
                diagnostics.append(error)
                continue
            }
            if let error = otherFormatError(document.root, path: file.path) {
                diagnostics.append(error)
                continue
            }
            diagnostics += document.warnings
            let (tree, readDiagnostics) = TokenTreeReader.read(consume document)
            diagnostics += readDiagnostics
            trees.append(tree)
        }
        if diagnostics.containsErrors && trees.count < files.count {
            return diagnostics.inReadingOrder  // a file could not be parsed: its aliases' targets are unknown
        }
        let resolveDiagnostics = TokenEvaluator.diagnostics(of: TokenTree.merged(trees))
        return (diagnostics + resolveDiagnostics).inReadingOrder
    }
}
