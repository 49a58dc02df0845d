// Generator.preview: renders the HTML preview page of a config for `colorgen preview`, even when pairs fail.
import Mustache
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
        // The page is the html output of an entry the config does not have, at the config's start.
        let entry = SourceLocation(path: configPath, line: 1, column: 1)
        let spec = OutputSpec(renderer: .format(.html), path: Located(outputPath, at: entry), options: nil, location: entry)
        let request = OutputRequest(roles: roles, info: info, path: outputPath, spec: spec,
                                    options: OutputOptions(format: .html, gamut: nil),
                                    configPath: configPath, templates: .builtIn)
        let rendered = HTMLPreviewOutput.render(request)
        return Result(files: rendered.files, inputFiles: resolved.inputFiles,
                      diagnostics: (resolved.diagnostics + rendered.diagnostics).inReadingOrder)
    }
}
