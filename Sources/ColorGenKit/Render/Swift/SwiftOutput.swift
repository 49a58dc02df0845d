import ColorMath
import Mustache
import SourceDiagnostics

/// The `swift` format: one Swift file of case-less enum namespaces whose `static let` constants
/// are scheme colors (`TextAppearance.OnPrimary.body`), plus the support types `SchemeColor`,
/// `ColorSchemeOption` and `AppColorScheme` and, on request, a registry by role path, an ordered
/// role list, a `namespace` around everything and static members on the platforms' color types.
///
/// Rendered from Templates/swift.mustache and its `swift-*` partials; the fields this format adds
/// to the context are listed in docs/swift-output.md.
enum SwiftOutput {
    /// The options the swift format accepts.
    static var options: [OutputOption] { SwiftOutputSettings.options }

    /// Renders the file at `path`; naming problems are errors at `location`, the output's entry
    /// in the config.
    static func render(_ context: RenderContext, path: String, locations: OptionLocations,
                       templates: FormatTemplates = .builtIn) -> (files: [RenderedFile], diagnostics: [Diagnostic]) {
        let roles = context.roles
        let settings: SwiftOutputSettings
        do {
            settings = try SwiftOutputSettings(context.options, appearances: roles.appearances, locations: locations)
        } catch {
            return ([], [error])
        }
        let cases = schemeCases(roles.schemes)
        let names = SwiftRoleNames(roles.roles.map(\.path), reserved: settings.reservedNames,
                                   isNamespaced: settings.namespace != nil)
        let members = settings.colorMembers == .none ? SwiftColorMemberNames.none
            : SwiftColorMemberNames(roles.roles.map(\.path), prefix: settings.memberPrefix,
                                    checksPlatformNames: settings.colorMembers == .flat)
        let problems = cases.problems + names.problems
        guard problems.isEmpty, members.problems.isEmpty else {
            return ([], problems.map { .error($0, at: locations.entry) }
                        + members.problems.map { .error($0, at: locations["colorMembers"]) })
        }
        let extensions = Self.extensions(roles: roles, names: names, members: members, cases: cases.names, settings: settings)
        do {
            let bytes = try templates.render("swift", context.value(extensions: extensions))
            return ([RenderedFile(path: path, bytes: bytes)], [])
        } catch {
            return ([], [error])
        }
    }

    /// The `ColorSchemeOption` case of each scheme, and every pair of schemes sharing one.
    static func schemeCases(_ schemes: [String]) -> (names: [String], problems: [String]) {
        var names: [String] = []
        var problems: [String] = []
        var seen: [String: String] = [:]
        for scheme in schemes {
            let word = SwiftIdentifier.lowerCamelWord(scheme)
            let name = SwiftIdentifier.escaped(word)
            if let other = seen[word] {
                problems.append("schemes \(SwiftStringLiteral.quoted(other)) and \(SwiftStringLiteral.quoted(scheme)) both map "
                                + "to the Swift case \(name); rename one of them")
            } else if word == "allCases" {
                problems.append("scheme \(SwiftStringLiteral.quoted(scheme)) maps to the Swift case allCases, which "
                                + "CaseIterable already declares; rename the scheme")
            }
            seen[word] = seen[word] ?? scheme
            names.append(name)
        }
        return (names, problems)
    }

    /// The fields the Swift templates read besides the common context.
    private static func extensions(roles: ColorRoleSet, names: SwiftRoleNames, members: SwiftColorMemberNames,
                                   cases: [String], settings: SwiftOutputSettings) -> RenderContext.Extensions {
        var extensions = RenderContext.Extensions()
        let schemes = roles.schemes
        let storage = schemes.map { SwiftIdentifier.lowerCamelWord($0) + "RGBA" }
        let p3Storage = schemes.map { SwiftIdentifier.lowerCamelWord($0) + "P3" }
        let labels = schemes.map { SwiftIdentifier.argumentLabel(SwiftIdentifier.lowerCamelWord($0)) }
        let constants = roles.roles.map { role in
            constantFields(role, schemes: schemes)
        }
        let order = schemes.map(SwiftStringLiteral.commentText).joined(separator: ", ")
        let namespace = settings.namespace ?? ""
        let typePrefix = namespace.isEmpty ? "" : namespace + "."
        extensions.root = [
            ("swiftAccess", .string(settings.accessPrefix)),
            ("swiftNamespace", .string(namespace)),
            // The file with the support types declares the namespace; one without them extends it.
            ("swiftNamespaceDeclaration", .string(settings.emitsSupportTypes ? settings.accessPrefix + "enum " + namespace
                                                                             : "extension " + namespace)),
            ("swiftTypePrefix", .string(typePrefix)),
            ("swiftNamespaces", .list(namespaceValues(names.namespaces, constants: constants))),
            ("swiftRootConstants", .list(rootConstantValues(names.rootConstants, constants: constants))),
            ("swiftHasRootConstants", .bool(!names.rootConstants.isEmpty)),
            ("swiftWritesRegistryType", .bool(settings.writesRegistryType)),
            ("swiftImportsPlatforms", .bool(settings.emitsSupportTypes || settings.colorMembers != .none)),
            ("swiftFlatMembers", .bool(settings.colorMembers == .flat)),
            ("swiftNestedMembers", .bool(settings.colorMembers == .nested)),
            ("swiftMembersName", .string(SwiftIdentifier.lowerCamel(namespace))),
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
        // Qualified from the file's top level: one-segment roles belong to the namespace, else to the color type.
        let rootOwner = namespace.isEmpty ? settings.schemeColorType : namespace
        let qualified = Dictionary(roles.roles.indices.map { index -> (RolePath, String) in
            let name = names.qualifiedNames[index] ?? ""
            let owner = roles.roles[index].path.segments.count <= 1 ? rootOwner + "." : typePrefix
            return (roles.roles[index].path, owner + name)
        }, uniquingKeysWith: { first, _ in first })
        let memberNames = Dictionary(zip(roles.roles.map(\.path), members.names), uniquingKeysWith: { first, _ in first })
        extensions.role = { role in
            [
                ("swiftName", .string(qualified[role.path] ?? "")),
                ("swiftPathLiteral", .string(SwiftStringLiteral.quoted(role.path.description))),
                ("swiftPathComment", .string(SwiftStringLiteral.commentText(role.path.description))),
                ("swiftMemberName", .string(memberNames[role.path] ?? "")),
            ]
        }
        return extensions
    }

    /// A constant's fields: its path for comments and its color in each scheme.
    private static func constantFields(_ role: SchemeRole, schemes: [String]) -> TemplateMap {
        let colors: [TemplateValue] = role.colors.indices.map { index in
            let bytes = SwiftColorLiteral.bytes(role.colors[index])
            return .map(TemplateMap([
                ("scheme", .string(SwiftStringLiteral.commentText(schemes[index]))),
                ("hex", .string(SwiftColorLiteral.cssHex(bytes) + SwiftColorLiteral.displayP3Suffix(role.colors[index]))),
                ("last", .bool(index == role.colors.count - 1)),
            ]))
        }
        return TemplateMap([
            ("path", .string(SwiftStringLiteral.commentText(role.path.description))),
            ("colors", .list(colors)),
        ])
    }

    /// The one-segment roles' constants, `{isNamespace: false, name, path, colors, last}`.
    private static func rootConstantValues(_ rootConstants: [(role: Int, name: String)], constants: [TemplateMap]) -> [TemplateValue] {
        rootConstants.enumerated().map { offset, constant in
            var map = constants[constant.role]
            map["isNamespace"] = false
            map["name"] = .string(constant.name)
            map["last"] = .bool(offset == rootConstants.count - 1)
            return .map(map)
        }
    }

    /// The namespaces as template values: `{isNamespace: true, name, path, members, last}` and
    /// constants `{isNamespace: false, name, path, colors, last}`.
    private static func namespaceValues(_ namespaces: [SwiftRoleNames.Namespace], constants: [TemplateMap]) -> [TemplateValue] {
        namespaces.enumerated().map { offset, namespace in
            .map(namespaceMap(namespace, last: offset == namespaces.count - 1, constants: constants))
        }
    }

    private static func namespaceMap(_ namespace: SwiftRoleNames.Namespace, last: Bool, constants: [TemplateMap]) -> TemplateMap {
        let members: [TemplateValue] = namespace.members.enumerated().map { offset, member in
            let isLast = offset == namespace.members.count - 1
            switch member {
            case .namespace(let nested):
                return .map(namespaceMap(nested, last: isLast, constants: constants))
            case .constant(let role, let name):
                var map = constants[role]
                map["isNamespace"] = false
                map["name"] = .string(name)
                map["last"] = .bool(isLast)
                return .map(map)
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
