/// The resolve stage of generation: from every scheme's tokens to one ``ColorRoleSet``.
///
/// Schemes with a palette get the role catalogue under the pinned rules version; schemes without
/// one supply their roles directly. Every scheme must end up with the same roles: a role that one
/// scheme adds and another lacks is an error at the scheme that lacks it (where the config names
/// it), with a note at the role's definition.
public enum SchemeRoleResolver {
    /// Resolves `schemes` with the rules version and backgrounds of `config`. Each scheme's tokens
    /// are handed over to the thread resolving it, which frees them when done unless the caller
    /// keeps them too.
    public static func resolve(_ schemes: consuming [SchemeTokens], config: ColorGenConfig) -> (roles: ColorRoleSet?, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var version = RulesVersion.newest
        if let pinned = config.rulesVersion {
            do {
                version = try RulesVersion(number: pinned.value)
            } catch {
                diagnostics.append(.error(error.description, at: pinned.location))
            }
        }
        let backgrounds = readBackgrounds(config, diagnostics: &diagnostics)
        var perScheme: [(name: String, roles: [ResolvedRole], customRoles: [CustomRole])] = []
        var backdrops: [RoleBackground: [RGBA]] = [:]
        // Schemes resolve independently of one another, so on all cores; merged in scheme order.
        let rulesVersion = version
        let names = schemes.map(\.name)
        let resolvedSchemes = schemes.concurrentMapHandingOver { scheme in
            resolveScheme(scheme, rulesVersion: rulesVersion, backgrounds: backgrounds)
        }
        for (name, resolved) in zip(names, resolvedSchemes) {
            diagnostics += resolved.diagnostics
            guard let roles = resolved.roles else { continue }
            perScheme.append((name.value, roles.roles, roles.customRoles))
            for (background, color) in roles.backdrops {
                backdrops[background, default: []].append(color)
            }
        }
        guard !diagnostics.containsErrors, perScheme.count == names.count, let first = perScheme.first else {
            return (nil, diagnostics)
        }
        guard !first.roles.isEmpty else {
            diagnostics.append(.error("scheme \"\(first.name)\" defines no roles: give it palette.primary, palette.secondary "
                                      + "and palette.accent, or color tokens", at: names[0].location))
            return (nil, diagnostics)
        }
        var colors = first.roles.map { role in
            var colors: [RGBA] = []
            colors.reserveCapacity(perScheme.count)
            colors.append(role.color)
            return colors
        }
        // Looked up only for a scheme whose roles differ from the first's in number or order.
        var positions: [RolePath: Int]?
        // Where custom roles are defined is only needed for messages, so it is found only then.
        var firstLocations: [RolePath: SourceLocation]?
        for (index, scheme) in perScheme.enumerated().dropFirst() {
            if scheme.roles.count == first.roles.count, zip(scheme.roles, first.roles).allSatisfy({ $0.path == $1.path }) {
                for (position, role) in scheme.roles.enumerated() { colors[position].append(role.color) }
                continue
            }
            let rolePositions = positions ?? Dictionary(uniqueKeysWithValues: first.roles.enumerated().map { ($1.path, $0) })
            positions = rolePositions
            var seen = [Bool](repeating: false, count: first.roles.count)
            var schemeLocations: [RolePath: SourceLocation]?
            for role in scheme.roles {
                guard let position = rolePositions[role.path] else {
                    schemeLocations = schemeLocations ?? locations(of: scheme.customRoles)
                    diagnostics += missingRole(role.path, lackingScheme: names[0], definingScheme: scheme.name,
                                               definedAt: schemeLocations?[role.path])
                    continue
                }
                seen[position] = true
                colors[position].append(role.color)
            }
            for (position, role) in first.roles.enumerated() where !seen[position] {
                firstLocations = firstLocations ?? locations(of: first.customRoles)
                diagnostics += missingRole(role.path, lackingScheme: names[index], definingScheme: first.name,
                                           definedAt: firstLocations?[role.path])
            }
        }
        guard !diagnostics.containsErrors else { return (nil, diagnostics) }
        let everySchemeHasBackdrops = backdrops.values.allSatisfy { $0.count == perScheme.count }
        let roles = zip(first.roles, colors).map { role, colors in SchemeRole(path: role.path, colors: colors) }
        return (ColorRoleSet(schemes: perScheme.map(\.name), roles: roles, rulesVersion: version,
                             backdrops: everySchemeHasBackdrops ? backdrops : [:]), diagnostics)
    }

    /// What one scheme resolved to.
    private struct SchemeResolution: Sendable {
        /// Every role with its color.
        var roles: [ResolvedRole]
        /// The roles the scheme defines itself, with where they are defined.
        var customRoles: [CustomRole]
        /// The color of each background, for a scheme with a palette.
        var backdrops: [(RoleBackground, RGBA)]
    }

    /// One scheme's roles: the rules' catalogue and the custom roles for a palette (with the
    /// colors of its backgrounds), or the roles the scheme supplies directly.
    private static func resolveScheme(_ scheme: SchemeTokens, rulesVersion: RulesVersion, backgrounds: [RoleBackground])
        -> (roles: SchemeResolution?, diagnostics: [Diagnostic]) {
        let read = SchemePaletteReader.read(scheme)
        switch read.source {
        case nil:
            return (nil, read.diagnostics)
        case .palette(let palette):
            do {
                let roles = try RoleResolver.resolve(palette: palette, rulesVersion: rulesVersion, backgrounds: backgrounds)
                let backdrops = RoleBackground.allCases.map { ($0, $0.tile(in: palette).color) }
                return (SchemeResolution(roles: roles, customRoles: palette.customRoles, backdrops: backdrops),
                        read.diagnostics)
            } catch {
                return (nil, read.diagnostics + error.diagnostics)
            }
        case .roles(let custom):
            let roles = custom.map { ResolvedRole(path: $0.path, color: $0.color) }
            return (SchemeResolution(roles: roles, customRoles: custom, backdrops: []), read.diagnostics)
        }
    }

    /// The configured backgrounds in catalogue order, or all of them.
    private static func readBackgrounds(_ config: ColorGenConfig, diagnostics: inout [Diagnostic]) -> [RoleBackground] {
        guard let names = config.backgrounds else { return RoleBackground.allCases }
        let known = RoleBackground.allCases.map(\.rawValue)
        var chosen = Set<RoleBackground>()
        for name in names {
            if let background = RoleBackground(rawValue: name.value) {
                chosen.insert(background)
            } else {
                diagnostics.append(.error("unknown background \"\(name.value)\"; expected one of \(known.joined(separator: ", "))"
                                          + Suggestion.hint(for: name.value, in: known), at: name.location))
            }
        }
        return RoleBackground.allCases.filter(chosen.contains)
    }

    /// The error for a role that one scheme defines and another lacks, at the lacking scheme's
    /// name in the config, and a note at the role's definition when it is known.
    private static func missingRole(_ path: RolePath, lackingScheme: Located<String>, definingScheme: String,
                                    definedAt definition: SourceLocation?) -> [Diagnostic] {
        var diagnostics = [Diagnostic.error("scheme \"\(lackingScheme.value)\" has no role \(path), which scheme "
                                            + "\"\(definingScheme)\" defines; every scheme needs the same roles",
                                            at: lackingScheme.location)]
        if let definition {
            diagnostics.append(Diagnostic(.note, "role \(path) of scheme \"\(definingScheme)\" is defined here", at: definition))
        }
        return diagnostics
    }

    private static func locations(of roles: [CustomRole]) -> [RolePath: SourceLocation] {
        var result: [RolePath: SourceLocation] = [:]
        for role in roles {
            if let location = role.location { result[role.path] = location }
        }
        return result
    }
}
