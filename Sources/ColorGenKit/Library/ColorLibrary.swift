/// One version of SageResearch's color library (`ColorMatrix.json`): its swatches and, from
/// version 1 on, its gray scale.
public struct ColorLibrary: Hashable, Sendable {
    /// The library's version.
    public var version: Int
    /// The library's gray scale; `nil` in version 0, which uses the default ``GrayScale/sage``.
    public var grayScale: GrayScale?
    /// The swatches in the library's order.
    public var swatches: [ColorSwatch]

    /// Creates a library.
    public init(version: Int, grayScale: GrayScale?, swatches: [ColorSwatch]) {
        self.version = version
        self.grayScale = grayScale
        self.swatches = swatches
    }

    /// The swatch with this name, if the library has one.
    public func swatch(named name: String) -> ColorSwatch? {
        swatches.first { $0.name == name }
    }
}
