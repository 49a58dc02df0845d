/// The 13 token types of the DTCG 2025.10 Format Module.
public enum TokenType: String, CaseIterable, Hashable, Sendable {
    /// A color (`colorSpace`, `components`, `alpha`, `hex`).
    case color
    /// A length: `value` and `unit` (`px` or `rem`).
    case dimension
    /// A font name or a list of font names.
    case fontFamily
    /// A weight from 1 to 1000 or a keyword such as `bold`.
    case fontWeight
    /// A length of time: `value` and `unit` (`ms` or `s`).
    case duration
    /// An easing curve: `[P1x, P1y, P2x, P2y]`.
    case cubicBezier
    /// A plain number.
    case number
    /// A line style keyword or a dash pattern with a line cap.
    case strokeStyle
    /// A border: `color`, `width`, `style`.
    case border
    /// An animated transition: `duration`, `delay`, `timingFunction`.
    case transition
    /// One shadow or a list of shadow layers.
    case shadow
    /// A list of color stops.
    case gradient
    /// A text style: font family, size, weight, letter spacing and line height.
    case typography

    /// The type's name with an article, for messages: "a color", "an easing curve"...
    var withArticle: String {
        switch self {
        case .color: "a color"
        case .dimension: "a dimension"
        case .fontFamily: "a font family"
        case .fontWeight: "a font weight"
        case .duration: "a duration"
        case .cubicBezier: "a cubic Bézier curve"
        case .number: "a number"
        case .strokeStyle: "a stroke style"
        case .border: "a border"
        case .transition: "a transition"
        case .shadow: "a shadow"
        case .gradient: "a gradient"
        case .typography: "a typography style"
        }
    }

    /// All type names, for messages: "color, dimension, ...".
    static let allNames = allCases.map(\.rawValue).joined(separator: ", ")
}
