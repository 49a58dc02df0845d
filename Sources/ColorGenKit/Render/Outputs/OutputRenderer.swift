import Mustache
import PositionalJSON
import SourceDiagnostics

/// The render stage of generation: every configured output rendered to files.
public enum OutputRenderer {
    /// Renders `spec` from `roles`. `path` is the output's path already resolved against the
    /// config's folder; user templates are read through `loader`. A problem inside one of
    /// colorgen's built-in templates is reported at the output's entry in the config, which the
    /// user can change, not in the template, which they cannot.
    public static func render(_ spec: OutputSpec, roles: ColorRoleSet, info: GenerationInfo, path: String,
                              configPath: String, loader: any SourceLoader) -> (files: [RenderedFile], diagnostics: [Diagnostic]) {
        let rendered = renderInPlace(spec, roles: roles, info: info, path: path, configPath: configPath, loader: loader)
        return (rendered.files, rendered.diagnostics.map { diagnostic in
            guard let location = diagnostic.location, BuiltInTemplates.isBuiltInPath(location.path) else { return diagnostic }
            return Diagnostic(diagnostic.severity, "cannot render output '\(spec.path.value)': \(diagnostic.message) "
                              + "(in colorgen's built-in template '\(location.path)', which should fit any data colorgen "
                              + "accepts: please report this)", at: spec.location)
        })
    }

    private static func renderInPlace(_ spec: OutputSpec, roles: ColorRoleSet, info: GenerationInfo, path: String,
                                      configPath: String, loader: any SourceLoader) -> (files: [RenderedFile], diagnostics: [Diagnostic]) {
        switch spec.renderer {
        case .format(let format):
            let read = OutputOption.read(spec.options, accepted: options(of: format), format: format.rawValue, path: configPath)
            guard !read.diagnostics.containsErrors else { return ([], read.diagnostics) }
            let (written, warnings) = ColorGamutOption.applied(to: roles, options: read.options, format: format.rawValue,
                                                               location: spec.location)
            // The json template reads only a role's JSON name and color, so only those are prepared.
            let context = RenderContext(roles: written, info: info, options: read.options,
                                        preparing: format == .json ? .jsonName : .all)
            let templates = spec.formatTemplate == nil && spec.formatPartials == nil ? FormatTemplates.builtIn
                : FormatTemplates(replacing: format.rawValue, template: spec.formatTemplate?.value,
                                  partials: spec.formatPartials?.value, configPath: configPath, loader: loader,
                                  location: spec.formatTemplate?.location ?? spec.location)
            do {
                switch format {
                case .json:
                    return (try JSONTokensOutput.render(context, path: path, templates: templates), warnings)
                case .swift:
                    let rendered = SwiftOutput.render(context, path: path,
                                                      locations: OptionLocations(spec.options, path: configPath, entry: spec.location),
                                                      templates: templates)
                    return (rendered.files, warnings + rendered.diagnostics)
                case .android:
                    return (try AndroidOutput.render(context, path: path, location: spec.location, templates: templates), warnings)
                case .xcassets:
                    return (try XCAssetsOutput.render(context, path: path, spec: spec, configPath: configPath), warnings)
                case .css:
                    return (try CSSOutput.render(context, path: path,
                                                 locations: OptionLocations(spec.options, path: configPath, entry: spec.location),
                                                 templates: templates), warnings)
                case .html:
                    return (try HTMLPreviewOutput.render(context, path: path, templates: templates), warnings)
                }
            } catch {
                return ([], warnings + [error])
            }
        case .template(let name):
            var options = TemplateMap()
            if let given = spec.options, case .map(let map) = TemplateValue(JSONValue(.object(given), at: given.position)) {
                options = map
            }
            let context = RenderContext(roles: roles, info: info, options: options)
            do {
                let bytes = try TemplateOutput.render(name, context: context, configPath: configPath,
                                                      location: spec.location, loader: loader)
                return ([RenderedFile(path: path, bytes: bytes)], [])
            } catch {
                return ([], [error])
            }
        }
    }

    /// The options a built-in format accepts.
    static func options(of format: OutputFormat) -> [OutputOption] {
        switch format {
        case .json: JSONTokensOutput.options
        case .swift: SwiftOutput.options
        case .xcassets: XCAssetsOutput.options
        case .css: CSSOutput.options
        case .html: HTMLPreviewOutput.options
        case .android: AndroidOutput.options
        }
    }
}
