// Per scheme: catalogue roles from a palette or roles given directly; then checks all schemes share roles.
import ColorMath
import SourceDiagnostics

/// The resolve stage of generation: from every scheme's tokens to one ``ColorRoleSet``.
///
/// Schemes with a palette get the role catalogue under the pinned rules version; schemes without
/// one supply their roles directly. Every scheme must end up with the same roles: a role that one
/// scheme adds and another lacks is an error at the scheme that lacks it (where the config names
/// it), with a note at the role's definition.
package enum SchemeRoleResolver {
    /// Resolves `schemes` with the rules version and backgrounds of `config`. Each scheme's tokens
    /// are handed over to the thread resolving it, which frees them when done unless the caller
    /// keeps them too.
    ///
    /// - Parameter increasedContrast: The names of the schemes that serve an increased-contrast
    ///   appearance (``ColorGenConfig/increasedContrastSchemes``); rules version 3 holds them to
    ///   7:1 and 4.5:1.
    package static func resolve(_ schemes: consuming [SchemeTokens], config: ColorGenConfig,
                               increasedContrast: Set<String> = []) -> (roles: ColorRoleSet?, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let version = config.rulesVersion?.value ?? .unpinned
        if config.rulesVersion == nil,
           config.layout?.value == .palette || schemes.contains(where: { $0.declaredLayout?.value == .palette }) {
            // Only the rules of a palette depend on the version; roles given directly do not.
            diagnostics.append(.warning("no \"rulesVersion\": using version \(version.rawValue), as before; pin one, e.g. "
                                        + "\"rulesVersion\": \(RulesVersion.newest.rawValue), which guarantees every role's "
                                        + "contrast (docs/rules-versions.md)",
                                        at: SourceLocation(path: config.path, line: 1, column: 1)))
        }
        let backgrounds = config.backgrounds.map { chosen in
            RoleBackground.allCases.filter { background in chosen.contains { $0.value == background } }
        } ?? RoleBackground.allCases
        let (appearances, appearanceDiagnostics) = AppearanceSchemes.resolve(config.appearances, schemes: schemes.map(\.name.value))
        diagnostics += appearanceDiagnostics
        var perScheme: [(name: String, roles: [ResolvedRole], customRoles: [CustomRole])] = []
        var backdrops: [RoleBackground: [RGBA]] = [:]
        // Schemes resolve independently of one another, so on all cores; merged in scheme order.
        let rulesVersion = version
        let names = schemes.map(\.name)
        let configLayout = config.layout?.value
        let patterns = config.rolePatterns?.map(\.value)
        let resolvedSchemes = schemes.concurrentMapHandingOver { scheme in
            resolveScheme(scheme, layout: configLayout, patterns: patterns, rulesVersion: rulesVersion, backgrounds: backgrounds,
                          increasedContrast: increasedContrast.contains(scheme.name.value))
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
            diagnostics.append(.error("scheme \"\(first.name)\" defines no roles: give it color tokens that are not "
                                      + "reference-only\(patterns == nil ? "" : " and match \"roles\""), or declare "
                                      + "\"\(RoleLayout.key)\": \"palette\" for a rules palette", at: names[0].location))
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
        var roles = zip(first.roles, colors).map { role, colors in SchemeRole(path: role.path, colors: colors) }
        documentRoles(&roles, from: perScheme.map(\.customRoles))
        var set = ColorRoleSet(schemes: perScheme.map(\.name), roles: roles, rulesVersion: version,
                               backdrops: everySchemeHasBackdrops ? backdrops : [:], appearances: appearances,
                               increasedContrastSchemes: increasedContrast.intersection(perScheme.map(\.name)))
        set.definedRoles = perScheme.map(\.customRoles)
        return (set, diagnostics)
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
    ///
    /// The layout is the config's `layout`, else the one the scheme's files declare, else roles;
    /// a scheme laid out as a rules palette without a declaration is an error saying what to write.
    private static func resolveScheme(_ scheme: SchemeTokens, layout configLayout: RoleLayout?, patterns: [RolePattern]?,
                                      rulesVersion: RulesVersion, backgrounds: [RoleBackground],
                                      increasedContrast: Bool)
        -> (roles: SchemeResolution?, diagnostics: [Diagnostic]) {
        let layout = configLayout ?? scheme.declaredLayout?.value ?? .roles
        if configLayout == nil, scheme.declaredLayout == nil, SchemePaletteReader.looksLikeRulesPalette(scheme.tokens) {
            return (nil, [.error("scheme \"\(scheme.name.value)\" is laid out as a rules palette (palette.primary, "
                                 + "palette.secondary and palette.accent alias swatch tiles), but colorgen.json does not "
                                 + "say so, and colorgen no longer guesses it from the group name: add "
                                 + "\"\(RoleLayout.key)\": \"palette\" to colorgen.json for the rules to derive the roles "
                                 + "(or \"\(RoleLayout.key)\": \"roles\" to take these tokens as the roles)",
                                 at: scheme.name.location)])
        }
        let failures = failureDiagnostics(of: scheme, layout: layout, patterns: patterns)
        if failures.containsErrors { return (nil, failures) }
        var read = SchemePaletteReader.read(scheme, layout: layout, patterns: patterns)
        read.diagnostics = failures + read.diagnostics
        switch read.source {
        case nil:
            return (nil, read.diagnostics)
        case .palette(let palette):
            do {
                let resolved = try RoleResolver.resolution(palette: palette, rulesVersion: rulesVersion, backgrounds: backgrounds,
                                                           increasedContrast: increasedContrast)
                let backdrops = RoleBackground.allCases.map { ($0, $0.tile(in: palette).color) }
                let shortfalls = resolved.shortfalls.map { shortfall in
                    Diagnostic.warning("role \(shortfall.role) reaches only \(ContrastText.ratio(shortfall.ratio)):1 in scheme "
                                       + "\"\(scheme.name.value)\" (target \(ContrastText.number(shortfall.target)):1): no color "
                                       + "reaches the target on what it is drawn on; it gets the best ratio possible",
                                       at: scheme.name.location)
                }
                return (SchemeResolution(roles: resolved.roles, customRoles: palette.customRoles, backdrops: backdrops),
                        read.diagnostics + shortfalls)
            } catch {
                return (nil, read.diagnostics + error.diagnostics)
            }
        case .roles(let custom):
            let roles = custom.map { ResolvedRole(path: $0.path, color: $0.color) }
            return (SchemeResolution(roles: roles, customRoles: custom, backdrops: []), read.diagnostics)
        }
    }

    /// The problems of the tokens generation could not resolve in `scheme` (``TokenFailure``):
    /// errors when a role uses the token, warnings otherwise. With the palette layout every
    /// token may be used by the rules, so all are errors.
    static func failureDiagnostics(of scheme: SchemeTokens, layout: RoleLayout, patterns: [RolePattern]?) -> [Diagnostic] {
        scheme.tokens.failures.diagnostics { failure in
            layout == .palette
                || SchemePaletteReader.selectsRole(path: failure.path, file: failure.location.path, in: scheme, patterns: patterns)
        }
    }

    /// ``failureDiagnostics(of:layout:patterns:)`` under `config`, for a run that stops before
    /// the resolve stage, so that its problems are still all reported.
    package static func failureDiagnostics(of scheme: SchemeTokens, config: ColorGenConfig) -> [Diagnostic] {
        failureDiagnostics(of: scheme, layout: config.layout?.value ?? scheme.declaredLayout?.value ?? .roles,
                           patterns: config.rolePatterns?.map(\.value))
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

    /// Gives `roles` the documentation of the first scheme whose token has any and each scheme's
    /// alias to another role; a deprecated role aliasing a role in the default scheme is replaced
    /// by it. `customRoles` are each scheme's own roles, in scheme order.
    private static func documentRoles(_ roles: inout [SchemeRole], from customRoles: [[CustomRole]]) {
        let documents = customRoles.contains { $0.contains { !$0.documentation.isEmpty || $0.aliasOf != nil } }
        guard documents else { return }
        let positions = Dictionary(roles.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        for (scheme, custom) in customRoles.enumerated() {
            for role in custom where !role.documentation.isEmpty || role.aliasOf != nil {
                guard let position = positions[role.path] else { continue }
                if roles[position].documentation.isEmpty { roles[position].documentation = role.documentation }
                if let target = role.aliasOf, target != role.path, positions[target] != nil {
                    if roles[position].aliases.isEmpty {
                        roles[position].aliases = Array(repeating: nil, count: customRoles.count)
                    }
                    roles[position].aliases[scheme] = target
                }
            }
        }
        for position in roles.indices where roles[position].documentation.deprecation != nil {
            let replacement = roles[position].alias(inScheme: 0)
            roles[position].documentation.deprecation?.replacement = replacement
        }
    }

    private static func locations(of roles: [CustomRole]) -> [RolePath: SourceLocation] {
        var result: [RolePath: SourceLocation] = [:]
        for role in roles {
            if let location = role.location { result[role.path] = location }
        }
        return result
    }
}
