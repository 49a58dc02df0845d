/// A released, frozen version of the color rules: a version once released never changes its output.
///
/// Each version's rules are the type named by ``rules(for:)``; see `ColorRulesVersion0.swift`,
/// `ColorRulesVersion1.swift`, `ColorRulesVersion2.swift` and `ColorRulesVersion3.swift` for what
/// each one changes.
public enum RulesVersion: Int, CaseIterable, Comparable, Sendable {
    /// SageResearch's original rules (`ColorRulesVersion0`).
    case version0 = 0
    /// Tinted and underlined-text buttons follow the text swatch (`ColorRulesVersion1`).
    case version1 = 1
    /// SageResearch's newest rules, equal to version 1 (`ColorRulesVersion2`).
    case version2 = 2
    /// Version 2's rules, then every content role brought to its contrast target
    /// (`ColorRulesVersion3`, ``ContrastGuarantee``).
    case version3 = 3

    /// The newest version: what new configurations should pin.
    public static let newest: RulesVersion = .version3

    /// The version used when the configuration names none: version 2, the newest before
    /// version 3, so that an unpinned configuration keeps the output it always had (with a
    /// warning to pin one).
    static let unpinned: RulesVersion = .version2

    /// Whether this version brings every content role to its contrast target
    /// (``ContrastPairs``), from version 3 on.
    var guaranteesContrast: Bool { self >= .version3 }

    /// The version with this number, or ``UnknownRulesVersion`` for one colorgen does not know.
    public init(number: Int) throws(UnknownRulesVersion) {
        guard let version = RulesVersion(rawValue: number) else { throw UnknownRulesVersion(number: number) }
        self = version
    }

    /// This version's rules over a palette.
    public func rules(for palette: Palette) -> any ColorRules {
        switch self {
        case .version0: ColorRulesVersion0(palette: palette)
        case .version1: ColorRulesVersion1(palette: palette)
        case .version2: ColorRulesVersion2(palette: palette)
        case .version3: ColorRulesVersion3(palette: palette)
        }
    }

    public static func < (lhs: RulesVersion, rhs: RulesVersion) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
