// Generator.preview: renders the HTML preview page of a config for `colorgen preview`, even when pairs fail.
import ColorGenModel
import ColorGenRender
import SourceDiagnostics

extension Generator {
    /// The `html` preview page of the config at `configPath`, at `outputPath`, whatever outputs the
    /// config lists (`colorgen preview`). The page is made whenever the roles resolve, also when
    /// declared contrast pairs fail (errors in the diagnostics), so that it can show them. The
    /// page passes the checks every output does (``OutputClashCheck``): it is never written over
    /// an input, a special file or a file colorgen did not write as a preview page; then there is
    /// no page.
    public static func preview(configPath: String, loader: any SourceLoader, outputPath: String) -> Result {
        let loader = RecordingSourceLoader(loader)
        let resolved = resolveRoles(configPath: configPath, loader: loader)
        guard let roles = resolved.roles, let info = resolved.info else {
            return Result(files: [], inputFiles: resolved.inputFiles, diagnostics: resolved.diagnostics.inReadingOrder)
        }
        let rendered = HTMLPreviewOutput.preview(roles, info: info, path: outputPath, configPath: configPath)
        let refusals = OutputClashCheck.check([.init(location: nil, files: rendered.files)], inputs: loader.loadedPaths,
                                              configPath: configPath, loader: loader)
        return Result(files: refusals.isEmpty ? rendered.files : [], inputFiles: resolved.inputFiles,
                      diagnostics: (resolved.diagnostics + rendered.diagnostics + refusals).inReadingOrder)
    }
}
