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
        let replacements = RoleDocumentationText(roles).replacements
        let contrast = ComposeContrastSchemes(roles)
        let instance = { (scheme: Int) in TemplateValue.string(schemeNames[scheme]) }
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
            ("darkProperty", .string(ComposeNames.darkProperty)),
            ("root", .map(classValue(names.root, replacements: replacements, followed: material != nil))),
            ("schemes", .list(roles.schemes.indices.map { scheme in
                .map(TemplateMap([
                    ("name", .string(schemeNames[scheme])),
                    ("function", .string("scheme\(scheme)")),
                    ("comment", .string(BlockCommentText.escaped(roles.schemes[scheme]))),
                    ("values", values(of: names.root, scheme: scheme, followed: material != nil)),
                    ("isDark", .bool(isDark[scheme])),
                ]))
            })),
            ("material", materialValue()),
            ("light", instance(contrast.light.standard)),
            ("dark", instance(contrast.dark.standard)),
            ("lightMediumContrast", instance(contrast.light.medium)),
            ("darkMediumContrast", instance(contrast.dark.medium)),
            ("lightIncreasedContrast", instance(contrast.light.high)),
            ("darkIncreasedContrast", instance(contrast.dark.high)),
        ])
    }

    /// `colorClass` as the class declarations read it: `{className, path, parameters, forwards,
    /// classes, hasBody}`. `parameters` are the data class's constructor properties: `{name, isColor, isPart, path,
    /// description, deprecation, last}` for a role, `{name, isColor, isPart, path, type, last}` for a group
    /// or a part; `classes` the nested classes, the same way. A class of more than
    /// ``ComposeNames/maximumParameters`` members holds them in parts (`part1`, ...: nested data
    /// classes of at most that many), which `forwards` (the members, each with its `part`) read
    /// through, so the JVM's limit of 255 parameter slots holds for the constructor and `copy()`.
    /// `followed`: whether another parameter follows the last one (the root's dark flag).
    private func classValue(_ colorClass: ComposeNames.ColorClass, replacements: [Int?], followed: Bool = false) -> TemplateMap {
        let members = colorClass.properties.map { member(of: $0, replacements: replacements) }
        var classes = colorClass.properties.compactMap { property -> TemplateValue? in
            guard case .group(let nested) = property.value else { return nil }
            return .map(classValue(nested, replacements: replacements))
        }
        let parts = ComposeNames.parts(of: colorClass)
        guard !parts.isEmpty else {
            return TemplateMap([
                ("className", .string(colorClass.name)), ("path", .string(BlockCommentText.escaped(colorClass.path))),
                ("parameters", Self.listed(members, followed: followed)), ("forwards", .list([])), ("classes", .list(classes)),
                ("hasBody", .bool(!classes.isEmpty)),
            ])
        }
        var forwards: [TemplateValue] = []
        var parameters: [TemplateMap] = []
        for part in parts {
            let chunk = Array(members[part.members])
            forwards += chunk.map { member in
                var forward = member
                forward["part"] = .string(part.property)
                return .map(forward)
            }
            parameters.append(TemplateMap([
                ("name", .string(part.property)), ("isColor", false), ("isPart", true),
                ("path", .string(BlockCommentText.escaped(colorClass.path))), ("type", .string(part.qualifiedName)),
            ]))
            classes.append(.map(TemplateMap([
                ("className", .string(part.name)), ("path", .string(BlockCommentText.escaped(colorClass.path))),
                ("parameters", Self.listed(chunk, followed: false)), ("forwards", .list([])), ("classes", .list([])),
                ("hasBody", false),
            ])))
        }
        return TemplateMap([
            ("className", .string(colorClass.name)), ("path", .string(BlockCommentText.escaped(colorClass.path))),
            ("parameters", Self.listed(parameters, followed: followed)), ("forwards", .list(forwards)), ("classes", .list(classes)),
            ("hasBody", true),
        ])
    }

    /// One member of a class: `{name, isColor, isPart, path, description, deprecation}` for a
    /// role, `{name, isColor, isPart, path, type}` for a group.
    private func member(of property: ComposeNames.Property, replacements: [Int?]) -> TemplateMap {
        switch property.value {
        case .role(let index):
            return TemplateMap([
                ("name", .string(property.name)), ("isColor", true), ("isPart", false),
                ("path", .string(BlockCommentText.escaped(roles.roles[index].path.description))),
                ("description", RoleDocumentationText.linesValue(roles.roles[index].documentation.description,
                                                                 escape: BlockCommentText.escaped)),
                ("deprecation", deprecation(of: index, replacement: replacements[index])),
            ])
        case .group(let nested):
            return TemplateMap([
                ("name", .string(property.name)), ("isColor", false), ("isPart", false),
                ("path", .string(BlockCommentText.escaped(nested.path))), ("type", .string(nested.qualifiedName)),
            ])
        }
    }

    /// `items` as a template list, each with `last` (whether no `,` follows it in a Kotlin
    /// argument or parameter list, which Kotlin 1.3 does not let end in one).
    private static func listed(_ items: [TemplateMap], followed: Bool) -> TemplateValue {
        .list(items.enumerated().map { offset, item in
            var listed = item
            listed["last"] = .bool(!followed && offset == items.count - 1)
            return .map(listed)
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

    /// The constructor arguments of `colorClass` in `scheme`: `{name, isColor, literal, last}`,
    /// for a group or a part `{name, isColor, type, values, last}`.
    private func values(of colorClass: ComposeNames.ColorClass, scheme: Int, followed: Bool = false) -> TemplateValue {
        let arguments = colorClass.properties.map { property -> TemplateMap in
            switch property.value {
            case .role(let index):
                return TemplateMap([
                    ("name", .string(property.name)), ("isColor", true),
                    ("literal", .string(KotlinColorLiteral.expression(roles.roles[index].colors[scheme]))),
                ])
            case .group(let nested):
                return TemplateMap([
                    ("name", .string(property.name)), ("isColor", false), ("type", .string(nested.qualifiedName)),
                    ("values", values(of: nested, scheme: scheme)),
                ])
            }
        }
        let parts = ComposeNames.parts(of: colorClass)
        guard !parts.isEmpty else { return Self.listed(arguments, followed: followed) }
        return Self.listed(parts.map { part in
            TemplateMap([
                ("name", .string(part.property)), ("isColor", false), ("type", .string(part.qualifiedName)),
                ("values", Self.listed(Array(arguments[part.members]), followed: false)),
            ])
        }, followed: followed)
    }

    /// `{arguments: [{name, value, last}]}` of the Material `ColorScheme` the root class builds
    /// from its own properties, or false.
    private func materialValue() -> TemplateValue {
        guard let material else { return false }
        let access = names.accessPaths
        return .map(TemplateMap([
            ("arguments", .list(material.enumerated().map { offset, argument in
                .map(TemplateMap([
                    ("name", .string(argument.name)), ("value", .string(access[argument.role])),
                    ("last", .bool(offset == material.count - 1)),
                ]))
            })),
        ]))
    }
}
