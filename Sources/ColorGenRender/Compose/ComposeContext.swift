// What compose.mustache receives: the shared data plus the classes, the scheme instances and the accessors.
import ColorGenModel
import Mustache

/// The compose format's template data: the common data of docs/templates.md plus `compose`, the
/// file's declarations (docs/compose-output.md), and each role's `composeAccess`.
extension ComposeModel {
    /// The data `template` (the compose template, or the user's in its place) gets, as far as it
    /// can read it.
    func templateData(_ request: OutputRequest, for template: PreparedTemplate) -> TemplateValue {
        let context = request.context(for: template)
        var extensions = RenderContext.Extensions()
        if context.reads("compose") { extensions.root = [("compose", .map(compose(request)))] }
        let access = names.accessPaths
        extensions.role = RenderContext.RoleFields(keys: ["composeAccess"]) { index, values in
            values.append(.string(access[index]))
        }
        return context.value(extensions: extensions)
    }

    /// The `compose` field.
    private func compose(_ request: OutputRequest) -> TemplateMap {
        let className = options.className.value
        let appearances = roles.appearances
        let instance = { (appearance: Appearance) in TemplateValue.string(schemeNames[appearances.scheme(for: appearance)]) }
        return TemplateMap([
            ("header", .string(BlockCommentText.escaped(request.info.header))),
            ("package", .string(options.package.value)),
            ("visibility", .string(options.accessLevel.value.rawValue)),
            ("className", .string(className)),
            ("localName", .string("Local" + className)),
            ("accessorName", .string(KotlinIdentifier.escaped(KotlinIdentifier.lowerCamelWord(className)))),
            // `AppColors` gives `AppTheme`; another class name `<name>Theme`.
            ("themeName", .string(KotlinIdentifier.escaped((className.hasSuffix("Colors") && className != "Colors"
                ? String(className.dropLast("Colors".count)) : className) + "Theme"))),
            ("usesDisplayP3", .bool(roles.roles.contains { $0.colors.contains { $0.wideGamut != nil } })),
            ("hasMaterial", .bool(material != nil)),
            ("hasDeprecations", .bool(roles.roles.contains { $0.documentation.deprecation != nil })),
            ("materialProperty", .string(ComposeNames.materialProperty)),
            ("properties", declarations(of: names.root, replacements: RoleDocumentationText(roles).replacements)),
            ("schemes", .list(roles.schemes.indices.map { scheme in
                .map(TemplateMap([
                    ("name", .string(schemeNames[scheme])),
                    ("comment", .string(BlockCommentText.escaped(roles.schemes[scheme]))),
                    ("values", Self.values(of: names.root, scheme: scheme, roles: roles)),
                    ("material", materialValue(scheme: scheme)),
                ]))
            })),
            ("light", instance(.light)),
            ("dark", instance(.dark)),
            ("lightIncreasedContrast", instance(.lightIncreasedContrast)),
            ("darkIncreasedContrast", instance(.darkIncreasedContrast)),
        ])
    }

    /// The properties of `colorClass` as the class declarations read them: `{name, isColor, path,
    /// description, deprecation}`, for a group `{name, isColor, path, type, className, properties}`,
    /// the nested class's.
    /// `replacements` are ``RoleDocumentationText/replacements``.
    private func declarations(of colorClass: ComposeNames.ColorClass, replacements: [Int?]) -> TemplateValue {
        .list(colorClass.properties.map { property in
            switch property.value {
            case .role(let index):
                return .map(TemplateMap([
                    ("name", .string(property.name)), ("isColor", true),
                    ("path", .string(BlockCommentText.escaped(roles.roles[index].path.description))),
                    ("description", RoleDocumentationText.linesValue(roles.roles[index].documentation.description,
                                                                     escape: BlockCommentText.escaped)),
                    ("deprecation", deprecation(of: index, replacement: replacements[index])),
                ]))
            case .group(let nested):
                return .map(TemplateMap([
                    ("name", .string(property.name)), ("isColor", false), ("path", .string(BlockCommentText.escaped(nested.path))),
                    ("type", .string(nested.qualifiedName)), ("className", .string(nested.name)),
                    ("properties", declarations(of: nested, replacements: replacements)),
                ]))
            }
        })
    }

    /// `{message, replacement}` of the role at `index` when it is deprecated, as Kotlin string
    /// literals for `@Deprecated(message, ReplaceWith(replacement))`: the replacement only when it
    /// is a property of the same class (the expression replaces the member after its receiver);
    /// without a message of its own, the message names the role to use, or says it is deprecated.
    private func deprecation(of index: Int, replacement: Int?) -> TemplateValue {
        guard let deprecation = roles.roles[index].documentation.deprecation else { return .null }
        let access = names.accessPaths
        let owner = { (path: String) in path.split(separator: ".").dropLast() }
        let sibling = replacement.flatMap { target in
            owner(access[target]) == owner(access[index]) ? access[target].split(separator: ".").last.map(String.init) : nil
        }
        let message = deprecation.message
            ?? replacement.map { "Use \(access[$0]) instead." } ?? "The role \(roles.roles[index].path) is deprecated."
        return RoleDocumentationText.deprecationValue(RoleDeprecation(message: message), message: KotlinStringLiteral.quoted,
                                                      replacement: sibling.map(KotlinStringLiteral.quoted))
    }

    /// The properties of `colorClass` with their values in `scheme`: `{name, isColor, literal}`,
    /// for a group `{name, isColor, type, values}`.
    private static func values(of colorClass: ComposeNames.ColorClass, scheme: Int, roles: ColorRoleSet) -> TemplateValue {
        .list(colorClass.properties.map { property in
            switch property.value {
            case .role(let index):
                return .map(TemplateMap([
                    ("name", .string(property.name)), ("isColor", true),
                    ("literal", .string(KotlinColorLiteral.expression(roles.roles[index].colors[scheme]))),
                ]))
            case .group(let nested):
                return .map(TemplateMap([
                    ("name", .string(property.name)), ("isColor", false), ("type", .string(nested.qualifiedName)),
                    ("values", values(of: nested, scheme: scheme, roles: roles)),
                ]))
            }
        })
    }

    /// `{function, arguments: [{name, value, last}]}` of the Material scheme of `scheme`, or false.
    private func materialValue(scheme: Int) -> TemplateValue {
        guard let material else { return false }
        let access = names.accessPaths
        return .map(TemplateMap([
            ("function", .string(isDark[scheme] ? "darkColorScheme" : "lightColorScheme")),
            ("arguments", .list(material.enumerated().map { offset, argument in
                .map(TemplateMap([
                    ("name", .string(argument.name)), ("value", .string(access[argument.role])),
                    ("last", .bool(offset == material.count - 1)),
                ]))
            })),
        ]))
    }
}
