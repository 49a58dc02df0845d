import ColorGenModel

/// The `gamut` option of the swift, css, json, xcassets, compose, typescript and tailwind
/// formats: which colors an output writes.
enum ColorGamut: String, CaseIterable, Sendable {
    /// A wide-gamut color's Display P3 value beside its sRGB fallback (the default).
    case displayP3 = "display-p3"
    /// sRGB only, with a warning for each role that loses its P3 value.
    case srgb

    /// The option's key.
    static let optionName = "gamut"

    /// The formats that have the option; it is read after each one's own options.
    static let formats: Set<OutputFormat> = [.swift, .css, .json, .xcassets, .compose, .typescript, .tailwind]
}
