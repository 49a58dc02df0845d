/// One entry of `"appearances"` in `colorgen.json`: the scheme a system appearance shows, e.g.
/// `"darkIncreasedContrast": "highContrastDark"`.
public struct AppearanceBinding: Sendable {
    /// The system appearances a scheme can be bound to.
    public enum Appearance: String, CaseIterable, Sendable {
        case light, dark, lightIncreasedContrast, darkIncreasedContrast

        /// Whether this appearance asks for increased contrast.
        public var isIncreasedContrast: Bool {
            self == .lightIncreasedContrast || self == .darkIncreasedContrast
        }
    }

    /// The appearance.
    public var appearance: Appearance
    /// The scheme shown in it.
    public var scheme: Located<String>

    /// Creates a binding.
    public init(appearance: Appearance, scheme: Located<String>) {
        self.appearance = appearance
        self.scheme = scheme
    }
}
