/// SageResearch's color libraries and how a swatch is looked up in them (`RSDColorMatrix`,
/// docs/color-rules-contract.md §1.5).
enum SageColorMatrix {
    /// The libraries, oldest first.
    static let libraries: [ColorLibrary] = [.sageVersion0, .sageVersion1, .sageVersion2]

    /// The newest library's version: 2.
    static var newestVersion: Int { newestLibrary.version }

    private static var newestLibrary: ColorLibrary { .sageVersion2 }

    /// The library with exactly this version; the newest when `version` is `nil` or unknown.
    /// Each library is built the first time it is asked for, so a run builds only those it uses.
    package static func library(for version: Int?) -> ColorLibrary {
        switch version {
        case 0: .sageVersion0
        case 1: .sageVersion1
        default: newestLibrary
        }
    }

    /// The swatch `name` as SageResearch looks it up for `version` (`nil` = newest): the version is
    /// first clamped to the name's allowed range, so `cloud` always comes from version 1 and `text`
    /// asked for in version 0 comes from version 1.
    package static func swatch(_ name: SageSwatchName, version: Int?) -> ColorSwatch {
        let wanted = min(name.maxVersion ?? Int.max, version ?? Int.max)
        guard let swatch = library(for: max(wanted, name.minVersion)).swatch(named: name.rawValue) else {
            preconditionFailure("the built-in libraries hold every reserved swatch in its allowed versions")
        }
        return swatch
    }

    /// The tile at `shade` of the newest allowed `name` swatch: how named palettes and the palette
    /// defaults pick their keys.
    static func newestMapping(for name: SageSwatchName, shade: SwatchShade) -> ColorMapping {
        guard let mapping = swatch(name, version: nil).mapping(forShade: shade) else {
            preconditionFailure("built-in swatches are never empty")
        }
        return mapping
    }
}
