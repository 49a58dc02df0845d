/// The 13 token types of the DTCG 2025.10 Format Module.
public enum TokenType: String, CaseIterable, Hashable, Sendable {
    case color
    case dimension
    case fontFamily
    case fontWeight
    case duration
    case cubicBezier
    case number
    case strokeStyle
    case border
    case transition
    case shadow
    case gradient
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
