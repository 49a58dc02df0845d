// Where each content role of a role set finds its backdrop and layers, worked out once for every scheme.
import ColorMath

/// The content roles of a ``ColorRoleSet`` with their ``ContrastPairs/Pair``s and the places
/// their backdrops and layers are read from. Finding a role by its path hashes every segment,
/// which for the hundreds of pairs of a design system costs more than measuring them, so it is
/// done once here and each scheme is then measured by position.
struct ContrastPairSources {
    /// Where a pair's backdrop comes from.
    private enum Backdrop {
        /// The palette tile of the pair's background, one per scheme (``ColorRoleSet/backdrops``).
        case tile([RGBA])
        /// The role at this position: the background role of a scheme given as roles only.
        case role(Int)
    }

    /// One content role: its position, its pair, and the positions of the roles beneath it.
    private struct Source {
        var position: Int
        var pair: ContrastPairs.Pair
        var backdrop: Backdrop
        /// The roles of ``ContrastPairs/Pair/layers``, bottom first, by position.
        var layers: [Int]
    }

    private let roles: ColorRoleSet
    private let sources: [Source]

    /// The sources of every content role of `roles` whose background and layers are known.
    init(_ roles: ColorRoleSet) {
        var positions: [RolePath: Int] = [:]
        positions.reserveCapacity(roles.roles.count)
        for (position, role) in roles.roles.enumerated() { positions[role.path] = position }
        var sources: [Source] = []
        roles: for (position, role) in roles.roles.enumerated() {
            guard let pair = ContrastPairs.pair(for: role.path) else { continue }
            let backdrop: Backdrop
            if let background = RoleBackground(rawValue: pair.background), let tiles = roles.backdrops[background] {
                backdrop = .tile(tiles)
            } else if let backgroundRole = positions[ContrastPairs.backgroundRole(named: pair.background)] {
                backdrop = .role(backgroundRole)
            } else {
                continue
            }
            var layers: [Int] = []
            for layer in pair.layers {
                guard let layerPosition = positions[layer] else { continue roles }
                layers.append(layerPosition)
            }
            sources.append(Source(position: position, pair: pair, backdrop: backdrop, layers: layers))
        }
        self.roles = roles
        self.sources = sources
    }

    /// Each role's measurement in scheme `scheme` (an index into ``ColorRoleSet/schemes``) at the
    /// role's position, `nil` where there is none; a failing one with its suggestion.
    func measurements(in scheme: Int) -> [ContrastPairs.Measurement?] {
        let increasedContrast = roles.servesIncreasedContrast(scheme: scheme)
        var result = [ContrastPairs.Measurement?](repeating: nil, count: roles.roles.count)
        for source in sources {
            let backdrop = switch source.backdrop {
            case .tile(let tiles): tiles[scheme]
            case .role(let position): roles.roles[position].colors[scheme]
            }
            let layers = source.layers.map { roles.roles[$0].colors[scheme] }
            let color = roles.roles[source.position].colors[scheme]
            var measured = ContrastPairs.measurement(source.pair, color: color,
                                                     beneath: ScreenComposite(backdrop: backdrop, layers: layers),
                                                     increasedContrast: increasedContrast)
            if let shown = ContrastPairs.shownRatio(of: color, over: backdrop, layers: layers) {
                measured.ratio = shown
            }
            if !measured.passes {
                let minimum = measured.minimum
                measured.suggestion = .nearest(foreground: color, background: backdrop, layers: layers,
                                               value: { $1.leastContrastRatio(of: $0).value }, passes: { $0 >= minimum })
            }
            result[source.position] = measured
        }
        return result
    }
}
