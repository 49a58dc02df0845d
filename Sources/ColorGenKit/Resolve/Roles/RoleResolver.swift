/// The resolve stage: a palette and a rules version in, every role's color out.
public enum RoleResolver {
    /// Resolves the role catalogue (roles.md §3) and then the palette's custom roles.
    ///
    /// - Parameters:
    ///   - palette: The scheme's palette, with its custom roles.
    ///   - rulesVersion: The rules to apply; the newest by default.
    ///   - backgrounds: The backgrounds to resolve the background-dependent roles on. Their order
    ///     and repetitions do not matter: roles always follow ``RoleBackground`` order.
    /// - Returns: The roles in catalogue order (docs/role-order.md). A custom role with a catalogue
    ///   path replaces that role's color in place; the others follow, in the palette's order. When
    ///   a custom path repeats, the last color wins at the first one's place.
    /// - Throws: ``RoleConflictError`` when a custom path is also a group of roles, or lies inside
    ///   a path that is a color.
    public static func resolve(
        palette: Palette, rulesVersion: RulesVersion = .newest,
        backgrounds: [RoleBackground] = RoleBackground.allCases
    ) throws(RoleConflictError) -> [ResolvedRole] {
        var roles = RoleCatalogue.roles(rules: rulesVersion.rules(for: palette), backgrounds: backgrounds)
        // Paths are keyed by their segments as slices, the form `conflicts` looks prefixes up in.
        var positions = Dictionary(uniqueKeysWithValues: roles.enumerated().map { ($1.path.segments[...], $0) })
        positions.reserveCapacity(roles.count + palette.customRoles.count)
        roles.reserveCapacity(roles.count + palette.customRoles.count)
        for custom in palette.customRoles {
            if let position = positions[custom.path.segments[...]] {
                roles[position].color = custom.color
            } else {
                positions[custom.path.segments[...]] = roles.count
                roles.append(ResolvedRole(path: custom.path, color: custom.color))
            }
        }
        let diagnostics = conflicts(of: palette.customRoles, with: roles, colors: positions)
        guard diagnostics.isEmpty else { throw RoleConflictError(diagnostics: diagnostics) }
        return roles
    }

    /// An error for each custom role whose path is a group of other roles or lies inside a color.
    ///
    /// Paths and their prefixes are compared as slices of their segments, so that no prefix is
    /// copied into a path of its own unless it is reported.
    /// `colors` holds the path of every role in `roles`.
    private static func conflicts(
        of customRoles: [CustomRole], with roles: [ResolvedRole], colors: [ArraySlice<String>: Int]
    ) -> [Diagnostic] {
        var groups: [ArraySlice<String>: RolePath] = [:]
        var previous: ArraySlice<String> = []
        for role in roles {
            let segments = role.path.segments
            for length in 1..<max(segments.count, 1) {
                // Roles come grouped: a group the previous role lies in is already recorded.
                if length < previous.count, segments[..<length] == previous.prefix(length) { continue }
                if groups[segments[..<length]] == nil { groups[segments[..<length]] = role.path }
            }
            previous = segments[...]
        }
        var reported = Set<RolePath>()
        var diagnostics: [Diagnostic] = []
        for custom in customRoles where !reported.contains(custom.path) {
            // A clash between two custom roles is reported once, at the first of them.
            let segments = custom.path.segments
            let message: String
            if let member = groups[segments[...]] {
                if reported.contains(member) { continue }
                message = "role '\(custom.path)' cannot be a color: it is the group holding '\(member)'"
            } else if let length = (1..<max(segments.count, 1)).first(where: { colors[segments[..<$0]] != nil }) {
                let color = RolePath(Array(segments[..<length]))
                if reported.contains(color) { continue }
                message = "role '\(custom.path)' cannot lie inside '\(color)', which is a color"
            } else {
                continue
            }
            reported.insert(custom.path)
            diagnostics.append(.error(message, at: custom.location))
        }
        return diagnostics
    }
}
