/// One tile of a swatch picked by its index: a palette key such as "primary = royal, index 1".
///
/// The relative accessors move from the picked tile and clamp at the swatch's ends by falling
/// back to the nearer shade (docs/color-rules-contract.md §1.3): `light` is one tile lighter or else `normal`,
/// `veryLight` two tiles lighter or else `light`; `dark` and `veryDark` likewise towards the end.
public struct ColorMapping: Hashable, Sendable {
    /// The swatch the tile belongs to.
    public let swatch: ColorSwatch
    /// The picked tile's position in the swatch, always a valid index.
    public let index: Int

    /// Creates a mapping, or returns `nil` unless `0 <= index < swatch.tiles.count`.
    public init?(swatch: ColorSwatch, index: Int) {
        guard swatch.tiles.indices.contains(index) else { return nil }
        self.swatch = swatch
        self.index = index
    }

    /// The swatch's tiles, lightest first.
    var tiles: [ColorTile] { swatch.tiles }

    /// The number of tiles in the swatch.
    public var count: Int { swatch.tiles.count }

    /// The picked tile.
    public var normal: ColorTile { tiles[index] }

    /// One tile lighter, or `normal` at the light end.
    public var light: ColorTile { index - 1 >= 0 ? tiles[index - 1] : normal }

    /// Two tiles lighter, or else `light`.
    var veryLight: ColorTile { index - 2 >= 0 ? tiles[index - 2] : light }

    /// One tile darker, or `normal` at the dark end.
    public var dark: ColorTile { index + 1 < count ? tiles[index + 1] : normal }

    /// Two tiles darker, or else `dark`.
    var veryDark: ColorTile { index + 2 < count ? tiles[index + 2] : dark }
}
