// Material Theme Builder exports (material-theme.json), recognised by shape: each scheme takes the export's scheme of its name.
import DesignTokens
import SourceDiagnostics

/// Reads a Material Theme Builder export (``MaterialThemeExport``, recognised by its shape):
/// each scheme takes the export's scheme of its name, whose Material roles are its roles;
/// `palettes` and `coreColors` are reference-only groups.
struct MaterialThemeInputReader: InputReader {
    func recognises(_ input: InputItem) -> Bool {
        guard case .success(let document)? = input.json else { return false }
        return MaterialThemeExport.recognise(document.root)
    }

    func read(_ input: InputItem) -> InputReading {
        guard case .success(let document)? = input.json else { return InputReading(tokens: .unreadable, diagnostics: []) }
        let export = MaterialThemeExport(document.root, path: input.path)
        return InputReading(tokens: .perScheme(MaterialThemeSchemes(export: export)),
                            diagnostics: document.warnings + export.diagnostics)
    }
}
