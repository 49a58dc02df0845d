// Generation's per-input step: load a file or list a folder, ask the input readers, find what a token tree declares.
import DesignTokens
import PositionalJSON
import SourceDiagnostics

/// Reads one input a scheme lists, for generation: loads the file (or lists the folder), hands it
/// to the first of ``InputReaders/all`` that recognises it, and finds what a tree every scheme
/// shares declares for the scheme (its layout, its per-mode values).
enum SchemeFileReader {
    /// What one input gives its schemes.
    struct Contents: Sendable {
        /// The input's tree, or nil when it could not be read or gives each scheme its own tree.
        var tree: TokenTree?
        /// The input's variants when each scheme takes its own tree (a Material Theme Builder export's schemes).
        var variants: (any SchemeVariants)?
        /// Every problem, repeated warnings folded.
        var diagnostics: [Diagnostic]
        /// Every file read besides the input itself (a folder's files).
        var filesRead: [String] = []
        /// `$extensions.colorgen.layout` of the file's top-level group.
        var layout: Located<RoleLayout>?
        /// The `$extensions` member holding per-mode values, if the file has one.
        var modeExtension: (name: String, location: SourceLocation, modes: [String])?
        /// The keys of the modes objects in the file's `$value`s (``TokenTree/valueModes()``), nil when it has none.
        var valueModes: [(mode: String, location: SourceLocation)]?
        /// How the file writes per-token modes beside `$value` (`$modes`, `$extensions.mode`) and
        /// their names (``TokenTree/tokenModes()``), nil when it has none.
        var tokenModes: (form: String, modes: [(mode: String, location: SourceLocation)])?
        /// Whether the file writes schemes as groups or token name affixes named after them (``TokenTree/schemeParts(schemes:)``).
        var hasSchemeParts = false
    }

    /// Reads the file or folder at `path`; `mention` is where the config names it, for an input
    /// that cannot be loaded; `schemeNames` are the config's schemes.
    static func read(_ mention: Located<String>, path: String, loader: any SourceLoader, schemeNames: [String]) -> Contents {
        let content: InputItem.Content
        var loadFailure: SourceLoaderError?
        do {
            content = .file(try loader.load(path))
        } catch {
            guard let entries = try? loader.entries(ofFolder: path) else {
                return Contents(tree: nil, diagnostics: [cannotRead(mention, reason: error.reason)])
            }
            content = .folder(entries)
            loadFailure = error
        }
        let input = InputItem(path: path, mention: mention, content: content, loader: loader, schemeNames: schemeNames)
        guard let reader = InputReaders.reader(for: input) else {
            return Contents(tree: nil, diagnostics: [cannotRead(mention, reason: loadFailure?.reason ?? "no input form reads it")])
        }
        let reading = reader.read(input)
        var diagnostics = reading.diagnostics
        switch reading.tokens {
        case .unreadable:
            return Contents(tree: nil, diagnostics: diagnostics, filesRead: reading.filesRead)
        case .perScheme(let variants):
            return Contents(tree: nil, variants: variants, diagnostics: diagnostics, filesRead: reading.filesRead)
        case .shared(let tree):
            let layout = readLayout(tree, path: path, diagnostics: &diagnostics)
            let schemeParts = tree.schemeParts(schemes: schemeNames)
            diagnostics += schemeParts.warnings
            return Contents(tree: tree, diagnostics: diagnostics.foldingRepeatedWarnings(), filesRead: reading.filesRead,
                            layout: layout, modeExtension: tree.modeExtension(), valueModes: tree.valueModes(),
                            tokenModes: tree.tokenModes(), hasSchemeParts: !schemeParts.isEmpty)
        }
    }

    /// The error for an input that cannot be loaded, at its mention in the config.
    private static func cannotRead(_ mention: Located<String>, reason: String) -> Diagnostic {
        .error("cannot read token file '\(mention.value)': \(reason)", at: mention.location)
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
