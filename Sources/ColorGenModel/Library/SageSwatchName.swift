/// The swatch names SageResearch reserves (`RSDReservedColorName`), with the library versions each
/// may be taken from.
enum SageSwatchName: String, CaseIterable, Sendable {
    /// A palette swatch, in every library.
    case royal, butterscotch, powder, turquoise, coral, apricot, blueberry, apple, rose, lavender, slate, fern, stone
    /// A palette swatch in libraries 0 and 1 only.
    case cloud
    /// The swatch of the `errorRed` and `successGreen` defaults.
    case errorRed, successGreen
    /// The text swatch, from library 1 on.
    case text

    /// The oldest library holding the swatch: 1 for `text`, 0 for the others.
    var minVersion: Int { self == .text ? 1 : 0 }

    /// The newest library holding the swatch: 1 for `cloud` (dropped in version 2), else none.
    var maxVersion: Int? { self == .cloud ? 1 : nil }
}
