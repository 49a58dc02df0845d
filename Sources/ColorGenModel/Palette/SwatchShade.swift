/// The five shade names that pick an absolute position in a swatch (`RSDColorSwatch.Shade`).
///
/// Named palettes choose their keys this way, e.g. beach's primary is `powder.light`.
public enum SwatchShade: String, CaseIterable, Sendable {
    /// The lightest tile.
    case veryLight
    /// The tile before the middle one.
    case light
    /// The middle tile.
    case medium
    /// The tile after the middle one.
    case dark
    /// The darkest tile.
    case veryDark

    /// The index this shade stands for in a swatch of `count` tiles (integer division):
    /// veryLight 0, light max(n/2 − 1, 0), medium n/2, dark min(n/2 + 1, n − 1), veryDark n − 1.
    /// So 5 tiles give 0, 1, 2, 3, 4 and 7 tiles give 0, 2, 3, 4, 6.
    public func index(inSwatchOf count: Int) -> Int {
        let middle = count / 2
        switch self {
        case .veryLight: return 0
        case .light: return max(middle - 1, 0)
        case .medium: return middle
        case .dark: return min(middle + 1, count - 1)
        case .veryDark: return count - 1
        }
    }
}
