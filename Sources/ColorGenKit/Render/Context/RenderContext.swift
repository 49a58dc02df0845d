/// Builds the data a template renders: every field is documented in docs/templates.md.
///
/// The same fields reach every template; a built-in format adds its own (Swift names, CSS
/// custom property names, ...) through ``Extensions``.
public struct RenderContext: Sendable {
    /// Fields a format adds to the root, to each scheme and to each role.
    public struct Extensions: Sendable {
        /// Added to the root map.
        public var root: [(String, TemplateValue)] = []
        /// Added to each scheme's map, given the scheme's index and name.
        public var scheme: @Sendable (Int, String) -> [(String, TemplateValue)] = { _, _ in [] }
        /// Added to each role's map (in `roles` and in `tree`).
        public var role: @Sendable (SchemeRole) -> [(String, TemplateValue)] = { _ in [] }

        /// No additions.
        public init() {}
    }

    /// The roles to render.
    public var roles: ColorRoleSet {
        didSet { prepared = Prepared(roles) }
    }
    /// The header information.
    public var info: GenerationInfo
    /// The output's options, with the format's defaults applied.
    public var options: TemplateMap

    /// What every rendering of ``roles`` shares, computed once.
    private var prepared: Prepared

    /// The parts of the context that depend only on the roles.
    private struct Prepared: Sendable {
        /// Each role's colors as template values: `colorValues[role][scheme]`.
        let colorValues: [[TemplateValue]]
        /// Each role's own fields (without `color`, the format's fields and `last`).
        let roleFields: [TemplateMap]
        /// The role paths as nested groups.
        let tree: RoleTree

        init(_ roles: ColorRoleSet) {
            let schemes = roles.schemes
            colorValues = roles.roles.map { role in
                role.colors.enumerated().map { index, color in
                    RenderContext.colorValue(color, scheme: schemes[index], last: index == role.colors.count - 1)
                }
            }
            roleFields = zip(roles.roles, colorValues).map { role, colors in
                let segments = role.path.segments
                return TemplateMap([
                    ("path", .string(role.path.description)),
                    ("name", .string(segments.last ?? "")),
                    ("jsonName", .string(JSONText.quoted(segments.last ?? ""))),
                    ("segments", .list(segments.enumerated().map { index, segment in
                        .map(TemplateMap([("name", .string(segment)), ("last", .bool(index == segments.count - 1))]))
                    })),
                    ("kebab", .string(KebabCase.join(segments))),
                    ("colors", .list(colors)),
                ])
            }
            tree = RoleTree(roles.roles.map(\.path))
        }
    }

    /// Creates a context builder.
    public init(roles: ColorRoleSet, info: GenerationInfo, options: TemplateMap) {
        self.roles = roles
        self.info = info
        self.options = options
        prepared = Prepared(roles)
    }

    /// The context for a template that renders every scheme at once.
    public func value(extensions: Extensions = Extensions()) -> TemplateValue {
        build(scheme: nil, extensions: extensions)
    }

    /// The context for a template that renders one scheme (`scheme` is an index into
    /// ``ColorRoleSet/schemes``): each role also has `color`, its color in that scheme.
    public func value(forScheme scheme: Int, extensions: Extensions = Extensions()) -> TemplateValue {
        build(scheme: scheme, extensions: extensions)
    }

    private func build(scheme: Int?, extensions: Extensions) -> TemplateValue {
        let schemeNames = roles.schemes
        let schemes: [TemplateValue] = schemeNames.enumerated().map { index, name in
            var map = TemplateMap([
                ("name", .string(name)), ("jsonName", .string(JSONText.quoted(name))), ("index", .number(.integer(index))),
                ("isDefault", .bool(index == 0)), ("last", .bool(index == schemeNames.count - 1)),
            ])
            for (key, value) in extensions.scheme(index, name) { map[key] = value }
            return .map(map)
        }
        let roleMaps = roles.roles.indices.map { roleFields($0, scheme: scheme, extensions: extensions) }
        var roleList: [TemplateValue] = []
        roleList.reserveCapacity(roleMaps.count)
        for (index, fields) in roleMaps.enumerated() {
            var map = fields
            map["last"] = .bool(index == roleMaps.count - 1)
            roleList.append(.map(map))
        }
        var root = TemplateMap([
            ("colorgen", .map(TemplateMap([("version", .string(ColorGenVersion.current))]))),
            ("header", .string(info.header)),
            ("headerJSON", .string(JSONText.quoted(info.header))),
            ("config", .string(info.configName)),
            ("rulesVersion", .number(.integer(info.rulesVersion.rawValue))),
            ("options", .map(options)),
            ("schemes", .list(schemes)),
            ("defaultScheme", .string(schemeNames.first ?? "")),
            ("defaultSchemeJSON", .string(JSONText.quoted(schemeNames.first ?? ""))),
            ("hasSchemeVariants", .bool(schemeNames.count > 1)),
            ("roles", .list(roleList)),
            ("tree", .list(prepared.tree.values { roleMaps[$0] })),
        ])
        if let scheme {
            root["scheme"] = schemes[scheme]
        }
        for (key, value) in extensions.root { root[key] = value }
        return .map(root)
    }

    /// A role's fields (without its position flag `last`): its own, its color in `scheme`, the
    /// format's.
    private func roleFields(_ index: Int, scheme: Int?, extensions: Extensions) -> TemplateMap {
        var map = prepared.roleFields[index]
        if let scheme { map["color"] = prepared.colorValues[index][scheme] }
        for (key, value) in extensions.role(roles.roles[index]) { map[key] = value }
        return map
    }

    /// One color's fields: hex forms, sRGB components and alpha rounded to 4 decimals, 0-255 channels.
    static func colorValue(_ color: RGBA, scheme: String, last: Bool) -> TemplateValue {
        let written = DTCGColor(srgb: color)
        let components = written.components.map { $0 ?? 0 }
        let bytes = [color.red, color.green, color.blue].map { Int((min(max($0, 0), 1) * 255).rounded()) }
        return .map(TemplateMap([
            ("scheme", .string(scheme)),
            ("hex", .string(written.hex ?? color.hex)),
            ("hexWithAlpha", .string(color.hexWithAlpha)),
            ("red", .number(.decimal(components[0]))),
            ("green", .number(.decimal(components[1]))),
            ("blue", .number(.decimal(components[2]))),
            ("alpha", .number(.decimal(written.alpha))),
            ("red255", .number(.integer(bytes[0]))),
            ("green255", .number(.integer(bytes[1]))),
            ("blue255", .number(.integer(bytes[2]))),
            ("isOpaque", .bool(color.alpha8Bit == 255)),
            ("last", .bool(last)),
        ]))
    }
}
