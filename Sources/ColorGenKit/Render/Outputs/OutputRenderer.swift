/// The render stage of generation: every configured output rendered to files.
public enum OutputRenderer {
    /// Renders `spec` from `roles`. `path` is the output's path already resolved against the
    /// config's folder; user templates are read through `loader`.
    public static func render(_ spec: OutputSpec, roles: ColorRoleSet, info: GenerationInfo, path: String,
                              configPath: String, loader: any SourceLoader) -> (files: [RenderedFile], diagnostics: [Diagnostic]) {
        switch spec.renderer {
        case .format(let format):
            guard let accepted = options(of: format) else {
                return ([], [.error("the \(format.rawValue) format is not available in colorgen \(ColorGenVersion.current)",
                                    at: spec.location)])
            }
            let read = OutputOption.read(spec.options, accepted: accepted, format: format.rawValue, path: configPath)
            guard !read.diagnostics.containsErrors else { return ([], read.diagnostics) }
            let context = RenderContext(roles: roles, info: info, options: read.options)
            do {
                switch format {
                case .json:
                    return (try JSONTokensOutput.render(context, path: path), [])
                case .swift:
                    return SwiftOutput.render(context, path: path, location: spec.location)
                case .css, .xcassets, .html:
                    return ([], [])
                }
            } catch {
                return ([], [error])
            }
        case .template(let name):
            var options = TemplateMap()
            if let given = spec.options, case .map(let map) = TemplateValue(JSONValue(.object(given), at: given.position)) {
                options = map
            }
            let context = RenderContext(roles: roles, info: info, options: options)
            do {
                let text = try TemplateOutput.render(name, context: context, configPath: configPath,
                                                     location: spec.location, loader: loader)
                return ([RenderedFile(path: path, text: text)], [])
            } catch {
                return ([], [error])
            }
        }
    }

    /// The options a built-in format accepts, or nil when this version cannot render it.
    static func options(of format: OutputFormat) -> [OutputOption]? {
        switch format {
        case .json: JSONTokensOutput.options
        case .swift: SwiftOutput.options
        case .css, .xcassets, .html: nil
        }
    }
}
