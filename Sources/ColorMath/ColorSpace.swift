/// The 14 color spaces of the DTCG 2025.10 color module, with their components' ranges.
public enum ColorSpace: String, CaseIterable, Hashable, Sendable {
    case srgb
    case srgbLinear = "srgb-linear"
    case hsl
    case hwb
    case lab
    case lch
    case oklab
    case oklch
    case displayP3 = "display-p3"
    case a98RGB = "a98-rgb"
    case prophotoRGB = "prophoto-rgb"
    case rec2020
    case xyzD65 = "xyz-d65"
    case xyzD50 = "xyz-d50"

    /// The components of this space in the order DTCG lists them.
    public var components: [ColorComponentSpec] {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020:
            [.init("red", .unit), .init("green", .unit), .init("blue", .unit)]
        case .xyzD65, .xyzD50:
            [.init("X", .unit), .init("Y", .unit), .init("Z", .unit)]
        case .hsl:
            [.init("hue", .hue), .init("saturation", .percentage), .init("lightness", .percentage)]
        case .hwb:
            [.init("hue", .hue), .init("whiteness", .percentage), .init("blackness", .percentage)]
        case .lab:
            [.init("lightness", .percentage), .init("a", .unbounded, largestMagnitude: 1_000),
             .init("b", .unbounded, largestMagnitude: 1_000)]
        case .lch:
            [.init("lightness", .percentage), .init("chroma", .chroma, largestMagnitude: 1_000), .init("hue", .hue)]
        case .oklab:
            [.init("lightness", .unit), .init("a", .unbounded, largestMagnitude: 4), .init("b", .unbounded, largestMagnitude: 4)]
        case .oklch:
            [.init("lightness", .unit), .init("chroma", .chroma, largestMagnitude: 4), .init("hue", .hue)]
        }
    }
}

/// One component of a color space: its name and the values DTCG allows for it.
public struct ColorComponentSpec: Hashable, Sendable {
    /// The range a component's number must lie in.
    public enum Range: Hashable, Sendable {
        /// 0 ... 1
        case unit
        /// 0 ... 100
        case percentage
        /// 0 ..< 360
        case hue
        /// 0 ... +∞
        case chroma
        /// any finite number
        case unbounded

        /// Whether `value` lies in this range.
        public func contains(_ value: Double) -> Bool {
            guard value.isFinite else { return false }
            switch self {
            case .unit: return (0...1).contains(value)
            case .percentage: return (0...100).contains(value)
            case .hue: return (0..<360).contains(value)
            case .chroma: return value >= 0
            case .unbounded: return true
            }
        }

        /// The range in words, for messages, e.g. "0 to 1".
        public var description: String {
            switch self {
            case .unit: "0 to 1"
            case .percentage: "0 to 100"
            case .hue: "0 up to (not including) 360"
            case .chroma: "0 or more"
            case .unbounded: "any number"
            }
        }
    }

    /// The component's name, e.g. "red" or "hue".
    public var name: String
    /// The values it may take.
    public var range: Range
    /// For a component CSS Color 4 leaves unbounded (the Lab and OKLab axes, chroma): the
    /// largest magnitude colorgen reads. It lies far beyond any color's (Lab's a, b and chroma stay
    /// within about ±160 and 230, OKLab's within ±0.5); past it a value is a mistake, not a
    /// color, and converting it overflows into meaningless channels.
    public var largestMagnitude: Double?

    /// Creates a component description.
    public init(_ name: String, _ range: Range, largestMagnitude: Double? = nil) {
        self.name = name
        self.range = range
        self.largestMagnitude = largestMagnitude
    }

    /// Whether `value` lies in the component's range, within its largest magnitude.
    public func contains(_ value: Double) -> Bool {
        range.contains(value) && largestMagnitude.map { abs(value) <= $0 } ?? true
    }

    /// The values the component takes in words, for messages, e.g. "0 to 1" or "-1000 to 1000".
    public var rangeDescription: String {
        guard let largest = largestMagnitude else { return range.description }
        let number = largest == largest.rounded() ? String(Int(largest)) : "\(largest)"
        return range == .chroma ? "0 to \(number)" : "-\(number) to \(number)"
    }
}

/// A color as written in a DTCG color token: a color space, its components (`nil` = `none`),
/// alpha and the optional hex fallback.
public struct DTCGColor: Hashable, Sendable {
    /// The color space the components are in.
    public var colorSpace: ColorSpace
    /// The components in the space's order; `nil` stands for the keyword `none`.
    public var components: [Double?]
    /// Opacity from 0 (transparent) to 1 (opaque).
    public var alpha: Double
    /// The 6-digit `#rrggbb` fallback, if the token gave one.
    public var hex: String?

    /// Creates a color.
    public init(colorSpace: ColorSpace, components: [Double?], alpha: Double = 1, hex: String? = nil) {
        self.colorSpace = colorSpace
        self.components = components
        self.alpha = alpha
        self.hex = hex
    }
}
