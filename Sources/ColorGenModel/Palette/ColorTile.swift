// Tile model: color + usesLightStyle, equal at 8 bits per channel ignoring name/location, as the rules need.
import ColorMath
import SourceDiagnostics

/// One color of a palette together with the style of the content drawn on it.
///
/// Two tiles are equal when their colors and their `usesLightStyle` agree; the name and the
/// source location are ignored. Colors are compared at 8 bits per channel (the precision of the
/// `#rrggbb` hex they are written in), so a color read from DTCG components equals the same color
/// read from its hex. The rules depend on this equality (docs/color-rules-contract.md §6.1): a tile whose color
/// matches the background but whose light style differs is a different tile.
public struct ColorTile: Hashable, Sendable, CustomStringConvertible {
    /// The color.
    public var color: RGBA
    /// Whether the color is dark, so that text and icons drawn on it should be light.
    var usesLightStyle: Bool
    /// The tile's name in its swatch (e.g. `"2"` or `"veryLightGray"`), for messages only.
    public var name: String?
    /// Where the tile was defined, if it was read from a file.
    public var location: SourceLocation?

    /// Creates a tile.
    public init(color: RGBA, usesLightStyle: Bool, name: String? = nil, location: SourceLocation? = nil) {
        self.color = color
        self.usesLightStyle = usesLightStyle
        self.name = name
        self.location = location
    }

    public static func == (lhs: ColorTile, rhs: ColorTile) -> Bool {
        lhs.usesLightStyle == rhs.usesLightStyle && lhs.color.rgba8Bit == rhs.color.rgba8Bit
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(usesLightStyle)
        hasher.combine(color.rgba8Bit)
    }

    /// `#rrggbb`, followed by ` (light style)` when content on the tile is light.
    public var description: String {
        color.hexWithAlpha + (usesLightStyle ? " (light style)" : "")
    }
}

extension ColorTile {
    /// A tile from a `#rrggbb` literal of the built-in libraries; traps on a malformed literal.
    init(_ hex: String, usesLightStyle: Bool, name: String? = nil) {
        guard let color = RGBA(hex: hex) else { preconditionFailure("malformed built-in color \(hex)") }
        self.init(color: color, usesLightStyle: usesLightStyle, name: name)
    }
}
