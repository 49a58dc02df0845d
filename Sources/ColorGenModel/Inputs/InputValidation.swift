// `colorgen validate` for the input forms other than DTCG: the form's own reading, then every tree it gives evaluated.
import DesignTokens
import PositionalJSON
import SourceDiagnostics

/// Checks an input of another form than DTCG (an asset catalog, Android resources, a Material
/// Theme Builder export, Theo, DSP, a Figma variables response, a single-file Tokens Studio
/// export) as `colorgen validate` does a token file, without a config: the form's own problems,
/// then each tree it gives (each variant, for a form with one per scheme) evaluated as a token
/// file's, with the note saying how it was read.
package enum InputValidation {
    /// What checking an input found.
    package enum Outcome {
        /// An input of another form, checked: every problem, with its note.
        case checked([Diagnostic])
        /// A file no other form reads (a DTCG token or resolver file, or colorgen's config),
        /// parsed once here for the caller to check, or its syntax error.
        case document(Result<JSONDocument, Diagnostic>)
        /// Nothing that can be read is there (the DTCG validator says why).
        case unreadable
    }

    /// The file or folder at `path` read as the form that recognises it: its problems when that is
    /// another form than DTCG, else the file parsed.
    package static func validate(path: String, loader: any SourceLoader) -> Outcome {
        let content: InputItem.Content
        if let bytes = try? loader.load(path) {
            content = .file(bytes)
        } else if let entries = try? loader.entries(ofFolder: path) {
            content = .folder(entries)
        } else {
            return .unreadable
        }
        let mention = Located(path, at: SourceLocation(path: path, line: 1, column: 1))
        let input = InputItem(path: path, mention: mention, content: content, loader: loader, schemeNames: [])
        guard let reader = InputReaders.reader(for: input) else { return .unreadable }
        if reader is DTCGInputReader {
            return input.json.map(Outcome.document) ?? .unreadable
        }
        let reading = reader.read(input)
        var diagnostics = reading.diagnostics
        switch reading.tokens {
        case .unreadable:
            break
        case .shared(let tree):
            diagnostics += TokenEvaluator.evaluate(tree).diagnostics
        case .perScheme(let variants):
            var taken: [(scheme: String, variant: String)] = []
            for name in variants.schemeNames {
                let read = variants.tree(forScheme: name, mention: mention)
                diagnostics += read.diagnostics
                guard let variant = read.variant, let tree = read.tree else { continue }
                taken.append((name, variant))
                diagnostics += TokenEvaluator.evaluate(tree).diagnostics
            }
            diagnostics.insert(variants.note(taken: taken), at: 0)
        }
        // A problem of a file that several variants read is reported once.
        return .checked(diagnostics.removingDuplicates().inReadingOrder)
    }
}
