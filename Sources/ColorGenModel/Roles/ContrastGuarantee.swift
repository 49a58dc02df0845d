// Rules v3's fallback ladder per content role: keep, nearest same-swatch tile, gray tile, least L shift.
import ColorMath

/// Rules version 3's last step: every content role of a palette scheme brought to its contrast
/// target on what it is drawn on (``ContrastPairs``), deterministically (docs/rules-versions.md).
///
/// For each content role, in catalogue order, on its composited backdrop:
/// 1. its version-2 color, kept exactly when it meets the target;
/// 2. else the nearest tile (by index) of the swatch that color comes from that meets it, the
///    higher ratio first on a tie, then the lighter tile;
/// 3. else the gray-scale tile closest in OKLCH lightness to the color that meets it, the higher
///    ratio first on a tie;
/// 4. else the color with its OKLCH lightness moved by the least amount that meets it, chroma and
///    hue kept (chroma reduced only to stay in sRGB);
/// 5. else (no color reaches the target, e.g. 7:1 on a mid-tone) the candidate with the best
///    ratio, reported as a ``ContrastShortfall``.
/// Every candidate is measured as written (RGB channels quantised to 8 bits, the role's alpha
/// kept) and as a screen shows it: on the least ratio over every 8-bit rounding of the blends
/// beneath it and of its own (``ScreenComposite``).
/// Roles the scheme defines itself (`roles` tokens) are never changed. Exempt followers keep
/// their relation to their leader: a disabled title or pressed checkbox tint that had its
/// enabled role's color takes the enabled role's new color (with its own alpha), and a disabled
/// title that would equal its enabled title is drawn at the disabled alpha.
enum ContrastGuarantee {
    /// The roles with every content role at its target, and the roles that cannot reach it.
    ///
    /// `positions` holds the position of each role by its path, and `isCustom` tells, by
    /// position, the roles the scheme defines itself.
    static func apply(
        to roles: [ResolvedRole], palette: Palette, increasedContrast: Bool,
        positions: [RolePathKey: Int], isCustom: [Bool]
    ) -> (roles: [ResolvedRole], shortfalls: [ContrastShortfall]) {
        var roles = roles
        let original = roles.map(\.color)
        // Where a role's color is looked for, made once: text looks in the text swatch first.
        let keys = PaletteKey.allCases.map { palette[$0] }
        let textSwatches = [palette.text] + keys, otherSwatches = keys + [palette.text]
        let grays = palette.grayScale.tiles
        var shortfalls: [ContrastShortfall] = []
        for position in roles.indices where !isCustom[position] {
            guard let pair = ContrastPairs.pair(for: roles[position].path),
                  let background = RoleBackground(rawValue: pair.background),
                  let beneath = ContrastPairs.beneath(pair, backdrop: background.tile(in: palette).color,
                                                      color: { positions[RolePathKey($0.segments[...])].map { roles[$0].color } })
            else { continue }
            let target = pair.content.minimumRatio(increasedContrast: increasedContrast)
            let search = Search(beneath: beneath, target: target,
                                swatches: pair.content == .text ? textSwatches : otherSwatches, grays: grays)
            let choice = search.choose(for: roles[position].color)
            roles[position].color = choice.color
            if choice.ratio < target {
                shortfalls.append(ContrastShortfall(role: pair.foreground, ratio: choice.ratio, target: target))
            }
        }
        for (follower, leader) in followers(of: roles, positions: positions) where !isCustom[follower] {
            let before = original[follower], leaderBefore = original[leader]
            let leaderAfter = roles[leader].color
            if leaderAfter != leaderBefore && before.withAlpha(1) == leaderBefore.withAlpha(1) {
                roles[follower].color = leaderAfter.withAlpha(before.alpha)
            }
            if roles[follower].path.segments.last == ControlState.disabled.rawValue, roles[follower].color == leaderAfter {
                roles[follower].color = leaderAfter.withAlpha(RuleConstant.disabledAlpha)
            }
        }
        return (roles, shortfalls)
    }

    /// Each exempt role that follows an enabled one, with that one, as positions in `roles`:
    /// `button.<type>.on<Bg>.text.disabled` follows `...text.normal`, `checkbox.on<Bg>.tint.pressed`
    /// and `.disabled` follow `...tint.normal` (only `pressed` takes its color; `disabled` is gray).
    /// `positions` holds each role's position by path.
    private static func followers(of roles: [ResolvedRole], positions: [RolePathKey: Int]) -> [(follower: Int, leader: Int)] {
        var result: [(Int, Int)] = []
        for (position, role) in roles.enumerated() {
            let segments = role.path.segments
            let isButtonTitle = segments.count == 5 && segments[0] == "button" && segments[3] == "text"
                && segments[4] == ControlState.disabled.rawValue
            let isPressedTint = segments.count == 4 && segments[0] == "checkbox" && segments[2] == "tint"
                && segments[3] == "pressed"
            guard isButtonTitle || isPressedTint else { continue }
            var leader = segments
            leader[leader.count - 1] = ControlState.normal.rawValue
            if let leaderPosition = positions[RolePathKey(leader[...])] { result.append((position, leaderPosition)) }
        }
        return result
    }

    /// The search for one role's color.
    private struct Search {
        let beneath: ScreenComposite
        let target: Double
        /// The palette's swatches in the order ``swatch(holding:)`` looks through them.
        let swatches: [ColorMapping]
        /// The gray scale's tiles.
        let grays: [ColorTile]

        init(beneath: ScreenComposite, target: Double, swatches: [ColorMapping], grays: [ColorTile]) {
            self.beneath = beneath
            self.target = target
            self.swatches = swatches
            self.grays = grays
        }

        /// A color and its ratio on ``beneath``, measured as written.
        struct Candidate {
            var color: RGBA
            var ratio: Double
        }

        func measure(_ color: RGBA) -> Candidate {
            let written = color.quantized
            return Candidate(color: written, ratio: ratio(of: written))
        }

        /// The least contrast ratio of `written` composited over ``beneath`` that a screen shows.
        func ratio(of written: RGBA) -> Double {
            beneath.leastContrastRatio(of: written).value
        }

        func choose(for color: RGBA) -> Candidate {
            let kept = Candidate(color: color, ratio: ratio(of: color.quantized))
            if kept.ratio >= target { return kept }
            var best = kept
            func consider(_ candidate: Candidate) {
                if candidate.ratio > best.ratio { best = candidate }
            }
            if let swatch = swatch(holding: color) {
                let tiles = swatch.tiles.map { measure($0.color.withAlpha(color.alpha)) }
                tiles.forEach(consider)
                let passing = tiles.indices.filter { tiles[$0].ratio >= target }
                let nearest = passing.min { lhs, rhs in
                    let left = abs(lhs - swatch.index), right = abs(rhs - swatch.index)
                    if left != right { return left < right }
                    if tiles[lhs].ratio != tiles[rhs].ratio { return tiles[lhs].ratio > tiles[rhs].ratio }
                    return lhs < rhs
                }
                if let nearest { return tiles[nearest] }
            }
            let lightness = color.oklch.lightness
            let grays = grays.map { (tile: $0, candidate: measure($0.color.withAlpha(color.alpha))) }
            grays.map(\.candidate).forEach(consider)
            let closestGray = grays.filter { $0.candidate.ratio >= target }.min { lhs, rhs in
                let left = abs(lhs.tile.color.oklch.lightness - lightness)
                let right = abs(rhs.tile.color.oklch.lightness - lightness)
                if left != right { return left < right }
                return lhs.candidate.ratio > rhs.candidate.ratio
            }
            if let closestGray { return closestGray.candidate }
            let moves = [1.0, -1.0].compactMap { direction -> (distance: Double, candidate: Candidate)? in
                let end = lightnessMove(color, by: direction * (direction > 0 ? 1 - lightness : lightness))
                consider(end)
                return leastMove(color, direction: direction, lightness: lightness)
            }
            if let least = moves.min(by: { lhs, rhs in
                lhs.distance != rhs.distance ? lhs.distance < rhs.distance : lhs.candidate.ratio > rhs.candidate.ratio
            }) {
                return least.candidate
            }
            return best
        }

        /// The color with its OKLCH lightness moved by `delta`, hue and chroma kept within sRGB.
        func lightnessMove(_ color: RGBA, by delta: Double) -> Candidate {
            measure(LightnessSearch.unquantized(color, atLightness: color.oklch.lightness + delta))
        }

        /// The least lightness move in `direction` (+1 lighter, −1 darker) that meets the target:
        /// a bisection to 1/4096 of the range, then steps of that size until the written color
        /// passes; nil when even the end of the range does not.
        func leastMove(_ color: RGBA, direction: Double, lightness: Double) -> (distance: Double, candidate: Candidate)? {
            let range = direction > 0 ? 1 - lightness : lightness
            guard range > 0, lightnessMove(color, by: direction * range).ratio >= target else { return nil }
            var low = 0.0, high = range
            for _ in 0..<12 {
                let middle = (low + high) / 2
                if lightnessMove(color, by: direction * middle).ratio >= target { high = middle } else { low = middle }
            }
            let step = range / 4096
            var distance = high
            var candidate = lightnessMove(color, by: direction * distance)
            while candidate.ratio < target && distance < range {
                distance = min(distance + step, range)
                candidate = lightnessMove(color, by: direction * distance)
            }
            return candidate.ratio >= target ? (distance, candidate) : nil
        }

        /// The palette swatch, with the tile's position, that holds `color` (alpha ignored): the text
        /// swatch first for text, then the palette keys in order, then (for non-text) the text swatch.
        func swatch(holding color: RGBA) -> ColorMapping? {
            let opaque = color.withAlpha(1)
            for mapping in swatches {
                if let index = mapping.tiles.firstIndex(where: { $0.color.withAlpha(1) == opaque }),
                   let found = ColorMapping(swatch: mapping.swatch, index: index) {
                    return found
                }
            }
            return nil
        }
    }
}

/// A content role that no color brings to its target in a scheme: the best ratio it got.
struct ContrastShortfall: Hashable, Sendable {
    /// The role.
    package var role: RolePath
    /// The best ratio reached, unrounded.
    package var ratio: Double
    /// The target it misses.
    package var target: Double
}
