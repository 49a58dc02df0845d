// Template data shared by all outputs: root, scheme and role fields, with hooks for format-specific fields.
import ColorGenModel
import ColorMath
import Mustache

/// Builds the data a template renders: every field is documented in docs/templates.md.
///
/// The same fields reach every template, built-in or a user's; a built-in format adds its own
/// (Swift names, CSS custom property names, ...) through ``Extensions``. A context is made for
/// one template and holds only what that template can read (``MustacheReadableNames``): leaving
/// out what it never looks up spares building it, and renders the same bytes.
struct RenderContext: Sendable {
    /// Fields a format adds to the root, to each scheme and to each role.
    struct Extensions: Sendable {
        /// Added to the root map.
        package var root: [(String, TemplateValue)] = []
        /// Added to each scheme's map, given the scheme's index and name.
        package var scheme: @Sendable (Int, String) -> [(String, TemplateValue)] = { _, _ in [] }
        /// Added to each role's map (in `roles` and in `tree`).
        package var role = RoleFields(keys: []) { _, _ in }
        /// Added to each group's map in `tree`, given the group's name and dotted path; nil for none.
        package var group: (@Sendable (_ name: String, _ path: String) -> [(String, TemplateValue)])?

        /// No additions.
        package init() {}
    }

    /// Fields a format adds to every role: the same keys for each role, and the role's values
    /// for them, so that role maps share one key list and no role needs a list of fields.
    struct RoleFields: Sendable {
        /// The keys, in order.
        package var keys: [String]
        /// Appends the values of the role at a position in ``RenderContext/roles`` to a list,
        /// one per key, in the order of ``keys``.
        package var values: @Sendable (_ role: Int, _ values: inout [TemplateValue]) -> Void

        /// Fields with `keys`, whose values `values` appends.
        package init(keys: [String], values: @escaping @Sendable (_ role: Int, _ values: inout [TemplateValue]) -> Void) {
            self.keys = keys
            self.values = values
        }
    }

    /// The roles to render.
    package var roles: ColorRoleSet {
        didSet { prepared = Prepared(roles, reading: names) }
    }
    /// The header information.
    package var info: GenerationInfo
    /// The output's options, with the format's defaults applied.
    package var options: TemplateMap
    /// The keys the template this context is for (with its partials) can read, scoped by
    /// ``roleSections``: the context holds only those of its fields, collections and role
    /// fields (docs/templates.md).
    private let names: MustacheReadableNames

    /// The keys whose sections put role maps on the context stack: the `roles` list, the `tree`
    /// and a group's `children` (no role is a member of a map). A role's fields are read only by
    /// look-ups inside them, so a template's names are scoped by them
    /// (``MustacheTemplate/readableNames(partials:scope:)``).
    static let roleSections: Set<String> = ["roles", "tree", "children"]

    /// What every rendering of ``roles`` shares, computed once.
    private var prepared: Prepared

    /// A role's own fields, in the order of docs/templates.md.
    private enum OwnField: String, CaseIterable {
        case path, name, jsonName, segments, kebab, colors, description, deprecated
    }


    /// The parts of the context that depend only on the roles.
    private struct Prepared: Sendable {
        /// Whether the context holds `roles`.
        let holdsList: Bool
        /// The role paths as nested groups, when the context holds `tree`.
        let tree: RoleTree?
        /// Each role's colors as template values, `colorValues[role][scheme]`; empty unless the
        /// template can read `color` or `colors` of a role in a collection it can read.
        let colorValues: [[TemplateValue]]
        /// Each role's own fields that the template can read (without `color`, the format's
        /// fields and `last`), all with the same keys; empty unless it can read a collection.
        let roleFields: [TemplateMap]

        /// The keys of a path segment's fields, in order.
        static let segmentKeys = TemplateMap(["name", "last"].map { ($0, TemplateValue.null) })

        /// What the template reading `names` needs of `roles`; `sharedTree`, the role tree of
        /// the generation (its paths are those of `roles`), is shared instead of built again.
        init(_ roles: ColorRoleSet, reading names: MustacheReadableNames, tree sharedTree: SharedRoleTree? = nil) {
            holdsList = names.contains("roles")
            tree = names.contains("tree") ? sharedTree?.tree ?? RoleTree(roles.roles.map(\.path)) : nil
            let fields = OwnField.allCases.filter { names.containsInScope($0.rawValue) }
            let preparesColors = fields.contains(.colors) || names.containsInScope("color")
            guard holdsList || tree != nil else {
                roleFields = []
                colorValues = []
                return
            }
            guard preparesColors || !fields.isEmpty else {
                // One empty map shared by every role.
                roleFields = Array(repeating: TemplateMap(), count: roles.roles.count)
                colorValues = []
                return
            }
            // Roles are prepared in chunks on all cores; the chunks are joined in order.
            let keys = TemplateMap(fields.map { ($0.rawValue, TemplateValue.null) })
            let chunkSize = 4_096
            let chunks = stride(from: 0, to: roles.roles.count, by: chunkSize).map { start in
                start..<min(start + chunkSize, roles.roles.count)
            }
            let prepared = chunks.concurrentMap { chunk in
                roles.roles[chunk].map { role in
                    Self.prepare(role, schemes: roles.schemes, fields: fields, keys: keys, colors: preparesColors)
                }
            }
            colorValues = preparesColors ? prepared.flatMap { $0.map(\.colors) } : []
            roleFields = prepared.flatMap { $0.map(\.fields) }
        }

        /// One role's colors in every scheme (none unless `colors`) and its own `fields`, whose
        /// keys `keys` holds in the same order.
        private static func prepare(_ role: SchemeRole, schemes: [String], fields: [OwnField], keys: TemplateMap,
                                    colors preparesColors: Bool) -> (colors: [TemplateValue], fields: TemplateMap) {
            let colors = preparesColors ? role.colors.enumerated().map { index, color in
                RenderContext.colorValue(color, scheme: schemes[index], last: index == role.colors.count - 1)
            } : []
            let segments = role.path.segments
            let values: [TemplateValue] = fields.map { field in
                switch field {
                case .path: .string(role.path.description)
                case .name: .string(segments.last ?? "")
                case .jsonName: .string(JSONText.quoted(segments.last ?? ""))
                case .segments:
                    .list(segments.enumerated().map { index, segment in
                        .map(segmentKeys.withValues([.string(segment), .bool(index == segments.count - 1)]))
                    })
                case .kebab: .string(KebabCase.join(segments))
                case .colors: .list(colors)
                case .description: role.documentation.description.map(TemplateValue.string) ?? .null
                case .deprecated:
                    RoleDocumentationText.deprecationValue(role.documentation.deprecation, message: { $0 },
                                                           replacement: role.documentation.deprecation?.replacement?.description)
                }
            }
            return (colors, keys.withValues(values))
        }
    }

    /// A context builder for a template that can read `names` (by default every field); `tree`,
    /// the role tree of the generation (its paths are those of `roles`), is shared instead of
    /// built again.
    package init(roles: ColorRoleSet, info: GenerationInfo, options: TemplateMap, reading names: MustacheReadableNames = .all,
                 tree: SharedRoleTree? = nil) {
        self.roles = roles
        self.info = info
        self.options = options
        self.names = names
        prepared = Prepared(roles, reading: names, tree: tree)
    }

    /// Whether the template can read a field called `key`: a format builds a costly field of its
    /// own only then.
    func reads(_ key: String) -> Bool {
        names.contains(key)
    }

    /// The context for a template that renders every scheme at once.
    package func value(extensions: Extensions = Extensions()) -> TemplateValue {
        build(scheme: nil, extensions: extensions)
    }

    /// The context for a template that renders one scheme (`scheme` is an index into
    /// ``ColorRoleSet/schemes``): each role also has `color`, its color in that scheme.
    package func value(forScheme scheme: Int, extensions: Extensions = Extensions()) -> TemplateValue {
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
        let colors = prepared.colorValues.isEmpty ? nil : scheme.map { scheme in prepared.colorValues.map { $0[scheme] } }
        var assembler = RoleMapAssembler(ownFields: prepared.roleFields, colors: colors, format: extensions.role)
        let roleList: [TemplateValue]? = prepared.holdsList ? prepared.roleFields.indices.map { index in
            .map(assembler.map(of: index, at: .list, last: index == prepared.roleFields.count - 1))
        } : nil
        let tree = prepared.tree?.values({ index, last in assembler.map(of: index, at: .tree, last: last) },
                                         groupFields: extensions.group)
        var entries: [(String, TemplateValue)] = [
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
        ]
        if let roleList { entries.append(("roles", .list(roleList))) }
        if let tree { entries.append(("tree", .list(tree))) }
        var root = TemplateMap(entries)
        if let scheme {
            root["scheme"] = schemes[scheme]
        }
        for (key, value) in extensions.root { root[key] = value }
        return .map(root)
    }

    /// One color's fields: hex forms, sRGB components and alpha rounded to 4 decimals, 0-255 channels.
    static func colorValue(_ color: RGBA, scheme: String, last: Bool) -> TemplateValue {
        let written = DTCGColor(srgb: color)
        func component(_ index: Int) -> TemplateValue { .number(.decimal(written.components[index] ?? 0)) }
        func byte(_ channel: Double) -> TemplateValue { .number(.integer(UnitQuantization.steps(channel, of: 255))) }
        return .map(colorFieldKeys.withValues([
            .string(scheme),
            .string(written.hex ?? color.hex),
            .string(color.hexWithAlpha),
            component(0),
            component(1),
            component(2),
            .number(.decimal(written.alpha)),
            byte(color.red),
            byte(color.green),
            byte(color.blue),
            .bool(color.alpha8Bit == 255),
            .bool(last),
            wideGamutValue(color.wideGamut),
        ]))
    }

    /// `wideGamut` of a color's fields: for a color sRGB cannot show, `colorSpace` (as authored),
    /// `components` (`{value, last}`, as authored; `none` as the JSON string) and `displayP3`
    /// (`{red, green, blue}`, gamut mapped); `null` otherwise.
    private static func wideGamutValue(_ wide: WideGamutColor?) -> TemplateValue {
        guard let wide else { return .null }
        let components = wide.authored.components
        return .map(TemplateMap([
            ("colorSpace", .string(wide.authored.colorSpace.rawValue)),
            ("components", .list(components.enumerated().map { index, component in
                .map(TemplateMap([
                    ("value", component.map { .number(.decimal($0)) } ?? .string("\"none\"")),
                    ("last", .bool(index == components.count - 1)),
                ]))
            })),
            ("displayP3", .map(TemplateMap([
                ("red", .number(.decimal(wide.displayP3.x))), ("green", .number(.decimal(wide.displayP3.y))),
                ("blue", .number(.decimal(wide.displayP3.z))),
            ]))),
        ]))
    }

    /// The keys of a color's fields, in order.
    private static let colorFieldKeys = TemplateMap([
        "scheme", "hex", "hexWithAlpha", "red", "green", "blue", "alpha", "red255", "green255", "blue255", "isOpaque", "last",
        "wideGamut",
    ].map { ($0, TemplateValue.null) })
}
