// Gray-scale model the rules index by GrayShade, exposed as the `grayScale` swatch, mirrorable for dark.
import SourceDiagnostics

/// The seven gray tiles of a palette, `white` (index 0) to `black` (index 6).
public struct GrayScale: Hashable, Sendable {
    /// The gray scale as a swatch named `grayScale`, one tile per ``GrayShade`` in order.
    public let swatch: ColorSwatch

    /// Creates a gray scale from its seven tiles.
    public init(
        white: ColorTile, veryLightGray: ColorTile, lightGray: ColorTile, gray: ColorTile,
        darkGray: ColorTile, veryDarkGray: ColorTile, black: ColorTile, location: SourceLocation? = nil
    ) {
        swatch = ColorSwatch(
            name: "grayScale",
            tiles: [white, veryLightGray, lightGray, gray, darkGray, veryDarkGray, black],
            location: location)
    }

    /// The tile in a slot.
    public subscript(shade: GrayShade) -> ColorTile { swatch.tiles[shade.index] }

    /// The tiles in slot order.
    var tiles: [ColorTile] { swatch.tiles }

    /// The mapping at a slot, so that "one shade lighter/darker" moves along the gray scale.
    public func mapping(forShade shade: GrayShade) -> ColorMapping {
        guard let mapping = swatch.mapping(at: shade.index) else {
            preconditionFailure("a gray scale always has seven tiles")
        }
        return mapping
    }

}

extension GrayScale {
    /// SageResearch's gray scale (`RSDGrayScale` defaults, identical in libraries 1 and 2;
    /// docs/color-rules-contract.md §1.8): the default of every palette.
    public static let sage = GrayScale(sage: "#FFFFFF #EAEBEE #C3C7D1 #9DA3B3 #777F95* #575E71* #2A2A2A*")

    /// The deliberately garish gray scale of SageResearch's test palette (`RSDGrayScale.test`).
    static let sageTest = GrayScale(sage: "#ffe0d3 #ffb191 #ff834f #3bab22* #3bab22* #236614* #17440d*")

    /// The gray scale of a dark counterpart (docs/derived-schemes.md): the tiles' OKLCH lightness
    /// mirrored within the scale, as a derived scheme mirrors the swatches of its files, so that
    /// `white`, the base background, becomes the darkest gray; each tile's style follows its new color.
    func mirroredForDarkCounterpart() -> GrayScale {
        let colors = SwatchLightness.mirrored(tiles.map(\.color))
        let mirrored = zip(tiles, colors).map { tile, color in
            ColorTile(color: color, usesLightStyle: color.prefersLightContent, name: tile.name, location: tile.location)
        }
        return GrayScale(white: mirrored[0], veryLightGray: mirrored[1], lightGray: mirrored[2], gray: mirrored[3],
                         darkGray: mirrored[4], veryDarkGray: mirrored[5], black: mirrored[6], location: swatch.location)
    }

    /// A built-in gray scale from seven tokens as in ``ColorSwatch/init(sage:_:)``.
    init(sage tiles: String) {
        let t = ColorSwatch(sage: "grayScale", tiles).tiles
        precondition(t.count == GrayShade.allCases.count, "a gray scale has seven tiles")
        let named = zip(GrayShade.allCases, t).map { shade, tile in
            ColorTile(color: tile.color, usesLightStyle: tile.usesLightStyle, name: shade.rawValue)
        }
        self.init(
            white: named[0], veryLightGray: named[1], lightGray: named[2], gray: named[3],
            darkGray: named[4], veryDarkGray: named[5], black: named[6])
    }
}
