import ColorGenModel

/// Material 3's color roles, as the parameters of `lightColorScheme` and `darkColorScheme` of
/// `androidx.compose.material3` (1.2 and later), and where a role set has them.
///
/// The roles are Material's when one role group, or the top level, directly holds roles named
/// like at least the four ``coreNames`` (`primary`, `onPrimary`, `surface`, `onSurface`; compared
/// in lower camel case, so `on-primary` counts): the roles of a Material Theme Builder export.
/// Then every Material role that group has is passed to the scheme builders; the others keep
/// Material's defaults.
enum MaterialColorRoles {
    /// The builders' color parameters, in their declared order.
    static let names = [
        "primary", "onPrimary", "primaryContainer", "onPrimaryContainer", "inversePrimary",
        "secondary", "onSecondary", "secondaryContainer", "onSecondaryContainer",
        "tertiary", "onTertiary", "tertiaryContainer", "onTertiaryContainer",
        "background", "onBackground", "surface", "onSurface", "surfaceVariant", "onSurfaceVariant", "surfaceTint",
        "inverseSurface", "inverseOnSurface", "error", "onError", "errorContainer", "onErrorContainer",
        "outline", "outlineVariant", "scrim", "surfaceBright", "surfaceContainer", "surfaceContainerHigh",
        "surfaceContainerHighest", "surfaceContainerLow", "surfaceContainerLowest", "surfaceDim",
    ]

    /// The roles a group must hold to count as Material's.
    static let coreNames: Set<String> = ["primary", "onPrimary", "surface", "onSurface"]

    /// The Material roles of `paths`, each parameter name with its role's position, in the
    /// builders' order; nil when no group holds the core roles. With several such groups, the
    /// one holding the most Material roles (the first of equals) is taken.
    static func find(in paths: [RolePath]) -> [(name: String, role: Int)]? {
        let known = Set(names)
        var groups: [String: [String: Int]] = [:]
        var order: [String] = []
        for (index, path) in paths.enumerated() {
            guard let last = path.segments.last else { continue }
            let name = KotlinIdentifier.lowerCamelWord(last)
            guard known.contains(name) else { continue }
            let group = RolePath.dotted(Array(path.segments.dropLast()))
            if groups[group] == nil { order.append(group) }
            groups[group, default: [:]][name] = groups[group]?[name] ?? index
        }
        let candidates = order.compactMap { group in groups[group].flatMap { coreNames.isSubset(of: $0.keys) ? $0 : nil } }
        guard let roles = candidates.max(by: { $0.count < $1.count }) else { return nil }
        return names.compactMap { name in roles[name].map { (name, $0) } }
    }
}
