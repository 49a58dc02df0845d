// What tailwind.mustache receives: the css format's data plus the @theme variables.
import Mustache

/// The tailwind format's template data: the css format's (docs/css-output.md) plus `tailwind`,
/// the `@theme` variables (docs/tailwind-output.md).
extension TailwindModel {
    /// The data the tailwind template gets. The built-in template reads only `css`, `tailwind` and
    /// the root fields, so for it the collections of roles are left out.
    func templateData(_ request: OutputRequest) -> TemplateValue {
        let builtIn = request.rendersBuiltInTemplates
        let context = request.context(preparing: builtIn ? .none : .all)
        var extensions = RenderContext.Extensions()
        let properties = css.propertyNames
        let theme: [TemplateValue] = themeNames.indices.compactMap { index in
            themeNames[index].map { name in
                .map(TemplateMap([("name", .string(name)), ("property", .string(properties[index]))]))
            }
        }
        extensions.root = [("css", .map(css.css(request))), ("tailwind", .map(TemplateMap([("theme", .list(theme))])))]
        let names = themeNames
        extensions.role = RenderContext.RoleFields(keys: ["tailwindName"]) { index, values in
            values.append(names[index].map { .string($0) } ?? false)
        }
        return context.value(forScheme: nil, extensions: extensions, holding: builtIn ? .none : .listAndTree)
    }
}
