// What an 8-bit screen holds for colors painted one over another: every blend rounded down or up.

/// Colors painted one over another as a screen holds them, 8 bits a channel: wherever a
/// translucent color is blended over what lies beneath, each channel of the result lands on one of
/// the 256 steps, rounded down or up as the renderer happens to round. An opaque color is held as
/// written.
///
/// ``darkest`` is the stack with every channel of every blend rounded down, ``lightest`` with every
/// one rounded up. Compositing and relative luminance both grow with each channel, so every way a
/// screen can round lies between the two, channel by channel, and a contrast measured on both
/// (``leastContrast(of:measure:)``) is the least a screen can show.
public struct ScreenComposite: Hashable, Sendable {
    /// The stack with every blended channel rounded down.
    public private(set) var darkest: RGBA
    /// The stack with every blended channel rounded up.
    public private(set) var lightest: RGBA
    /// The relative luminances of ``darkest`` and ``lightest``, kept with them: rules version 3
    /// measures dozens of candidate colors on one composite.
    private var darkestLuminance = 1.0, lightestLuminance = 1.0

    /// `backdrop` composited over white (as a page without a background shows it), then each of
    /// `layers`, bottom first.
    public init(backdrop: RGBA, layers: [RGBA] = []) {
        let white = RGBA(red: 1, green: 1, blue: 1)
        darkest = white
        lightest = white
        paint(backdrop)
        for layer in layers { paint(layer) }
    }

    /// A stack that is exactly `color` (opaque), with no rounding to spread it.
    public init(exactly color: RGBA) {
        darkest = color
        lightest = color
        darkestLuminance = color.relativeLuminance
        lightestLuminance = darkestLuminance
    }

    /// `color` painted over the stack: held as written when opaque, else blended over each bound
    /// and rounded, down over ``darkest`` and up over ``lightest``. A blend is of the colors as a
    /// screen holds them, on their 8-bit steps (a color read from components written to a few
    /// decimals is a hair off its step), so a blend that lies on a step stays there.
    public mutating func paint(_ color: RGBA) {
        if color.alpha < 1 {
            let written = color.quantized
            darkest = Self.steps(written.composited(over: darkest.quantized), roundedUp: false)
            lightest = Self.steps(written.composited(over: lightest.quantized), roundedUp: true)
        } else {
            darkest = color.withAlpha(1)
            lightest = darkest
        }
        darkestLuminance = darkest.relativeLuminance
        lightestLuminance = lightest == darkest ? darkestLuminance : lightest.relativeLuminance
    }

    /// The least contrast a screen can show between `content` painted over the stack and the stack
    /// itself, by `measure` (a WCAG ratio, an APCA magnitude, ...): the content is measured over
    /// each bound, itself rounded both ways where it is translucent. Returns that least value with
    /// the content and the background that give it.
    public func leastContrast(of content: RGBA, measure: (_ foreground: RGBA, _ background: RGBA) -> Double)
        -> (value: Double, foreground: RGBA, background: RGBA) {
        var least = (value: Double.infinity, foreground: content, background: darkest)
        func consider(_ foreground: RGBA, over background: RGBA) {
            let value = measure(foreground, background)
            if value < least.value { least = (value, foreground, background) }
        }
        func considerEachRounding(over background: RGBA) {
            var shown = ScreenComposite(exactly: background)
            shown.paint(content)
            consider(shown.darkest, over: background)
            if shown.lightest != shown.darkest { consider(shown.lightest, over: background) }
        }
        considerEachRounding(over: darkest)
        if lightest != darkest { considerEachRounding(over: lightest) }
        return least
    }

    /// The least WCAG 2 contrast ratio a screen can show for `content` over the stack. Opaque
    /// content is measured on the bounds' kept luminances.
    public func leastContrastRatio(of content: RGBA) -> (value: Double, foreground: RGBA, background: RGBA) {
        guard content.alpha >= 1 else { return leastContrast(of: content) { $0.contrastRatio(with: $1) } }
        let luminance = content.relativeLuminance
        let onDarkest = RGBA.contrastRatio(ofLuminance: luminance, darkestLuminance)
        let onLightest = RGBA.contrastRatio(ofLuminance: luminance, lightestLuminance)
        return onLightest < onDarkest ? (onLightest, content, lightest) : (onDarkest, content, darkest)
    }

    /// `color`'s channels on 8-bit steps, each rounded down or up; alpha unchanged. A channel
    /// within ``stepTolerance`` of a step is on it.
    static func steps(_ color: RGBA, roundedUp: Bool) -> RGBA {
        func step(_ channel: Double) -> Double {
            let scaled = min(max(channel, 0), 1) * 255
            let nearest = scaled.rounded()
            if abs(scaled - nearest) < stepTolerance { return nearest / 255 }
            return (roundedUp ? scaled.rounded(.up) : scaled.rounded(.down)) / 255
        }
        return RGBA(red: step(color.red), green: step(color.green), blue: step(color.blue), alpha: color.alpha)
    }

    /// How near a step, in steps, a blended channel is on it: above the floating-point error of a
    /// blend of 8-bit channels (below 10⁻¹² of a step), below the least distance from a step of
    /// any blend of written colors that is not on one (two 8-bit channels blended at an alpha of
    /// up to six decimals or 8 bits are at least 10⁻⁶ of a step off it, or on it).
    static let stepTolerance = 1e-9
}
