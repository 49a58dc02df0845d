// Config model of a derived scheme: its source scheme, and whether it is a dark or more-contrast counterpart.
import SourceDiagnostics

/// How a scheme is derived from another one (docs/derived-schemes.md): `"dark": {"derivedFrom":
/// "light", "counterpart": "dark", "files": [...]}`.
public struct SchemeDerivation: Sendable {
    /// What the derived scheme is to its source.
    public enum Counterpart: String, CaseIterable, Sendable {
        /// A dark counterpart: every swatch's OKLCH lightness mirrored.
        case dark
        /// An increased-contrast counterpart: the same palette, held to the increased targets.
        case increasedContrast
        /// A medium-contrast counterpart (Android's contrast setting at 0.5, Material's medium
        /// contrast schemes): the same roles, the declared pairs held to their
        /// `mediumContrastMinimum`.
        case mediumContrast

        /// The contrast level a contrast counterpart serves; `nil` for a dark counterpart.
        var contrastLevel: ContrastLevel? {
            switch self {
            case .dark: nil
            case .increasedContrast: .increased
            case .mediumContrast: .medium
            }
        }
    }

    /// The scheme it is derived from.
    public var source: Located<String>
    /// What it is to that scheme.
    public var counterpart: Counterpart

    /// Creates a derivation.
    public init(source: Located<String>, counterpart: Counterpart) {
        self.source = source
        self.counterpart = counterpart
    }
}
