// Generator.preview: renders the HTML preview page of a config for `colorgen preview`, even when pairs fail.
import ColorGenModel
import ColorGenRender
import SourceDiagnostics

extension Generator {
    /// The `html` preview page of the config at `configPath`, at `outputPath`, whatever outputs the
    /// config lists (`colorgen preview`). The page is made whenever the roles resolve, also when
    /// declared contrast pairs fail (errors in the diagnostics), so that it can show them.
    public static func preview(configPath: String, loader: any SourceLoader, outputPath: String) -> Result {
        let resolved = resolveRoles(configPath: configPath, loader: loader)
        guard let roles = resolved.roles, let info = resolved.info else {
            return Result(files: [], inputFiles: resolved.inputFiles, diagnostics: resolved.diagnostics.inReadingOrder)
        }
        let rendered = HTMLPreviewOutput.preview(roles, info: info, path: outputPath, configPath: configPath)
        return Result(files: rendered.files, inputFiles: resolved.inputFiles,
                      diagnostics: (resolved.diagnostics + rendered.diagnostics).inReadingOrder)
    }
}
