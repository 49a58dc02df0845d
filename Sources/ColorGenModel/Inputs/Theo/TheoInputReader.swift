// Theo design token files (Salesforce's theo): `props`, `aliases` as {!name}, `global`, `imports`, in JSON, JSON5 or YAML.
import DesignTokens
import PositionalJSON
import SourceDiagnostics

/// Reads a Theo design token file (github.com/salesforce-ux/theo, "Spec"), recognised by its
/// top-level `props` map: each prop of type `color` (its own `type`, else `global`'s) becomes a
/// color token of its name, its `value` with every `{!alias}` replaced by the alias's value (from
/// the file's `aliases` or an imported file's); the props of `imports` (paths relative to the
/// file) are read too. Props of other types are left out, counted in the note.
struct TheoInputReader: InputReader {
    /// The top-level keys of Theo's spec.
    static let keys: Set<String> = ["props", "aliases", "global", "imports"]

    func recognises(_ input: InputItem) -> Bool {
        guard case .success(let document)? = input.json, let root = document.root.objectValue,
              let props = root["props"]?.objectValue else { return false }
        // Theo's keys only, or props that are all Theo props (a near miss then gets a warning per other key).
        return root.keys.allSatisfy(Self.keys.contains) || (!props.isEmpty && props.members.allSatisfy { $0.value.objectValue?["value"] != nil })
    }

    func read(_ input: InputItem) -> InputReading {
        guard case .success(let document)? = input.json else { return InputReading(tokens: .unreadable, diagnostics: []) }
        var files = TheoFiles(loader: input.loader)
        files.add(document)
        var diagnostics = document.warnings + files.diagnostics
        for member in document.root.objectValue?.members ?? [] where !Self.keys.contains(member.key) {
            diagnostics.append(.warning("'\(member.key)' is not a key of a Theo design token file (props, aliases, global, imports); "
                                        + "ignored", at: SourceLocation(path: input.path, position: member.keyPosition)))
        }
        let aliases = TheoAliases(files.documents, diagnostics: &diagnostics)
        var trees: [TokenTree] = []
        var colors = 0
        var others = 0
        for file in files.documents {
            let props = TheoProps(file, aliases: aliases)
            diagnostics += props.diagnostics
            colors += props.colorCount
            others += props.otherCount
            let read = TokenTreeReader.read(props.tokens, path: file.path, purpose: .generation)
            diagnostics += read.diagnostics
            trees.append(read.tree)
        }
        let imported = files.documents.count - 1
        diagnostics.insert(Diagnostic(.note, "read as a Theo design token file: \(colors) color prop(s) as tokens of their names, "
                                      + "{!alias} values from 'aliases'" + (imported > 0 ? ", \(imported) imported file(s)" : "")
                                      + (others > 0 ? "; \(others) prop(s) of other types left out" : ""),
                                      at: SourceLocation(path: input.path, position: document.root.position)), at: 0)
        // The tree is given even with errors, so that its values are checked in the same run.
        return InputReading(tokens: .shared(TokenTree.merged(trees)), diagnostics: diagnostics,
                            filesRead: files.documents.dropLast().map(\.path))
    }
}
