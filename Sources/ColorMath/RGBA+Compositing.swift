// Source-over alpha compositing of a translucent color over a background, as browsers paint it.
extension RGBA {
    /// This color painted over `background` with source-over alpha compositing, as a browser or
    /// Core Graphics draws a translucent color: the blend is done on the gamma-encoded sRGB channels.
    ///
    /// Source: W3C Compositing and Blending Level 1, "simple alpha compositing":
    /// αo = αs + αb·(1 − αs) and co = (cs·αs + cb·αb·(1 − αs)) / αo. When both colors are fully
    /// transparent the result is transparent black.
    public func composited(over background: RGBA) -> RGBA {
        let resultAlpha = alpha + background.alpha * (1 - alpha)
        guard resultAlpha > 0 else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        let backgroundWeight = background.alpha * (1 - alpha)
        func blend(_ source: Double, _ destination: Double) -> Double {
            (source * alpha + destination * backgroundWeight) / resultAlpha
        }
        return RGBA(
            red: blend(red, background.red),
            green: blend(green, background.green),
            blue: blend(blue, background.blue),
            alpha: resultAlpha)
    }
}
