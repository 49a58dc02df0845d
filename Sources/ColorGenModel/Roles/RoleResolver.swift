// Per-palette resolve step: catalogue roles under a rules version, then custom roles, with conflict checks.
import SourceDiagnostics

/// The resolve stage: a palette and a rules version in, every role's color out.
enum RoleResolver {
    /// Resolves the role catalogue (docs/roles-contract.md §3) and then the palette's custom roles.
    ///
    /// - Parameters:
    ///   - palette: The scheme's palette, with its custom roles.
    ///   - rulesVersion: The rules to apply; by default version 2, what an unpinned configuration gets.
    ///   - backgrounds: The backgrounds to resolve the background-dependent roles on. Their order
    ///     and repetitions do not matter: roles always follow ``RoleBackground`` order.
    ///   - increasedContrast: Whether the scheme serves an increased-contrast appearance, which
    ///     raises the targets version 3 guarantees (7:1 and 4.5:1).
    /// - Returns: The roles in catalogue order (docs/role-order.md). A custom role with a catalogue
    ///   path replaces that role's color in place; the others follow, in the palette's order. When
    ///   a custom path repeats, the last color wins at the first one's place.
    /// - Throws: ``RoleConflictError`` when a custom path is also a group of roles, or lies inside
    ///   a path that is a color.
    package static func resolve(
        palette: Palette, rulesVersion: RulesVersion = .unpinned,
        backgrounds: [RoleBackground] = RoleBackground.allCases, increasedContrast: Bool = false
    ) throws(RoleConflictError) -> [ResolvedRole] {
        try resolution(palette: palette, rulesVersion: rulesVersion, backgrounds: backgrounds,
                       increasedContrast: increasedContrast).roles
    }

    /// ``resolve(palette:rulesVersion:backgrounds:increasedContrast:)``, also giving the content
    /// roles that cannot reach their contrast target under a version that guarantees contrast.
    package static func resolution(
        palette: Palette, rulesVersion: RulesVersion, backgrounds: [RoleBackground] = RoleBackground.allCases,
        increasedContrast: Bool = false
    ) throws(RoleConflictError) -> (roles: [ResolvedRole], shortfalls: [ContrastShortfall]) {
        var roles = RoleCatalogue.roles(rules: rulesVersion.rules(for: palette), backgrounds: backgrounds)
        // Paths are keyed by their segments as slices, the form `conflicts` looks prefixes up in.
        var positions: [RolePathKey: Int] = [:]
        positions.reserveCapacity(roles.count + palette.customRoles.count)
        for (position, role) in roles.enumerated() {
            positions[RolePathKey(role.path.segments[...])] = position
        }
        roles.reserveCapacity(roles.count + palette.customRoles.count)
        // Which roles the scheme gives itself: the custom roles replacing a catalogue color, and
        // every one after the catalogue's.
        var isCustom = [Bool](repeating: false, count: roles.count)
        for custom in palette.customRoles {
            let key = RolePathKey(custom.path.segments[...])
            if let position = positions[key] {
                roles[position].color = custom.color
                isCustom[position] = true
            } else {
                positions[key] = roles.count
                roles.append(ResolvedRole(path: custom.path, color: custom.color))
                isCustom.append(true)
            }
        }
        // The catalogue's own paths never clash, so only custom roles can.
        if !palette.customRoles.isEmpty, liesInsideAColor(anyOf: roles, colors: positions) {
            let diagnostics = conflicts(of: palette.customRoles, with: roles, colors: positions)
            guard diagnostics.isEmpty else { throw RoleConflictError(diagnostics: diagnostics) }
        }
        guard rulesVersion.guaranteesContrast else { return (roles, []) }
        return ContrastGuarantee.apply(to: roles, palette: palette, increasedContrast: increasedContrast,
                                       positions: positions, isCustom: isCustom)
    }

    /// Whether a strict prefix of some role's path is the path of a color in `colors`: exactly
    /// when ``conflicts(of:with:colors:)`` finds a problem (the role lies inside that color, and
    /// the color is the group holding the role), found with one look-up per prefix.
    private static func liesInsideAColor(anyOf roles: [ResolvedRole], colors: [RolePathKey: Int]) -> Bool {
        var previous: [String] = []
        for role in roles {
            let segments = role.path.segments
            // Roles come grouped: the strict prefixes this path shares with the previous one
            // were looked up with that one.
            var shared = 0
            while shared < segments.count - 1, shared < previous.count - 1, segments[shared] == previous[shared] { shared += 1 }
            previous = segments
            guard shared < segments.count - 1 else { continue }
            var digest = RolePathKey.Digest()
            for length in 1..<segments.count {
                digest.add(segments[length - 1])
                if length > shared, colors[RolePathKey(segments[..<length], digest: digest)] != nil { return true }
            }
        }
        return false
    }

    /// An error for each custom role whose path is a group of other roles or lies inside a color.
    ///
    /// Paths and their prefixes are compared as slices of their segments, so that no prefix is
    /// copied into a path of its own unless it is reported.
    /// `colors` holds the path of every role in `roles`.
    private static func conflicts(
        of customRoles: [CustomRole], with roles: [ResolvedRole], colors: [RolePathKey: Int]
    ) -> [Diagnostic] {
        var groups: [RolePathKey: RolePath] = [:]
        var previous: ArraySlice<String> = []
        for role in roles {
            let segments = role.path.segments
            var digest = RolePathKey.Digest()
            for length in 1..<max(segments.count, 1) {
                digest.add(segments[length - 1])
                // Roles come grouped: a group the previous role lies in is already recorded.
                if length < previous.count, segments[..<length] == previous.prefix(length) { continue }
                let key = RolePathKey(segments[..<length], digest: digest)
                if groups[key] == nil { groups[key] = role.path }
            }
            previous = segments[...]
        }
        var reported = Set<RolePath>()
        var diagnostics: [Diagnostic] = []
        for custom in customRoles where !reported.contains(custom.path) {
            // A clash between two custom roles is reported once, at the first of them.
            let segments = custom.path.segments
            let message: String
            if let member = groups[RolePathKey(segments[...])] {
                if reported.contains(member) { continue }
                message = "role '\(custom.path)' cannot be a color: it is the group holding '\(member)'"
            } else if let length = enclosingColorLength(of: segments, colors: colors) {
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

    /// The number of leading segments of `segments` that make the path of a color in `colors`,
    /// if a strict prefix does.
    private static func enclosingColorLength(of segments: [String], colors: [RolePathKey: Int]) -> Int? {
        var digest = RolePathKey.Digest()
        for length in 1..<max(segments.count, 1) {
            digest.add(segments[length - 1])
            if colors[RolePathKey(segments[..<length], digest: digest)] != nil { return length }
        }
        return nil
    }
}
