/// A background roles are resolved on, in catalogue order; the raw value is the name used in
/// the configuration's `backgrounds` list.
public enum RoleBackground: String, CaseIterable, Sendable {
    /// Gray-scale white: the scheme's base background.
    case background
    /// The primary tile.
    case primary
    /// The secondary tile.
    case secondary
    /// The accent tile.
    case accent
    /// Gray-scale very light gray.
    case surface
    /// Gray-scale black.
    case inverse

    /// The path segment, `on` + the capitalised name: `onBackground`, `onPrimary`, ...
    var pathSegment: String {
        switch self {
        case .background: "onBackground"
        case .primary: "onPrimary"
        case .secondary: "onSecondary"
        case .accent: "onAccent"
        case .surface: "onSurface"
        case .inverse: "onInverse"
        }
    }

    /// The tile this background stands for in a palette.
    func tile(in palette: Palette) -> ColorTile {
        switch self {
        case .background: palette.grayScale[.white]
        case .primary: palette.primary.normal
        case .secondary: palette.secondary.normal
        case .accent: palette.accent.normal
        case .surface: palette.grayScale[.veryLightGray]
        case .inverse: palette.grayScale[.black]
        }
    }
}
