// The nearest color that passes a failing pair: the foreground's lightness moved, else the background's.
import ColorMath

/// What would make a failing pair pass: the foreground of the same OKLCH hue and chroma at the
/// lightness nearest its own that reaches the minimum on every rounding of the screen composite
/// (``LightnessSearch``), or, where no lightness of the foreground reaches it, the background
/// moved the same way.
public enum ContrastSuggestion: Hashable, Sendable {
    /// The foreground written as `color` reaches `value`.
    case foreground(RGBA, value: Double)
    /// No lightness of the foreground's hue passes; the background written as `color` does,
    /// reaching `value`.
    case background(RGBA, value: Double)
    /// Neither color alone can be moved far enough.
    case none

    /// The suggestion for `foreground` drawn on `background` (composited over white) with
    /// `layers` between them (a button's fill), where `passes` tells whether a contrast value
    /// reaches the minimum and `value` measures a foreground on what lies beneath it as a screen
    /// shows them, the least over every rounding.
    static func nearest(foreground: RGBA, background: RGBA, layers: [RGBA] = [],
                        value: (_ foreground: RGBA, _ on: ScreenComposite) -> Double,
                        passes: (Double) -> Bool) -> ContrastSuggestion {
        let beneath = ScreenComposite(backdrop: background, layers: layers)
        if let found = LightnessSearch.nearest(to: foreground, where: { passes(value($0, beneath)) }) {
            return .foreground(found.color, value: value(found.color, beneath))
        }
        func on(_ background: RGBA) -> ScreenComposite { ScreenComposite(backdrop: background, layers: layers) }
        if let found = LightnessSearch.nearest(to: background, where: { passes(value(foreground, on($0))) }) {
            return .background(found.color, value: value(foreground, on(found.color)))
        }
        return .none
    }

    /// The suggestion for a WCAG pair in a few words, `try #767676 (4.54:1)`.
    public var shortText: String {
        switch self {
        case .foreground(let color, let value):
            "try \(color.hexWithAlpha) (\(ContrastText.ratio(value)):1)"
        case .background(let color, let value):
            "no lightness of this hue passes; try the background as \(color.hexWithAlpha) (\(ContrastText.ratio(value)):1)"
        case .none:
            "no lightness of either color alone passes"
        }
    }

    /// What to do, for a message: `#8e8e93 (same hue, lighter) reaches 4.52:1`, with `valueText`
    /// writing a contrast value and `background` naming the background role.
    func text(from foreground: RGBA, background: String, valueText: (Double) -> String) -> String {
        switch self {
        case .foreground(let color, let value):
            let direction = color.oklch.lightness > foreground.oklch.lightness ? "lighter" : "darker"
            return "\(color.hexWithAlpha) (same hue, \(direction)) reaches \(valueText(value))"
        case .background(let color, let value):
            return "no lightness of the foreground's hue reaches it; \(background) as \(color.hexWithAlpha) would, "
                + "at \(valueText(value))"
        case .none:
            return "neither the foreground's nor the background's lightness alone reaches it"
        }
    }

    /// The suggested color, when there is one, and which of the pair it is for.
    public var color: RGBA? {
        switch self {
        case .foreground(let color, _), .background(let color, _): color
        case .none: nil
        }
    }
}
