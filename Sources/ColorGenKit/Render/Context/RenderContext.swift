// Template data shared by all outputs: root, scheme and role fields, with hooks for format-specific fields.
import ColorMath
import Mustache

/// Builds the data a template renders: every field is documented in docs/templates.md.
///
/// The same fields reach every template; a built-in format adds its own (Swift names, CSS
/// custom property names, ...) through ``Extensions``.
package struct RenderContext: Sendable {
    /// Fields a format adds to the root, to each scheme and to each role.
    package struct Extensions: Sendable {
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
    package struct RoleFields: Sendable {
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
        didSet { prepared = Prepared(roles, fields: prepared.fields) }
    }
    /// The header information.
    package var info: GenerationInfo
    /// The output's options, with the format's defaults applied.
    package var options: TemplateMap

    /// What every rendering of ``roles`` shares, computed once.
    private var prepared: Prepared

    /// Which of a role's own fields a context prepares.
    enum PreparedFields: Sendable {
        /// Every field of docs/templates.md.
        case all
        /// Only `jsonName` and the colors, for contexts that only give the json template its tree
        /// (``RoleCollections/treeOnly``).
        case jsonNameAndColors
        /// Only `jsonName`, for the json format's own template, which reads no color of a role.
        case jsonName
        /// Only `path`, for the preview's own template, which reads no other field of a role.
        case path
        /// None, nor the colors: for built-in templates that read only the format's own fields of a role.
        case none
    }

    /// The parts of the context that depend only on the roles.
    private struct Prepared: Sendable {
        /// Which own fields ``roleFields`` hold.
        let fields: PreparedFields
        /// Each role's colors as template values: `colorValues[role][scheme]`.
        let colorValues: [[TemplateValue]]
        /// Each role's own fields (without `color`, the format's fields and `last`), all with
        /// the keys of ``ownFieldKeys``.
        let roleFields: [TemplateMap]
        /// The role paths as nested groups.
        let tree: RoleTree

        /// The keys of a role's own fields, in order.
        static let ownFieldKeys = TemplateMap(
            ["path", "name", "jsonName", "segments", "kebab", "colors"].map { ($0, TemplateValue.null) })
        /// The key of a role's own fields when only its JSON name is prepared.
        static let jsonNameKeys = TemplateMap([("jsonName", TemplateValue.null)])
        /// The key of a role's own fields when only its path is prepared.
        static let pathKeys = TemplateMap([("path", TemplateValue.null)])
        /// The keys of a path segment's fields, in order.
        static let segmentKeys = TemplateMap(["name", "last"].map { ($0, TemplateValue.null) })

        init(_ roles: ColorRoleSet, fields: PreparedFields, tree sharedTree: SharedRoleTree? = nil) {
            self.fields = fields
            guard fields != .none else {
                // One empty map shared by every role; such contexts hold no tree (``RenderContext/build``).
                roleFields = Array(repeating: TemplateMap(), count: roles.roles.count)
                colorValues = []
                tree = RoleTree([])
                return
            }
            guard fields != .jsonName, fields != .path else {
                roleFields = roles.roles.map { role in
                    fields == .path ? Self.pathKeys.withValues([.string(role.path.description)])
                        : Self.jsonNameKeys.withValues([.string(JSONText.quoted(role.path.segments.last ?? ""))])
                }
                colorValues = []
                tree = sharedTree?.tree ?? RoleTree(roles.roles.map(\.path))
                return
            }
            // Roles are prepared in chunks on all cores; the chunks are joined in order.
            let chunkSize = 4_096
            let chunks = stride(from: 0, to: roles.roles.count, by: chunkSize).map { start in
                start..<min(start + chunkSize, roles.roles.count)
            }
            let prepared = chunks.concurrentMap { chunk in
                roles.roles[chunk].map { role in Self.prepare(role, schemes: roles.schemes, fields: fields) }
            }
            colorValues = prepared.flatMap { $0.map(\.colors) }
            roleFields = prepared.flatMap { $0.map(\.fields) }
            tree = sharedTree?.tree ?? RoleTree(roles.roles.map(\.path))
        }

        /// One role's colors in every scheme and its own fields.
        private static func prepare(_ role: SchemeRole, schemes: [String], fields: PreparedFields)
            -> (colors: [TemplateValue], fields: TemplateMap) {
            let colors = role.colors.enumerated().map { index, color in
                RenderContext.colorValue(color, scheme: schemes[index], last: index == role.colors.count - 1)
            }
            let segments = role.path.segments
            guard fields == .all else {
                return (colors, jsonNameKeys.withValues([.string(JSONText.quoted(segments.last ?? ""))]))
            }
            let fields = ownFieldKeys.withValues([
                .string(role.path.description),
                .string(segments.last ?? ""),
                .string(JSONText.quoted(segments.last ?? "")),
                .list(segments.enumerated().map { index, segment in
                    .map(segmentKeys.withValues([.string(segment), .bool(index == segments.count - 1)]))
                }),
                .string(KebabCase.join(segments)),
                .list(colors),
            ])
            return (colors, fields)
        }
    }

    /// Creates a context builder.
    package init(roles: ColorRoleSet, info: GenerationInfo, options: TemplateMap) {
        self.init(roles: roles, info: info, options: options, preparing: .all)
    }

    /// A context builder that prepares only `fields` of each role, for renderings that read no more.
    /// `tree`, the role tree of the generation (its paths are those of `roles`), is shared instead
    /// of built again.
    init(roles: ColorRoleSet, info: GenerationInfo, options: TemplateMap, preparing fields: PreparedFields,
         tree: SharedRoleTree? = nil) {
        self.roles = roles
        self.info = info
        self.options = options
        prepared = Prepared(roles, fields: fields, tree: tree)
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

    /// Which of the collections of roles, `roles` and `tree`, a context holds.
    enum RoleCollections {
        /// Both, as templates in general expect.
        case listAndTree
        /// Only `tree`.
        case treeOnly
        /// Only `roles`.
        case listOnly
        /// Neither.
        case none
    }

    /// ``value(extensions:)`` (`scheme` nil) or ``value(forScheme:extensions:)`` with only some
    /// of the role collections, for built-in templates known not to read the others: it spares
    /// building (and freeing) maps per role that nothing reads.
    func value(forScheme scheme: Int?, extensions: Extensions, holding collections: RoleCollections) -> TemplateValue {
        build(scheme: scheme, extensions: extensions, collections: collections)
    }

    private func build(scheme: Int?, extensions: Extensions, collections: RoleCollections = .listAndTree) -> TemplateValue {
        precondition(prepared.fields == .all || collections != .listAndTree,
                     "a context prepared with only some fields can give only some collections")
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
        let holdsList = collections == .listAndTree || collections == .listOnly
        let holdsTree = collections == .listAndTree || collections == .treeOnly
        let roleList: [TemplateValue]? = holdsList ? prepared.roleFields.indices.map { index in
            .map(assembler.map(of: index, at: .list, last: index == prepared.roleFields.count - 1))
        } : nil
        precondition(prepared.fields != .none || !holdsTree, "a context prepared without role fields holds no tree")
        let tree = holdsTree
            ? prepared.tree.values({ index, last in assembler.map(of: index, at: .tree, last: last) },
                                   groupFields: extensions.group) : nil
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
