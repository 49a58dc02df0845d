// The fixed fill and stroke colors of a selected severity-scale cell (rule 3.20).
import ColorMath

extension SeverityLevel {
    /// The fill of a selected cell at this level (`RSDSeverityColorScale`, docs/color-rules-contract.md §3.20).
    var selectedFill: RGBA {
        switch self {
        case .none: RGBA(bytes: 232, 250, 232)
        case .mild: RGBA(bytes: 255, 240, 212)
        case .moderate: RGBA(bytes: 255, 232, 214)
        case .severe: RGBA(bytes: 252, 233, 230)
        }
    }

    /// The stroke of a selected cell at this level.
    var selectedStroke: RGBA {
        switch self {
        case .none: RGBA(bytes: 192, 235, 192)
        case .mild: RGBA(bytes: 255, 226, 173)
        case .moderate: RGBA(bytes: 250, 207, 175)
        case .severe: RGBA(bytes: 255, 197, 189)
        }
    }
}

extension RGBA {
    /// An opaque color from 0...255 channel values, as SageResearch writes its severity colors.
    fileprivate init(bytes red: Int, _ green: Int, _ blue: Int) {
        self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255)
    }
}
