// What typescript.mustache receives: the shared data plus the schemes, the role list and the keys of the role tree.
import Mustache

/// The typescript format's template data: the common data of docs/templates.md plus `ts` (the
/// schemes and every role as the module writes them), each role's `tsKey` and `tsIndex` and each
/// group's `tsKey` in `tree` (docs/typescript-output.md).
extension TypeScriptModel {
    /// The data `template` (the typescript template, or the user's in its place) gets, as far as it
    /// can read it.
    func templateData(_ request: OutputRequest, for template: PreparedTemplate) -> TemplateValue {
        let context = request.context(for: template)
        var extensions = RenderContext.Extensions()
        if context.reads("ts") { extensions.root = [("ts", .map(ts(request, documentation: documentationValues())))] }
        let keys = roles.roles.map { TemplateValue.string(TypeScriptText.key($0.path.segments.last ?? "")) }
        let documentation = documentationValues()
        extensions.role = RenderContext.RoleFields(keys: ["tsKey", "tsIndex", "tsDocumentation"]) { index, values in
            values.append(keys[index])
            values.append(.number(.integer(index)))
            values.append(documentation[index])
        }
        extensions.group = { name, _ in [("tsKey", .string(TypeScriptText.key(name)))] }
        return context.value(extensions: extensions)
    }

    /// Each role's `tsDocumentation`: `{description: {lines}, deprecation: {message, replacement}}`
    /// escaped for a JSDoc comment, or `null`.
    private func documentationValues() -> [TemplateValue] {
        let replacements = RoleDocumentationText(roles).replacements
        return roles.roles.indices.map { index in
            RoleDocumentationText.commentValue(
                roles.roles[index].documentation,
                description: { RoleDocumentationText.linesValue($0, escape: BlockCommentText.escaped) },
                message: BlockCommentText.escaped,
                replacement: replacements[index].map { BlockCommentText.escaped(roles.roles[$0].path.description) })
        }
    }

    /// The `ts` field, each role with its `tsDocumentation` of `documentation`.
    private func ts(_ request: OutputRequest, documentation: [TemplateValue]) -> TemplateMap {
        let schemes = roles.schemes
        return TemplateMap([
            ("header", .string(BlockCommentText.escaped(request.info.header))),
            ("hasNamespace", .bool(!options.namespace.value.isEmpty)),
            ("namespace", .string(options.namespace.value)),
            ("flat", .bool(options.colorMembers.value == .flat)),
            ("schemes", .list(schemes.indices.map { index in
                .map(TemplateMap([("literal", .string(JSONText.quoted(schemes[index]))), ("last", .bool(index == schemes.count - 1))]))
            })),
            ("defaultScheme", .string(JSONText.quoted(schemes.first ?? ""))),
            ("roles", .list(roles.roles.indices.map { index in
                let role = roles.roles[index]
                return .map(TemplateMap([
                    ("name", .string(JSONText.quoted(role.path.description))),
                    ("flatKey", .string(TypeScriptText.key(role.path.description))),
                    ("index", .number(.integer(index))),
                    ("tsDocumentation", documentation[index]),
                    ("property", .string(JSONText.quoted(cssProperties[index]))),
                    ("colors", .list(role.colors.indices.map { scheme in
                        let color = role.colors[scheme]
                        return .map(TemplateMap([
                            ("hex", .string(JSONText.quoted(color.hexText(withAlpha: true)))),
                            ("displayP3", CSSColor.displayP3Value(color).map { .string(JSONText.quoted($0)) } ?? false),
                            ("last", .bool(scheme == role.colors.count - 1)),
                        ]))
                    })),
                ]))
            })),
        ])
    }
}
