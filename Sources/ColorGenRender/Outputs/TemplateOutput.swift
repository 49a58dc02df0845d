// Handles outputs with `template` but no `format`: built-in or user file, rendered with the common context.
import Mustache
import SourceDiagnostics

/// An output rendered from `"template"` alone: a built-in template by name, or a user template
/// file (relative to the config) whose partials are looked up beside it first, then among the
/// built-in partials. These templates get the common context of docs/templates.md; with
/// `"format"` as well, a user template gets that format's data instead (``FormatTemplates``).
enum TemplateOutput {
    /// The output of template `name`, rendered with the context `context` makes for the names it
    /// can read.
    static func render(_ name: String, configPath: String, location: SourceLocation, loader: any SourceLoader,
                       context: (MustacheReadableNames) -> RenderContext) throws(Diagnostic) -> [UInt8] {
        let templates = BuiltInTemplates.names.contains(name) ? FormatTemplates.builtIn
            : FormatTemplates(replacing: name, template: name, partials: nil, configPath: configPath, loader: loader,
                              location: location) { _, reason in
                "cannot read template '\(name)': \(reason); it is neither a file nor a built-in template "
                    + "(\(BuiltInTemplates.names.joined(separator: ", ")))\(Suggestion.hint(for: name, in: BuiltInTemplates.names))"
            }
        let template = templates.template(named: name)
        return try template.render(context(template.readableNames).value())
    }
}
