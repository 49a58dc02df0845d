/// The demo's own code using the generated colors: a badge drawn on the primary color.
public struct Badge: Sendable {
    /// The badge's text.
    public var text: String

    /// Creates a badge showing `text`.
    public init(text: String) {
        self.text = text
    }

    /// The badge's fill in `scheme`, as `0xRRGGBBAA`.
    public func fill(in scheme: ColorSchemeOption) -> UInt32 {
        BackgroundAppearance.primary.rgba(in: scheme)
    }

    /// The badge's text color in `scheme`, as `0xRRGGBBAA`: body text on the primary color.
    public func textColor(in scheme: ColorSchemeOption) -> UInt32 {
        TextAppearance.OnPrimary.body.rgba(in: scheme)
    }
}
