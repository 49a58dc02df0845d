/// One version of SageResearch's color library (`ColorMatrix.json`): its swatches and, from
/// version 1 on, its gray scale.
struct ColorLibrary: Hashable, Sendable {
    /// The library's version.
    package var version: Int
    /// The library's gray scale; `nil` in version 0, which uses the default ``GrayScale/sage``.
    var grayScale: GrayScale?
    /// The swatches in the library's order.
    package var swatches: [ColorSwatch]

    /// Creates a library.
    package init(version: Int, grayScale: GrayScale?, swatches: [ColorSwatch]) {
        self.version = version
        self.grayScale = grayScale
        self.swatches = swatches
    }

    /// The swatch with this name, if the library has one.
    package func swatch(named name: String) -> ColorSwatch? {
        swatches.first { $0.name == name }
    }
}
