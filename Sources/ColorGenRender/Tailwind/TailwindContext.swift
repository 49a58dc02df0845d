// What tailwind.mustache receives: the css format's data plus the @theme variables.
import Mustache

/// The tailwind format's template data: the css format's (docs/css-output.md) plus `tailwind`,
/// the `@theme` variables (docs/tailwind-output.md).
extension TailwindModel {
    /// The data `template` (the tailwind template, or the user's in its place) gets, as far as it
    /// can read it.
    func templateData(_ request: OutputRequest, for template: PreparedTemplate) -> TemplateValue {
        let context = request.context(for: template)
        var extensions = RenderContext.Extensions()
        if context.reads("css") { extensions.root.append(("css", .map(css.css(request)))) }
        if context.reads("tailwind") {
            let properties = css.propertyNames
            let theme: [TemplateValue] = themeNames.indices.compactMap { index in
                themeNames[index].map { variable in
                    .map(TemplateMap([("namespace", .string(variable.namespace)), ("name", .string(variable.name)),
                                      ("property", .string(properties[index]))]))
                }
            }
            extensions.root.append(("tailwind", .map(TemplateMap([("theme", .list(theme)),
                                                                 ("defaultPalette", .bool(defaultPalette)),
                                                                 ("namespaced", .bool(namespaced))]))))
        }
        let names = themeNames
        extensions.role = RenderContext.RoleFields(keys: ["tailwindName", "tailwindNamespace"]) { index, values in
            values.append(names[index].map { .string($0.name) } ?? false)
            values.append(names[index].map { .string($0.namespace) } ?? false)
        }
        return context.value(extensions: extensions)
    }
}
