// Parses CSS color functions written as legacy strings (rgb(), hsl(), oklch(), color()) into DTCG colors.
import SourceDiagnostics
import ColorMath

/// Reads a CSS color function as legacy token files write colors (`rgb(255 128 0)`,
/// `rgba(255, 128, 0, 0.5)`, `hsl(30deg 100% 50%)`, `oklch(0.7 0.15 60 / 50%)`,
/// `color(display-p3 1 0.5 0)`, ...) into the DTCG color it names, in the DTCG space matching
/// the function, with CSS Color 4's meaning of percentages, angles and `none`.
///
/// As CSS Color 4 does, `rgb()`'s channels are clamped to 0...255, and a number too large for a
/// double (`1e400`) is the largest one, as CSS clamps what it cannot hold (so `rgb(1e400 0 0)`
/// is red). Other values are not range-checked here: the caller checks the color as it checks
/// any DTCG color object, so an out-of-range component (an `oklch()` lightness of 2, a Lab axis
/// of `1e300`) gets the same message either way.
enum CSSColorFunction {
    /// How one component of a function is read.
    private struct Component {
        /// What a number stands for, as a factor to the DTCG value (`rgb()`'s 255 is 1).
        var numberScale: Double
        /// What 100% stands for in the DTCG value.
        var hundredPercent: Double
        /// Whether the component is a hue, which may carry an angle unit and wraps into 0..<360.
        var isHue = false
        /// The DTCG values CSS clamps the component to when it is parsed, if it does.
        var clamp: ClosedRange<Double>?
    }

    private static let unit = Component(numberScale: 1, hundredPercent: 1)
    private static let percentage = Component(numberScale: 1, hundredPercent: 100)
    private static let hue = Component(numberScale: 1, hundredPercent: .nan, isHue: true)

    /// The DTCG space and components of each CSS color function.
    private static func signature(of function: String) -> (ColorSpace, [Component])? {
        switch function {
        case "rgb", "rgba":
            let channel = Component(numberScale: 1.0 / 255, hundredPercent: 1, clamp: 0...1)
            return (.srgb, [channel, channel, channel])
        case "hsl", "hsla": return (.hsl, [hue, percentage, percentage])
        case "hwb": return (.hwb, [hue, percentage, percentage])
        case "lab":
            let axis = Component(numberScale: 1, hundredPercent: 125)
            return (.lab, [percentage, axis, axis])
        case "lch":
            return (.lch, [percentage, Component(numberScale: 1, hundredPercent: 150), hue])
        case "oklab":
            let axis = Component(numberScale: 1, hundredPercent: 0.4)
            return (.oklab, [unit, axis, axis])
        case "oklch":
            return (.oklch, [unit, Component(numberScale: 1, hundredPercent: 0.4), hue])
        default: return nil
        }
    }

    /// The DTCG space of each space name `color()` takes.
    private static func predefinedSpace(_ name: String) -> ColorSpace? {
        switch name {
        case "xyz": .xyzD65
        default: ColorSpace(rawValue: name).flatMap { [.hsl, .hwb, .lab, .lch, .oklab, .oklch].contains($0) ? nil : $0 }
        }
    }

    /// Whether `text` is written as a function call, `name(...)`: a string that is not a color
    /// otherwise is reported as a bad CSS color only when it looks like one.
    static func looksLikeFunction(_ text: String) -> Bool {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return false }
        return text[..<open].allSatisfy { $0.isLetter || $0 == "-" }
    }

    /// The color `text` names, or why it names none.
    static func parse(_ text: String) -> Result<DTCGColor, CSSColorFunctionError> {
        let lowered = text.lowercased().trimmingSpaces()
        guard let open = lowered.firstIndex(of: "("), lowered.hasSuffix(")") else {
            return .failure(CSSColorFunctionError(message: "'\(text)' is not a CSS color function"))
        }
        let function = String(lowered[..<open])
        var arguments = String(lowered[lowered.index(after: open)..<lowered.index(before: lowered.endIndex)])
        let space: ColorSpace
        let components: [Component]
        if function == "color" {
            let words = arguments.split(whereSeparator: \.isWhitespace)
            guard let name = words.first, let predefined = predefinedSpace(String(name)) else {
                return .failure(CSSColorFunctionError(message: "'\(text)': color() needs a color space such as "
                    + "srgb, display-p3, rec2020 or xyz-d65 first"))
            }
            space = predefined
            components = [unit, unit, unit]
            arguments = String(arguments.drop { $0.isWhitespace }.dropFirst(name.count))
        } else if let known = signature(of: function) {
            (space, components) = known
        } else {
            return .failure(CSSColorFunctionError(message: "'\(text)' uses \(function)(), which is not a CSS color function; "
                + "colorgen reads rgb(), rgba(), hsl(), hsla(), hwb(), lab(), lch(), oklab(), oklch() and color()"))
        }
        guard let (values, alphaText) = split(arguments), values.count == components.count else {
            return .failure(CSSColorFunctionError(message: "'\(text)': \(function)() takes \(components.count) components, "
                + "then optionally '/ alpha'"))
        }
        var read: [Double?] = []
        for (value, component) in zip(values, components) {
            guard let number = number(value, as: component) else {
                return .failure(CSSColorFunctionError(message: "'\(text)': '\(value)' is not a number, percentage"
                    + (component.isHue ? ", angle" : "") + " or 'none'"))
            }
            read.append(number)
        }
        var alpha = 1.0
        if let alphaText {
            guard let value = number(alphaText, as: unit) else {
                return .failure(CSSColorFunctionError(message: "'\(text)': alpha '\(alphaText)' is not a number or percentage"))
            }
            alpha = value ?? 0
        }
        return .success(DTCGColor(colorSpace: space, components: read, alpha: alpha))
    }

    /// The components and the alpha of a function's arguments, in the comma form
    /// (`255, 128, 0, 0.5`) or the space form (`255 128 0 / 50%`).
    private static func split(_ arguments: String) -> (values: [String], alpha: String?)? {
        if arguments.contains(",") {
            var values = arguments.split(separator: ",", omittingEmptySubsequences: false)
                .map { $0.trimmingSpaces() }
            guard values.allSatisfy({ !$0.isEmpty && !$0.contains(where: \.isWhitespace) }) else { return nil }
            let alpha = values.count == 4 ? values.removeLast() : nil
            return (values, alpha)
        }
        let parts = arguments.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count <= 2 else { return nil }
        let values = parts[0].split(whereSeparator: \.isWhitespace).map(String.init)
        guard parts.count == 2 else { return (values, nil) }
        let alpha = parts[1].trimmingSpaces()
        return alpha.isEmpty || alpha.contains(where: \.isWhitespace) ? nil : (values, alpha)
    }

    /// The DTCG value of one argument: `.some(nil)` for `none`, `nil` when it is not a value.
    private static func number(_ text: String, as component: Component) -> Double?? {
        if text == "none" { return .some(nil) }
        if text.hasSuffix("%"), !component.isHue {
            guard let percent = cssNumber(text.dropLast()) else { return nil }
            return clamped(percent / 100 * component.hundredPercent, to: component.clamp)
        }
        guard component.isHue else {
            guard let number = cssNumber(Substring(text)) else { return nil }
            return clamped(number * component.numberScale, to: component.clamp)
        }
        let units: [(suffix: String, degrees: Double)] = [("deg", 1), ("grad", 0.9), ("rad", 180 / .pi), ("turn", 360)]
        var degrees: Double?
        for (suffix, factor) in units where text.hasSuffix(suffix) {
            degrees = cssNumber(text.dropLast(suffix.count)).map { $0 * factor }
            break
        }
        guard let angle = degrees ?? cssNumber(Substring(text)), angle.isFinite else { return nil }
        let wrapped = angle.truncatingRemainder(dividingBy: 360)
        return wrapped < 0 ? wrapped + 360 : wrapped
    }

    /// The number CSS reads from `text` (digits, a sign, a point, an exponent; not `inf` or
    /// `nan`), one too large for a double being the largest finite one of its sign.
    private static func cssNumber(_ text: Substring) -> Double? {
        guard !text.isEmpty, text.utf8.allSatisfy({ "0123456789+-.eE".utf8.contains($0) }),
              let number = Double(text), !number.isNaN else { return nil }
        return number.isInfinite ? (number > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude) : number
    }

    /// `value` within `range`, when there is one; a product too large for a double is the
    /// largest finite one of its sign first.
    private static func clamped(_ value: Double, to range: ClosedRange<Double>?) -> Double {
        let finite = value.isInfinite ? (value > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude) : value
        guard let range else { return finite }
        return min(max(finite, range.lowerBound), range.upperBound)
    }
}

/// Why a string is not a CSS color function colorgen reads.
struct CSSColorFunctionError: Error, Hashable {
    /// The message, naming the string.
    var message: String
}
