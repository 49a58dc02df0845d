// Render-stage dispatch: one output spec to files by format, built-in template errors moved to the config.
import Mustache
import PositionalJSON
import SourceDiagnostics

/// The render stage of generation: every configured output rendered to files.
package enum OutputRenderer {
    /// Renders `spec` from `roles`. `path` is the output's path already resolved against the
    /// config's folder; user templates are read through `loader`; `tree` is the role tree of
    /// `roles`' paths, built at most once for all outputs of a generation. A problem inside one of
    /// colorgen's built-in templates is reported at the output's entry in the config, which the
    /// user can change, not in the template, which they cannot.
    package static func render(_ spec: OutputSpec, roles: ColorRoleSet, info: GenerationInfo, path: String,
                               configPath: String, loader: any SourceLoader,
                               tree: SharedRoleTree? = nil) -> (files: [RenderedFile], diagnostics: [Diagnostic]) {
        let tree = tree ?? SharedRoleTree(roles.roles.map(\.path))
        let rendered = renderInPlace(spec, roles: roles, info: info, path: path, configPath: configPath, loader: loader,
                                     tree: tree)
        return (rendered.files, rendered.diagnostics.map { diagnostic in
            guard let location = diagnostic.location, BuiltInTemplates.isBuiltInPath(location.path) else { return diagnostic }
            return Diagnostic(diagnostic.severity, "cannot render output '\(spec.path.value)': \(diagnostic.message) "
                              + "(in colorgen's built-in template '\(location.path)', which should fit any data colorgen "
                              + "accepts: please report this)", at: spec.location)
        })
    }

    private static func renderInPlace(_ spec: OutputSpec, roles: ColorRoleSet, info: GenerationInfo, path: String,
                                      configPath: String, loader: any SourceLoader,
                                      tree: SharedRoleTree) -> (files: [RenderedFile], diagnostics: [Diagnostic]) {
        switch spec.renderer {
        case .format(let format):
            let (written, warnings) = ColorGamutOption.applied(to: roles, gamut: spec.options.gamut, format: format.rawValue,
                                                               location: spec.location)
            let templates = spec.formatTemplate == nil && spec.formatPartials == nil ? FormatTemplates.builtIn
                : FormatTemplates(replacing: format.rawValue, template: spec.formatTemplate?.value,
                                  partials: spec.formatPartials?.value, configPath: configPath, loader: loader,
                                  location: spec.formatTemplate?.location ?? spec.location)
            let request = OutputRequest(roles: written, info: info, path: path, spec: spec,
                                        configPath: configPath, templates: templates, tree: tree)
            let rendered = renderer(of: format).render(request)
            return (rendered.files, warnings + rendered.diagnostics)
        case .template(let name):
            let context = RenderContext(roles: roles, info: info, options: spec.options.templateValues, preparing: .all,
                                        tree: tree)
            do {
                let bytes = try TemplateOutput.render(name, context: context, configPath: configPath,
                                                      location: spec.location, loader: loader)
                return ([RenderedFile(path: path, bytes: bytes)], [])
            } catch {
                return ([], [error])
            }
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
        }
    }
}
