// What json.mustache receives per scheme: the role tree with JSON names and each role's token text.
import Mustache

/// The json format's template data: the common data of docs/templates.md with only the `tree`
/// (roles with `jsonName`, `tokenJSON` and, for a user's templates, `color`) and `tokenFileJSON`
/// in each scheme.
extension JSONTokensModel {
    /// The data of scheme `index`'s token file.
    func templateData(forScheme index: Int) -> TemplateValue {
        var extensions = extensions
        let roles = tree.roles.roles
        extensions.role = RenderContext.RoleFields(keys: ["tokenJSON"]) { role, values in
            values.append(.string(JSONTokenText.token(of: roles[role].colors[index])))
        }
        return tree.value(forScheme: index, extensions: extensions, holding: .treeOnly)
    }

    /// The data of the resolver document, which reads neither collection of roles.
    func resolverData() -> TemplateValue {
        tree.value(forScheme: nil, extensions: extensions, holding: .none)
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
