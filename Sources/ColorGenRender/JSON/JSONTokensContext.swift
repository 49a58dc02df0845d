// What json.mustache (per scheme) and json-resolver.mustache receive: the common data, each role's token text, the file names.
import Mustache

/// The json format's template data: the common data of docs/templates.md plus each role's
/// `tokenJSON` and each scheme's `tokenFileJSON`.
extension JSONTokensModel {
    /// The data of scheme `index`'s token file, as far as the json template can read it.
    func templateData(forScheme index: Int) -> TemplateValue {
        var extensions = extensions
        let roles = tokens.roles.roles
        if tokens.reads("tokenJSON") {
            extensions.role = RenderContext.RoleFields(keys: ["tokenJSON"]) { role, values in
                values.append(.string(JSONTokenText.token(of: roles[role].colors[index], documentation: roles[role].documentation)))
            }
        }
        return tokens.value(forScheme: index, extensions: extensions)
    }

    /// The data of the resolver document, as far as the json-resolver template can read it.
    func resolverData() -> TemplateValue {
        resolver.value(extensions: extensions)
    }

    /// `tokenFileJSON`, each scheme's token file name as a JSON string.
    private var extensions: RenderContext.Extensions {
        var extensions = RenderContext.Extensions()
        let baseName = baseName
        extensions.scheme = { _, name in
            [("tokenFileJSON", .string(JSONText.quoted("\(baseName).\(name).tokens.json")))]
        }
        return extensions
    }
}
