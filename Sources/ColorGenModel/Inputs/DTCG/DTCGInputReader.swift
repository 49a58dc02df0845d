// DTCG token files (and the legacy `value`/`type` form, with one warning): the form every other file is read as.
import DesignTokens
import PositionalJSON
import SourceDiagnostics

/// Reads a DTCG 2025.10 token file, JSON or JSON5: a format colorgen does not read (Adobe
/// Spectrum's) gets one error, the legacy `value`/`type` form of Style Dictionary and Tokens
/// Studio is read as DTCG with one warning, and the tree is read with generation's tolerance.
/// It recognises every file, so it is asked last.
struct DTCGInputReader: InputReader {
    func recognises(_ input: InputItem) -> Bool {
        if case .file = input.content { return true }
        return false
    }

    func read(_ input: InputItem) -> InputReading {
        let document: JSONDocument
        switch input.json {
        case .success(let parsed)?: document = parsed
        case .failure(let error)?: return InputReading(tokens: .unreadable, diagnostics: [error])
        case nil: return InputReading(tokens: .unreadable, diagnostics: [])
        }
        if let format = UnreadTokenFormat.recognise(document.root) {
            return InputReading(tokens: .unreadable,
                                diagnostics: [format.error(at: SourceLocation(path: input.path, position: document.root.position))])
        }
        var diagnostics = document.warnings
        let (keyStyle, firstLegacyToken) = TokenKeyStyle.detect(document.root)
        if let firstLegacyToken {
            diagnostics.append(TokenKeyStyle.legacyWarning(at: SourceLocation(path: input.path, position: firstLegacyToken.keyPosition)))
        }
        let read = TokenTreeReader.read(document, purpose: .generation, keyStyle: keyStyle)
        return InputReading(tokens: .shared(read.tree), diagnostics: diagnostics + read.diagnostics)
    }
}
