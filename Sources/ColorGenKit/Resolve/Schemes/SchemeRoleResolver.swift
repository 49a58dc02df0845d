/// The resolve stage of generation: from every scheme's tokens to one ``ColorRoleSet``.
///
/// Schemes with a palette get the role catalogue under the pinned rules version; schemes without
/// one supply their roles directly. Every scheme must end up with the same roles: a role that one
/// scheme adds and another lacks is an error at the role's definition.
public enum SchemeRoleResolver {
    /// Resolves `schemes` with the rules version and backgrounds of `config`.
    public static func resolve(_ schemes: [SchemeTokens], config: ColorGenConfig) -> (roles: ColorRoleSet?, diagnostics: [Diagnostic]) {
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
        for scheme in schemes {
            let read = SchemePaletteReader.read(scheme)
            diagnostics += read.diagnostics
            guard let source = read.source else { continue }
            switch source {
            case .palette(let palette):
                do {
                    let roles = try RoleResolver.resolve(palette: palette, rulesVersion: version, backgrounds: backgrounds)
                    perScheme.append((scheme.name.value, roles, palette.customRoles))
                    for background in RoleBackground.allCases {
                        backdrops[background, default: []].append(background.tile(in: palette).color)
                    }
                } catch {
                    diagnostics += error.diagnostics
                }
            case .roles(let custom):
                perScheme.append((scheme.name.value, custom.map { ResolvedRole(path: $0.path, color: $0.color) }, custom))
            }
        }
        guard !diagnostics.containsErrors, perScheme.count == schemes.count, let first = perScheme.first else {
            return (nil, diagnostics)
        }
        guard !first.roles.isEmpty else {
            diagnostics.append(.error("scheme \"\(first.name)\" defines no roles: give it palette.primary, palette.secondary "
                                      + "and palette.accent, or color tokens", at: schemes[0].name.location))
            return (nil, diagnostics)
        }
        var roles = first.roles.map { SchemeRole(path: $0.path, colors: [$0.color]) }
        let positions = Dictionary(uniqueKeysWithValues: roles.enumerated().map { ($1.path, $0) })
        for index in roles.indices { roles[index].colors.reserveCapacity(perScheme.count) }
        // Where custom roles are defined is only needed for messages, so it is found only then.
        var firstLocations: [RolePath: SourceLocation]?
        for scheme in perScheme.dropFirst() {
            var seen = [Bool](repeating: false, count: roles.count)
            var schemeLocations: [RolePath: SourceLocation]?
            for role in scheme.roles {
                guard let position = positions[role.path] else {
                    schemeLocations = schemeLocations ?? locations(of: scheme.customRoles)
                    diagnostics.append(.error("role \(role.path) is defined for scheme \"\(scheme.name)\" but not for \"\(first.name)\"; "
                                              + "every scheme needs the same roles", at: schemeLocations?[role.path]))
                    continue
                }
                seen[position] = true
                roles[position].colors.append(role.color)
            }
            for (position, role) in first.roles.enumerated() where !seen[position] {
                firstLocations = firstLocations ?? locations(of: first.customRoles)
                diagnostics.append(.error("role \(role.path) is defined for scheme \"\(first.name)\" but not for \"\(scheme.name)\"; "
                                          + "every scheme needs the same roles", at: firstLocations?[role.path]))
            }
        }
        guard !diagnostics.containsErrors else { return (nil, diagnostics) }
        let everySchemeHasBackdrops = backdrops.values.allSatisfy { $0.count == perScheme.count }
        return (ColorRoleSet(schemes: perScheme.map(\.name), roles: roles, rulesVersion: version,
                             backdrops: everySchemeHasBackdrops ? backdrops : [:]), diagnostics)
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

    private static func locations(of roles: [CustomRole]) -> [RolePath: SourceLocation] {
        var result: [RolePath: SourceLocation] = [:]
        for role in roles {
            if let location = role.location { result[role.path] = location }
        }
        return result
    }
}
