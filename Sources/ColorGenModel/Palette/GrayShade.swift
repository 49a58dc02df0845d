/// The seven slots of a gray scale, in their fixed order (index 0 ... 6).
///
/// In a dark scheme these are slots rather than literal colors: `white` is the scheme's base
/// background and `black` its strongest contrast.
public enum GrayShade: String, CaseIterable, Sendable {
    /// The base background (index 0).
    case white
    /// Surfaces and separators (index 1).
    case veryLightGray
    /// Borders (index 2).
    case lightGray
    /// Index 3.
    case gray
    /// Index 4.
    case darkGray
    /// Dark content on light tiles (index 5).
    case veryDarkGray
    /// The strongest contrast to `white` (index 6).
    case black

    /// The slot's position in the gray scale.
    public var index: Int {
        switch self {
        case .white: 0
        case .veryLightGray: 1
        case .lightGray: 2
        case .gray: 3
        case .darkGray: 4
        case .veryDarkGray: 5
        case .black: 6
        }
    }
}
