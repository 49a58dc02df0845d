// A team's own roles held to a derived scheme's contrast level: only the foregrounds that fall short move.
import ColorMath

/// The schemes of a config of roles (no palette, so no rules to choose colors) derived as an
/// increased- or medium-contrast counterpart: every declared pair and pair by name held to its
/// minimum at that level (``ContrastCheckSpec/minimum(at:)``), by moving each foreground that
/// falls short to the nearest color that passes every pair it is the foreground of
/// (``ContrastSuggestion``); every other role keeps its source scheme's color
/// (docs/derived-schemes.md). Palette schemes are left to rules version 3's guarantee.
public enum DerivedContrastLevels {
    /// `roles` with the falling-short foregrounds of each such scheme moved.
    public static func apply(to roles: ColorRoleSet, config: ColorGenConfig) -> ColorRoleSet {
        guard roles.backdrops.isEmpty else { return roles }
        guard case .tokenFiles(let definitions) = config.schemes else { return roles }
        let derived = Set(definitions.filter { [.increasedContrast, .mediumContrast].contains($0.derivation?.counterpart) }
            .map(\.name.value))
        let schemes = roles.schemes.indices.filter { derived.contains(roles.schemes[$0]) }
        guard !schemes.isEmpty else { return roles }
        var roles = roles
        let positions = Dictionary(roles.roles.enumerated().map { ($0.element.path, $0.offset) }, uniquingKeysWith: { first, _ in first })
        // A moved foreground may be another pair's background: a few rounds settle it.
        for _ in 0..<4 {
            let failing = DeclaredContrastCheck.check(roles, config: config).results.filter {
                !$0.passes && $0.metric == .wcag2 && schemes.contains(roles.schemes.firstIndex(of: $0.scheme) ?? -1)
            }
            guard !failing.isEmpty else { break }
            var moved = false
            var seen = Set<String>()
            for result in failing where seen.insert("\(result.foreground)\u{0}\(result.scheme)").inserted {
                guard let position = positions[result.foreground], let scheme = roles.schemes.firstIndex(of: result.scheme)
                else { continue }
                let own = failing.filter { $0.foreground == result.foreground && $0.scheme == result.scheme }
                if let color = nearestPassingAll(roles.roles[position].colors[scheme], pairs: own, roles: roles,
                                                 positions: positions, scheme: scheme) {
                    roles.roles[position].colors[scheme] = color
                    moved = true
                }
            }
            if !moved { break }
        }
        return roles
    }

    /// The nearest color of `color`'s hue that passes every pair of `pairs` (one foreground's
    /// failing pairs in scheme `scheme`), measured on each pair's background as a screen shows it.
    private static func nearestPassingAll(_ color: RGBA, pairs: [DeclaredContrastCheck.Result], roles: ColorRoleSet,
                                          positions: [RolePath: Int], scheme: Int) -> RGBA? {
        let beneath = pairs.compactMap { pair -> (ScreenComposite, Double)? in
            positions[pair.background].map { (ScreenComposite(backdrop: roles.roles[$0].colors[scheme]), pair.minimum) }
        }
        return LightnessSearch.nearest(to: color) { candidate in
            beneath.allSatisfy { $0.0.leastContrastRatio(of: candidate).value >= $0.1 }
        }?.color
    }
}
