// A saved Figma REST `GET /v1/files/:key/variables/local` response, recognised by `meta.variables` and `meta.variableCollections`.
import DesignTokens
import SourceDiagnostics

/// Reads a saved response of Figma's REST endpoint `GET /v1/files/:file_key/variables/local`
/// (developers.figma.com, "Variables endpoints"): each scheme takes, in every variable
/// collection, the mode of its name (``FigmaVariablesResponse``). A file that is almost one
/// (``FigmaVariablesNearMiss``) is recognised too, and gets one error naming the form.
struct FigmaVariablesInputReader: InputReader {
    func recognises(_ input: InputItem) -> Bool {
        guard case .success(let document)? = input.json else { return false }
        return FigmaVariablesResponse.recognise(document.root) || FigmaVariablesNearMiss(document.root) != nil
    }

    func read(_ input: InputItem) -> InputReading {
        guard case .success(let document)? = input.json else { return InputReading(tokens: .unreadable, diagnostics: []) }
        if let nearMiss = FigmaVariablesNearMiss(document.root) {
            return InputReading(tokens: .unreadable, diagnostics: document.warnings + [
                .error(nearMiss.message, at: SourceLocation(path: input.path, position: nearMiss.position)),
            ])
        }
        let response = FigmaVariablesResponse(document.root, path: input.path)
        guard !response.diagnostics.containsErrors else {
            return InputReading(tokens: .unreadable, diagnostics: document.warnings + response.diagnostics)
        }
        return InputReading(tokens: .perScheme(response), diagnostics: document.warnings + response.diagnostics)
    }
}
