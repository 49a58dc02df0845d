// Render-stage dispatch: one output spec to the renderings of its files by format, built-in template errors moved to the config.
import ColorGenModel
import Mustache
import OutputFiles
import PositionalJSON
import SourceDiagnostics

/// The render stage of generation: every configured output rendered to files.
package enum OutputRenderer {
    /// An output ready to render: the renderings of its files, and what preparing it reported.
    package struct Prepared: Sendable {
        fileprivate let spec: OutputSpec
        /// The renderings of the output's files, in order; none when preparing it failed.
        package let renderings: [FileRendering]
        fileprivate let diagnostics: [Diagnostic]

        /// The output's files and diagnostics, once its renderings gave `results` (one each, in
        /// order): no files when a rendering failed. A problem inside one of colorgen's built-in
        /// templates is reported at the output's entry in the config, which the user can change,
        /// not in the template, which they cannot.
        package func finished(_ results: [Result<[RenderedFile], Diagnostic>]) -> (files: [RenderedFile], diagnostics: [Diagnostic]) {
            let rendered = FileRendering.files(from: results)
            return (rendered.files, (diagnostics + rendered.diagnostics).map { diagnostic in
                guard let location = diagnostic.location, BuiltInTemplates.isBuiltInPath(location.path) else { return diagnostic }
                return Diagnostic(diagnostic.severity, "cannot render output '\(spec.path.value)': \(diagnostic.message) "
                                  + "(in colorgen's built-in template '\(location.path)', which should fit any data colorgen "
                                  + "accepts: please report this)", at: spec.location)
            })
        }
    }

    /// Prepares `output` from `roles`: its format's model, and the renderings of its files. `path`
    /// is the output's path already resolved against the config's folder; user templates are
    /// read through `loader`; `tree` is the role tree of `roles`' paths, built at most once for
    /// all outputs of a generation.
    package static func prepare(_ output: ConfiguredOutput, roles: ColorRoleSet, info: GenerationInfo, path: String,
                                configPath: String, loader: any SourceLoader, tree: SharedRoleTree? = nil) -> Prepared {
        let spec = output.spec
        let tree = tree ?? SharedRoleTree(roles.roles.map(\.path))
        switch spec.renderer {
        case .format(let format):
            let (written, warnings) = ColorGamutOption.applied(to: roles, gamut: output.options.gamut?.value ?? .displayP3,
                                                               format: format.rawValue, location: spec.location)
            let templates = spec.formatTemplate == nil && spec.formatPartials == nil ? FormatTemplates.builtIn
                : FormatTemplates(replacing: format.rawValue, template: spec.formatTemplate?.value,
                                  partials: spec.formatPartials?.value, configPath: configPath, loader: loader,
                                  location: spec.formatTemplate?.location ?? spec.location)
            let request = OutputRequest(roles: written, info: info, path: path, spec: spec, options: output.options,
                                        configPath: configPath, templates: templates, tree: tree, loader: loader)
            let prepared = renderer(of: format).prepare(request)
            return Prepared(spec: spec, renderings: prepared.renderings, diagnostics: warnings + prepared.diagnostics)
        case .template(let name):
            return Prepared(spec: spec, renderings: [FileRendering { () throws(Diagnostic) in
                let bytes = try TemplateOutput.render(name, configPath: configPath, location: spec.location, loader: loader) { names in
                    RenderContext(roles: roles, info: info, options: output.options.templateValues, reading: names, tree: tree)
                }
                return [RenderedFile(path: path, bytes: bytes)]
            }], diagnostics: [])
        }
    }

    /// What renders a built-in format.
    static func renderer(of format: OutputFormat) -> any OutputFormatRenderer.Type {
        switch format {
        case .json: JSONTokensOutput.self
        case .swift: SwiftOutput.self
        case .xcassets: XCAssetsOutput.self
        case .css: CSSOutput.self
        case .html: HTMLPreviewOutput.self
        case .android: AndroidOutput.self
        case .compose: ComposeOutput.self
        case .typescript: TypeScriptOutput.self
        case .tailwind: TailwindOutput.self
        }
    }
}
