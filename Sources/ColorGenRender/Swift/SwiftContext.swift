// What swift.mustache and its partials receive, each role's Swift fields computed once.
import ColorGenModel
import Mustache
import ColorMath

/// The swift format's template data: the common data of docs/templates.md plus the `swift…`
/// fields of docs/swift-output.md, computed once per role.
extension SwiftModel {
    /// The data `template` (the swift template, or the user's in its place) gets, as far as it
    /// can read it.
    func templateData(_ request: OutputRequest, for template: PreparedTemplate) -> TemplateValue {
        let context = request.context(for: template)
        return context.value(extensions: extensions(listingColors: context.reads("colors")))
    }

    /// The fields the Swift templates read besides the common context; a constant's `colors`
    /// only when `listingColors`.
    private func extensions(listingColors: Bool) -> RenderContext.Extensions {
        let cases = schemeCases
        var extensions = RenderContext.Extensions()
        let schemes = roles.schemes
        let storage = schemes.map { SwiftIdentifier.lowerCamelWord($0) + "RGBA" }
        let p3Storage = schemes.map { SwiftIdentifier.lowerCamelWord($0) + "P3" }
        let labels = schemes.map { SwiftIdentifier.argumentLabel(SwiftIdentifier.lowerCamelWord($0)) }
        let schemeComments = schemes.map(SwiftStringLiteral.commentText)
        let pathComments = roles.roles.map { SwiftStringLiteral.commentText($0.path.description) }
        let options = settings.options
        let namespace = options.namespace?.value
        // Support types are named from the file's top level, inside the namespace if any.
        let typePrefix = namespace.map { $0 + "." } ?? ""
        // Qualified from the file's top level: one-segment roles belong to the namespace, else to the color type.
        let rootOwner = namespace ?? options.supportType("schemeColorType")
        let qualifiedNames = names.qualifiedNames
        let swiftNames = roles.roles.indices.map { index in
            (roles.roles[index].path.segments.count <= 1 ? rootOwner + "." : typePrefix) + (qualifiedNames[index] ?? "")
        }
        let memberNames = members.names
        let replacements = RoleDocumentationText(roles).replacements
        let documentation = roles.roles.indices.map { index in
            let role = roles.roles[index].documentation
            let replacement = replacements[index]
            return Documentation(
                lines: RoleDocumentationText.linesValue(role.description, escape: SwiftStringLiteral.commentText),
                constant: RoleDocumentationText.deprecationValue(role.deprecation, message: SwiftStringLiteral.quoted,
                                                                 replacement: replacement.map { SwiftStringLiteral.quoted(swiftNames[$0]) }),
                member: RoleDocumentationText.deprecationValue(role.deprecation, message: SwiftStringLiteral.quoted,
                                                               replacement: replacement.flatMap { memberNames.isEmpty ? nil : SwiftStringLiteral.quoted(memberNames[$0]) }))
        }
        // colorgen's own templates write a constant's colors from its two texts, not its list.
        let constants = roles.roles.indices.map { index in
            Self.constantFields(roles.roles[index], pathComment: pathComments[index], schemeComments: schemeComments,
                                listingColors: listingColors, documentation: documentation[index])
        }
        let order = schemeComments.joined(separator: ", ")
        extensions.root = [
            ("swiftAccess", .string(settings.accessPrefix)),
            ("swiftTypePrefix", .string(typePrefix)),
            ("swiftNamespaces", .list(Self.namespaceValues(names.namespaces, constants: constants))),
            ("swiftRootConstants", .list(Self.rootConstantValues(names.rootConstants, constants: constants))),
            ("swiftHasRootConstants", .bool(!names.rootConstants.isEmpty)),
            ("swiftWritesRegistryType", .bool(settings.writesRegistryType)),
            ("swiftImportsPlatforms", .bool(options.emitSupportTypes.value || options.colorMembers.value != .none)),
            ("swiftFlatMembers", .bool(options.colorMembers.value == .flat)),
            ("swiftNestedMembers", .bool(options.colorMembers.value == .nested)),
            ("swiftMembersName", .string(SwiftIdentifier.lowerCamel(namespace ?? ""))),
            ("swiftColorMembersType", .string(SwiftGeneratedCodeNames.colorMembersType)),
            ("swiftSystemLightCase", .string(cases[settings.systemLightScheme])),
            ("swiftSystemDarkCase", .string(cases[settings.systemDarkScheme])),
            ("swiftSystemLightScheme", .string(SwiftStringLiteral.commentText(schemes[settings.systemLightScheme]))),
            ("swiftSystemDarkScheme", .string(SwiftStringLiteral.commentText(schemes[settings.systemDarkScheme]))),
            ("swiftSystemLightIncreasedContrastCase", .string(cases[settings.systemLightIncreasedContrastScheme])),
            ("swiftSystemDarkIncreasedContrastCase", .string(cases[settings.systemDarkIncreasedContrastScheme])),
            ("swiftSystemLightIncreasedContrastScheme",
             .string(SwiftStringLiteral.commentText(schemes[settings.systemLightIncreasedContrastScheme]))),
            ("swiftSystemDarkIncreasedContrastScheme",
             .string(SwiftStringLiteral.commentText(schemes[settings.systemDarkIncreasedContrastScheme]))),
            ("swiftSchemeCount", .string(String(schemes.count))),
            ("swiftSchemeOrder", .string(order)),
            ("swiftSchemeOrderInLiteral", .string(String(SwiftStringLiteral.quoted(schemes.joined(separator: ", ")).dropFirst().dropLast()))),
        ]
        extensions.scheme = { index, name in
            let word = SwiftIdentifier.lowerCamelWord(name)
            return [
                ("swiftCase", .string(cases[index])),
                ("swiftStorage", .string(storage[index])),
                ("swiftP3Storage", .string(p3Storage[index])),
                ("swiftLabel", .string(labels[index])),
                ("swiftRawValueClause", .string(word == name ? "" : " = " + SwiftStringLiteral.quoted(name))),
                ("swiftComment", .string(SwiftStringLiteral.commentText(name))),
            ]
        }
        let roleList = roles.roles
        extensions.role = RenderContext.RoleFields(keys: ["swiftName", "swiftValue", "swiftPathLiteral", "swiftPathComment",
                                                          "swiftColorsComment", "swiftMemberName", "swiftDescription",
                                                          "swiftDeprecation"]) { index, values in
            let path = roleList[index].path
            values.append(.string(swiftNames[index]))
            // A deprecated constant's value is written out where the file itself uses it, so that
            // only the app's own uses of it are warned about.
            if roleList[index].documentation.deprecation != nil, case .string(let literal) = constants[index].colorsLiteral {
                values.append(.string("\"" + literal + "\""))
            } else {
                values.append(.string(swiftNames[index]))
            }
            values.append(.string(SwiftStringLiteral.quoted(path.description)))
            values.append(.string(pathComments[index]))
            values.append(constants[index].colorsComment)
            values.append(.string(memberNames.isEmpty ? "" : memberNames[index]))
            values.append(documentation[index].lines)
            values.append(documentation[index].member)
        }
        return extensions
    }

    /// A role's description lines (escaped for `///`) and its deprecation (`{message, replacement}`,
    /// Swift string literals) as a constant and as a member of the platforms' color types.
    private struct Documentation {
        let lines: TemplateValue
        let constant: TemplateValue
        let member: TemplateValue
    }

    /// A constant's own fields: its path for comments and its color in each scheme, as a list
    /// and as the two texts the built-in template writes, and its documentation.
    private typealias Constant = (path: TemplateValue, colors: TemplateValue?, colorsComment: TemplateValue,
                                  colorsLiteral: TemplateValue, documentation: Documentation)

    /// The keys of a constant's map, in order.
    private static let constantKeys = TemplateMap(["path", "colors", "colorsComment", "colorsLiteral", "description",
                                                   "deprecation", "isNamespace", "name", "last"].map { ($0, TemplateValue.null) })
    /// The keys of a constant's map without its list of colors, in order.
    private static let constantKeysWithoutList = TemplateMap(["path", "colorsComment", "colorsLiteral", "description",
                                                              "deprecation", "isNamespace", "name", "last"].map {
        ($0, TemplateValue.null)
    })
    /// The keys of a constant's color in one scheme, in order.
    private static let colorKeys = TemplateMap(["scheme", "hex", "last"].map { ($0, TemplateValue.null) })

    /// A constant's fields: its path for comments and its color in each scheme, the list of
    /// colors only when `listingColors`.
    private static func constantFields(_ role: SchemeRole, pathComment: String, schemeComments: [String],
                                       listingColors: Bool, documentation: Documentation) -> Constant {
        // Each text is written straight into its string; the comment repeats each color's
        // literal after its scheme's name.
        let colors = role.colors
        let literal = String(unsafeUninitializedCapacity: colors.count * (SwiftColorLiteral.maximumLength + 1)) { buffer in
            var writer = UTF8BufferWriter(buffer)
            for (index, color) in colors.enumerated() {
                if index > 0 { writer.write(UInt8(ascii: " ")) }
                SwiftColorLiteral.write(color, to: &writer)
            }
            return writer.count
        }
        let commentCapacity = schemeComments.reduce(0) { $0 + $1.utf8.count } + colors.count * (SwiftColorLiteral.maximumLength + 3)
        let comment = String(unsafeUninitializedCapacity: commentCapacity) { buffer in
            var writer = UTF8BufferWriter(buffer)
            for (index, color) in colors.enumerated() {
                if index > 0 { writer.write(", ") }
                writer.write(schemeComments[index])
                writer.write(UInt8(ascii: " "))
                SwiftColorLiteral.write(color, to: &writer)
            }
            return writer.count
        }
        let list: TemplateValue? = listingColors ? .list(colors.indices.map { index in
            let hex = String(unsafeUninitializedCapacity: SwiftColorLiteral.maximumLength) { buffer in
                var writer = UTF8BufferWriter(buffer)
                SwiftColorLiteral.write(colors[index], to: &writer)
                return writer.count
            }
            return .map(colorKeys.withValues([
                .string(schemeComments[index]), .string(hex), .bool(index == colors.count - 1),
            ]))
        }) : nil
        return (.string(pathComment), list, .string(comment), .string(literal), documentation)
    }

    /// A constant as a template value: `{path, colors, colorsComment, colorsLiteral, description, deprecation,
    /// isNamespace: false, name, last}`,
    /// without `colors` when they were not listed.
    private static func constantValue(_ constant: Constant, name: String, last: Bool) -> TemplateValue {
        if let colors = constant.colors {
            return .map(constantKeys.withValues([constant.path, colors, constant.colorsComment, constant.colorsLiteral,
                                                 constant.documentation.lines, constant.documentation.constant, false,
                                                 .string(name), .bool(last)]))
        }
        return .map(constantKeysWithoutList.withValues([constant.path, constant.colorsComment, constant.colorsLiteral,
                                                        constant.documentation.lines, constant.documentation.constant,
                                                        false, .string(name), .bool(last)]))
    }

    /// The one-segment roles' constants, `{isNamespace: false, name, path, colors, last}`.
    private static func rootConstantValues(_ rootConstants: [(role: Int, name: String)], constants: [Constant]) -> [TemplateValue] {
        rootConstants.enumerated().map { offset, constant in
            constantValue(constants[constant.role], name: constant.name, last: offset == rootConstants.count - 1)
        }
    }

    /// The namespaces as template values: `{isNamespace: true, name, path, members, last}` and
    /// constants `{isNamespace: false, name, path, colors, last}`.
    private static func namespaceValues(_ namespaces: [SwiftRoleNames.Namespace], constants: [Constant]) -> [TemplateValue] {
        namespaces.enumerated().map { offset, namespace in
            .map(namespaceMap(namespace, last: offset == namespaces.count - 1, constants: constants))
        }
    }

    private static func namespaceMap(_ namespace: SwiftRoleNames.Namespace, last: Bool, constants: [Constant]) -> TemplateMap {
        let members: [TemplateValue] = namespace.members.enumerated().map { offset, member in
            let isLast = offset == namespace.members.count - 1
            switch member {
            case .namespace(let nested):
                return .map(namespaceMap(nested, last: isLast, constants: constants))
            case .constant(let role, let name):
                return constantValue(constants[role], name: name, last: isLast)
            }
        }
        return TemplateMap([
            ("isNamespace", true),
            ("name", .string(namespace.name)),
            ("path", .string(SwiftStringLiteral.commentText(namespace.path))),
            ("members", .list(members)),
            ("last", .bool(last)),
        ])
    }
}
