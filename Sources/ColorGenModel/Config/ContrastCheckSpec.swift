// Parsed `contrast` entry: foreground/background role patterns, WCAG 2 or APCA, minimum, optional severity.
import SourceDiagnostics

/// One entry of `"contrast"` in `colorgen.json`: a pair of role patterns whose contrast is checked
/// in every scheme on the final colors (docs/contrast-checks.md).
public struct ContrastCheckSpec: Sendable {
    /// The content roles: a dotted pattern where `*` matches one segment and `**` any number.
    public var foreground: Located<RolePattern>
    /// The roles the content is drawn on, a pattern of the same form.
    public var background: Located<RolePattern>
    /// How contrast is measured.
    var metric: ContrastMetric
    /// The least contrast that passes: a WCAG ratio (1–21) or an APCA Lc magnitude (0–108).
    public var minimum: Double
    /// The least contrast that passes in a scheme serving an increased-contrast appearance;
    /// `nil` holds those schemes to ``minimum`` too.
    public var increasedContrastMinimum: Double?
    /// The minimum in a scheme of the medium contrast level (one serving `lightMediumContrast` or
    /// `darkMediumContrast`, or derived as a medium-contrast counterpart); `nil` takes ``minimum``.
    public var mediumContrastMinimum: Double?
    /// What a failure is: an error (the default) or a warning; `nil` takes the config's
    /// `"contrastLevel"`.
    public var level: Diagnostic.Severity?
    /// Where the entry is.
    public var location: SourceLocation

    /// The least contrast that passes in a scheme of ordinary or increased contrast.
    public func minimum(increasedContrast: Bool) -> Double {
        increasedContrast ? increasedContrastMinimum ?? minimum : minimum
    }

    /// The minimum in a scheme of contrast `level`.
    public func minimum(at level: ContrastLevel) -> Double {
        switch level {
        case .standard: minimum
        case .medium: mediumContrastMinimum ?? minimum
        case .increased: increasedContrastMinimum ?? minimum
        }
    }

    /// Creates an entry.
    public init(foreground: Located<RolePattern>, background: Located<RolePattern>, metric: ContrastMetric,
                minimum: Double, increasedContrastMinimum: Double? = nil, level: Diagnostic.Severity?,
                location: SourceLocation) {
        self.foreground = foreground
        self.background = background
        self.metric = metric
        self.minimum = minimum
        self.increasedContrastMinimum = increasedContrastMinimum
        self.level = level
        self.location = location
    }
}

/// How a declared pair's contrast is measured.
public enum ContrastMetric: String, CaseIterable, Sendable {
    /// WCAG 2.x contrast ratio, 1–21.
    case wcag2
    /// APCA-W3 0.0.98G-4g lightness contrast, the magnitude of Lc.
    case apca

    /// The range a minimum must lie in.
    var minimumRange: ClosedRange<Double> {
        switch self {
        case .wcag2: 1...21
        case .apca: 0...108
        }
    }
}

/// How much contrast a scheme serves: what a contrast pair's minimum is in it.
public enum ContrastLevel: Hashable, CaseIterable, Sendable {
    /// The pair's `minimum`.
    case standard
    /// Android's medium contrast level (Material's medium-contrast schemes): `mediumContrastMinimum`.
    case medium
    /// An increased-contrast scheme's: `increasedContrastMinimum`.
    case increased
}
