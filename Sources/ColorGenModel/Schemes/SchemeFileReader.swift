// Generation's per-file step: unread format -> one error, Material export, legacy keys -> one warning, tolerant read, layout.
import DesignTokens
import PositionalJSON
import SourceDiagnostics

/// Reads one token file of a scheme for generation: recognises formats colorgen does not read
/// (one error) and Material Theme Builder exports (read per scheme), reads the legacy
/// `value`/`type` form as DTCG (one warning), reads the tree with generation's tolerance, and
/// finds what the file declares for the scheme.
enum SchemeFileReader {
    /// What one file gives its schemes.
    struct Contents: Sendable {
        /// The file's tree, or nil when it could not be read or is a Material Theme Builder export.
        var tree: TokenTree?
        /// The file as a Material Theme Builder export, whose tree depends on the scheme.
        var materialExport: MaterialThemeExport?
        /// Every problem, repeated warnings folded.
        var diagnostics: [Diagnostic]
        /// `$extensions.colorgen.layout` of the file's top-level group.
        var layout: Located<RoleLayout>?
        /// The `$extensions` member holding per-mode values, if the file has one.
        var modeExtension: (name: String, location: SourceLocation, modes: [String])?
        /// The keys of the modes objects in the file's `$value`s (``TokenTree/valueModes()``), nil when it has none.
        var valueModes: [(mode: String, location: SourceLocation)]?
    }

    /// Reads the file at `path`; `mention` is where the config names it, for a file that cannot be loaded.
    static func read(_ mention: Located<String>, path: String, loader: any SourceLoader) -> Contents {
        let document: JSONDocument
        do {
            document = try JSONParser.parse(try loader.load(path), path: path)
        } catch let error as Diagnostic {
            return Contents(tree: nil, diagnostics: [error])
        } catch {
            let reason = (error as? SourceLoaderError)?.reason ?? "\(error)"
            return Contents(tree: nil, diagnostics: [.error("cannot read token file '\(mention.value)': \(reason)",
                                                            at: mention.location)])
        }
        if let format = UnreadTokenFormat.recognise(document.root) {
            return Contents(tree: nil, diagnostics: [format.error(at: SourceLocation(path: path, position: document.root.position))])
        }
        var diagnostics = document.warnings
        if MaterialThemeExport.recognise(document.root) {
            let export = MaterialThemeExport(document.root, path: path)
            return Contents(tree: nil, materialExport: export, diagnostics: diagnostics + export.diagnostics)
        }
        let (keyStyle, firstLegacyToken) = TokenKeyStyle.detect(document.root)
        if let firstLegacyToken {
            diagnostics.append(TokenKeyStyle.legacyWarning(at: SourceLocation(path: path, position: firstLegacyToken.keyPosition)))
        }
        let read = TokenTreeReader.read(document, purpose: .generation, keyStyle: keyStyle)
        diagnostics += read.diagnostics
        let layout = readLayout(read.tree, path: path, diagnostics: &diagnostics)
        return Contents(tree: read.tree, diagnostics: diagnostics.foldingRepeatedWarnings(), layout: layout,
                        modeExtension: read.tree.modeExtension(), valueModes: read.tree.valueModes())
    }

    /// `$extensions.colorgen.layout` of the top-level group, checked.
    private static func readLayout(_ tree: TokenTree, path: String, diagnostics: inout [Diagnostic]) -> Located<RoleLayout>? {
        guard let member = tree.root.extensions?["colorgen"]?.objectValue?.member(RoleLayout.key) else { return nil }
        let location = SourceLocation(path: path, position: member.value.position)
        guard let name = member.value.stringValue, let layout = RoleLayout(rawValue: name) else {
            diagnostics.append(.error("$extensions.colorgen.\(RoleLayout.key) must be \"palette\" or \"roles\"", at: location))
            return nil
        }
        return Located(layout, at: location)
    }
}
