/// An output rendered from `"template"`: a built-in template by name, or a user template file
/// (relative to the config) whose partials are looked up beside it first, then among the
/// built-in partials. User templates get the full context of docs/templates.md.
enum TemplateOutput {
    static func render(_ name: String, context: RenderContext, configPath: String, location: SourceLocation,
                       loader: any SourceLoader) throws(Diagnostic) -> [UInt8] {
        if BuiltInTemplates.names.contains(name) {
            return try TemplateRendering.renderBuiltIn(name, context.value())
        }
        let path = SourcePath.resolve(name, relativeTo: configPath)
        let bytes: [UInt8]
        do {
            bytes = try loader.load(path)
        } catch {
            let hint = Suggestion.hint(for: name, in: BuiltInTemplates.names)
            throw Diagnostic.error("cannot read template '\(name)': \(error.reason); it is neither a file nor a built-in "
                                   + "template (\(BuiltInTemplates.names.joined(separator: ", ")))\(hint)", at: location)
        }
        let folder = SourcePath.directory(of: path)
        let builtIn = BuiltInTemplates.partials
        let partials = MustachePartials { partial in
            let file = partial + ".mustache"
            let partialPath = SourcePath.normalize(folder.isEmpty ? file : folder + "/" + file)
            if let text = try? loader.load(partialPath) {
                return MustachePartial(text: String(decoding: text, as: UTF8.self), path: partialPath)
            }
            return builtIn.partial(named: partial)
        }
        let template = try MustacheTemplate(parsing: String(decoding: bytes, as: UTF8.self), path: path)
        return try template.renderUTF8(context.value(), partials: partials)
    }
}
