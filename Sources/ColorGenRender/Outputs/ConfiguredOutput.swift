// One config output with what its renderer checks before any token is read: its typed options, its path's form.
import ColorGenModel
import SourceDiagnostics

/// An output of the config as the render stage takes it: the entry (``OutputSpec``) and its
/// format's options, read and checked (``OutputOptions``).
///
/// The config reader leaves an output's options as written; each format's renderer owns what
/// they mean. ``read(_:configPath:)`` runs right after the config is read, before any token file,
/// so that every problem of the config, its outputs' options among them, is reported in one run.
package struct ConfiguredOutput: Sendable {
    /// The output's entry in the config.
    package var spec: OutputSpec
    /// Its options, typed.
    var options: OutputOptions

    /// `outputs` of the config at `configPath` with their options read and checked, and every
    /// problem found: in an option, or in what a format needs of the output's path (an xcassets
    /// output's path must name the catalog).
    package static func read(_ outputs: [OutputSpec], configPath: String)
        -> (outputs: [ConfiguredOutput], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let configured = outputs.map { spec in
            guard case .format(let format) = spec.renderer else {
                return ConfiguredOutput(spec: spec, options: OutputOptions(format: .template(spec.options), gamut: nil))
            }
            let read = OutputOptions.read(spec.options, format: format, path: configPath, entry: spec.location)
            diagnostics += read.diagnostics
            if format == .xcassets, let problem = catalogProblem(spec, configPath: configPath) {
                diagnostics.append(problem)
            }
            return ConfiguredOutput(spec: spec, options: read.options)
        }
        return (configured, diagnostics)
    }

    /// Why the path of `spec`, an xcassets output, names no catalog, if it does not; the
    /// catalog's name comes from the path as written, so no token file is needed to check it.
    private static func catalogProblem(_ spec: OutputSpec, configPath: String) -> Diagnostic? {
        do {
            _ = try XCAssetsOutput.catalogPath(SourcePath.resolve(spec.path.value, relativeTo: configPath),
                                               written: spec.path.value, at: spec.path.location)
            return nil
        } catch {
            return error
        }
    }
}
