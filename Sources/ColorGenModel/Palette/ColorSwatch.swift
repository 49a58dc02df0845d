// Palette swatch model: tiles indexed light to dark, looked up by index or named shade for the rules' steps.
import SourceDiagnostics

/// A named family of tiles ordered from the lightest (index 0) to the darkest (last index).
///
/// "One shade lighter" moves to a lower index and "one shade darker" to a higher one; a swatch may
/// hold any number of tiles.
public struct ColorSwatch: Hashable, Sendable {
    /// The swatch's name, e.g. `"royal"` or `"grayScale"`.
    public var name: String
    /// The tiles, lightest first.
    var tiles: [ColorTile]
    /// Where the swatch was defined, if it was read from a file.
    public var location: SourceLocation?

    /// Creates a swatch.
    public init(name: String, tiles: [ColorTile], location: SourceLocation? = nil) {
        self.name = name
        self.tiles = tiles
        self.location = location
    }

    /// The mapping at `index`, or `nil` when the swatch has no tile there.
    public func mapping(at index: Int) -> ColorMapping? {
        ColorMapping(swatch: self, index: index)
    }

    /// The mapping at the absolute position a shade name stands for (docs/color-rules-contract.md §1.2).
    ///
    /// `nil` only for an empty swatch.
    public func mapping(forShade shade: SwatchShade) -> ColorMapping? {
        mapping(at: shade.index(inSwatchOf: tiles.count))
    }
}

extension ColorSwatch {
    /// A built-in swatch written as in the spec tables: `#rrggbb` tokens separated by spaces,
    /// a trailing `*` marking a light-style tile. Tiles are named by their index.
    init(sage name: String, _ tiles: String) {
        let tokens = tiles.split(separator: " ")
        self.init(name: name, tiles: tokens.enumerated().map { index, token in
            let usesLightStyle = token.hasSuffix("*")
            return ColorTile(String(token.prefix(7)), usesLightStyle: usesLightStyle, name: String(index))
        })
    }
}
