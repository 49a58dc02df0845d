// Dark-counterpart maker: Lmin+Lmax-L per swatch, gamut-mapped, text swatch untouched, aliases follow.
import ColorMath
import DesignTokens

/// The palette of a dark counterpart: each swatch's OKLCH lightness mirrored within the swatch's
/// own lightness range (docs/derived-schemes.md).
///
/// A swatch is a group of literal color tokens (its direct members); the gray scale is one too.
/// A tile of lightness L in a swatch whose tiles span Lmin...Lmax gets Lmin + Lmax − L, its chroma
/// and hue kept, with chroma reduced (CSS Color 4 gamut mapping) only where the new lightness
/// cannot hold it in sRGB. So the lightest tile takes the darkest tile's lightness and the
/// slots keep their meaning: gray-scale `white`, the base background, becomes the scheme's
/// darkest gray. The text swatch (the group `palette.text` aliases) is content, not background,
/// and is left as it is: the rules already pick its light tiles on light-style backgrounds.
/// Mirrored tiles lose an explicit `usesLightStyle` (it is derived from the new color); aliases
/// take their target's new color. Inspired by the tonal mapping of Material Design's dynamic color
/// (a tone t in light is 100 − t in dark) and by browsers' automatic dark modes, which invert
/// lightness in a perceptual space while keeping hue.
enum SchemeDerivationMirror {
    /// `tokens` with the tiles `shouldMirror` accepts mirrored.
    static func mirrored(_ tokens: EvaluatedTokens, where shouldMirror: (EvaluatedToken) -> Bool) -> EvaluatedTokens {
        let textSwatch = tokens["palette.text"]?.aliasTarget.map(parent(of:))
        var groups: [String: [Int]] = [:]
        for index in tokens.indices {
            let token = tokens[index]
            guard token.aliasTarget == nil, token.color != nil, shouldMirror(token) else { continue }
            let group = parent(of: token.path)
            guard !group.isEmpty, group != textSwatch else { continue }
            groups[group, default: []].append(index)
        }
        var newColors: [Int: DTCGColor] = [:]
        for members in groups.values {
            let literal = members.filter { tokens[$0].color != nil }
            let mirrored = SwatchLightness.mirrored(literal.compactMap { tokens[$0].color?.srgb })
            for (index, color) in zip(literal, mirrored) { newColors[index] = DTCGColor(srgb: color) }
        }
        var positions: [String: Int] = [:]
        for index in tokens.indices { positions[tokens[index].path] = index }
        /// The literal a token's alias chain ends at, if it was mirrored.
        func mirroredTarget(of index: Int) -> DTCGColor? {
            var current = index
            var seen: Set<Int> = []
            while let target = tokens[current].aliasTarget, let next = positions[target], seen.insert(next).inserted {
                current = next
            }
            return current == index ? nil : newColors[current]
        }
        var position = 0
        return tokens.transformed { token in
            defer { position += 1 }
            if let color = newColors[position] {
                token.value = .color(color)
                token.extensions = nil
            } else if let color = mirroredTarget(of: position) {
                token.value = .color(color)
            }
        }
    }

    private static func parent(of path: String) -> String {
        guard let dot = path.lastIndex(of: ".") else { return "" }
        return String(path[..<dot])
    }
}
