// Validated value kinds: colors and simple types fully typed, composites kept as alias-free JSON; units.
import ColorMath
import PositionalJSON

/// A token's value after validation, typed by the token's type.
///
/// Colors, the reason colorgen exists, and the simple types are fully typed; composite values
/// (stroke styles, borders, transitions, shadows, gradients, typography) are kept as their
/// validated JSON with every alias and JSON pointer replaced by the value it stands for.
public enum TokenValue: Sendable {
    /// A `color` value.
    case color(DTCGColor)
    /// A `dimension` value.
    case dimension(DimensionValue)
    /// A `duration` value.
    case duration(DurationValue)
    /// A `number` value.
    case number(Double)
    /// A `fontFamily` value: font names from most to least preferred.
    case fontFamily([String])
    /// A `fontWeight` value.
    case fontWeight(FontWeightValue)
    /// A `cubicBezier` value: `[P1x, P1y, P2x, P2y]`.
    case cubicBezier([Double])
    /// A composite value (`strokeStyle`, `border`, `transition`, `shadow`, `gradient`,
    /// `typography`), validated, with references replaced.
    case composite(JSONValue)

    /// The color, if this is a color value.
    public var color: DTCGColor? {
        if case .color(let color) = self { return color }
        return nil
    }
}

/// A length: `{"value": 16, "unit": "px"}`.
public struct DimensionValue: Hashable, Sendable {
    /// The units DTCG 2025.10 allows for dimensions.
    public enum Unit: String, CaseIterable, Hashable, Sendable {
        /// Idealized pixels (points on iOS, dp on Android).
        case px
        /// Multiples of the system's default font size.
        case rem
    }

    /// The amount.
    public var value: Double
    /// The unit.
    public var unit: Unit

    /// Creates a dimension.
    public init(value: Double, unit: Unit) {
        self.value = value
        self.unit = unit
    }
}

/// A length of time: `{"value": 200, "unit": "ms"}`.
public struct DurationValue: Hashable, Sendable {
    /// The units DTCG 2025.10 allows for durations.
    public enum Unit: String, CaseIterable, Hashable, Sendable {
        /// Milliseconds.
        case ms
        /// Seconds.
        case s
    }

    /// The amount.
    public var value: Double
    /// The unit.
    public var unit: Unit

    /// Creates a duration.
    public init(value: Double, unit: Unit) {
        self.value = value
        self.unit = unit
    }
}

/// A font weight: a number from 1 to 1000, or one of the DTCG keywords.
public enum FontWeightValue: Hashable, Sendable {
    /// A numeric weight, 1 ... 1000.
    case numeric(Double)
    /// A keyword such as `bold` or `extra-light`.
    case keyword(String)

    /// The keywords DTCG 2025.10 allows, in the order the format lists them.
    public static let keywords: [String] = [
        "thin", "hairline", "extra-light", "ultra-light", "light", "normal", "regular", "book", "medium",
        "semi-bold", "demi-bold", "bold", "extra-bold", "ultra-bold", "black", "heavy", "extra-black",
        "ultra-black",
    ]
}
