import ColorGenModel
import SourceDiagnostics

/// Material 3's color roles, as the parameters of `lightColorScheme` and `darkColorScheme` of
/// `androidx.compose.material3` (1.2 and later), and which role gives each.
///
/// With the compose option `"material"`, the roles it names (``mapped(_:paths:)``). Without it, by
/// name (``find(in:)``): a role whose last segment is a Material role's name (compared in lower
/// camel case, so `on-primary` counts) gives that Material role, wherever it sits in the tree;
/// where several roles have the name, the one in the group holding the most Material names (the
/// first of equals). The roles are Material's when they have at least the four ``coreNames``
/// (`primary`, `onPrimary`, `surface`, `onSurface`): the roles of a Material Theme Builder export.
/// The Material roles no role gives keep Material's defaults.
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

    /// The roles a role set must have by name to count as Material's.
    static let coreNames: Set<String> = ["primary", "onPrimary", "surface", "onSurface"]

    /// The Material roles of `paths` by name, each parameter name with its role's position, in
    /// the builders' order; nil when the roles lack one of the core names.
    static func find(in paths: [RolePath]) -> [(name: String, role: Int)]? {
        let known = Set(names)
        var candidates: [String: [Int]] = [:]
        var namesPerGroup: [String: Set<String>] = [:]
        for (index, path) in paths.enumerated() {
            guard let last = path.segments.last else { continue }
            let name = KotlinIdentifier.lowerCamelWord(last)
            guard known.contains(name) else { continue }
            candidates[name, default: []].append(index)
            namesPerGroup[group(of: path), default: []].insert(name)
        }
        guard coreNames.isSubset(of: candidates.keys) else { return nil }
        return names.compactMap { name in
            guard let roles = candidates[name] else { return nil }
            // The role in the group with the most Material names; max(by:) keeps the first of equals.
            let best = roles.max { (namesPerGroup[group(of: paths[$0])]?.count ?? 0)
                < (namesPerGroup[group(of: paths[$1])]?.count ?? 0) }
            return best.map { (name, $0) }
        }
    }

    /// The Material roles `mapping` (the `"material"` option, its names already checked) gives,
    /// in the builders' order; a role path that is not one of `paths` is an error at it, with
    /// the nearest path as a hint.
    static func mapped(_ mapping: [(name: Located<String>, role: Located<String>)],
                       paths: [RolePath]) throws(OutputProblems) -> [(name: String, role: Int)] {
        let described = paths.map(\.description)
        let positions = Dictionary(described.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
        var roles: [String: Int] = [:]
        var problems: [Diagnostic] = []
        for (name, role) in mapping where names.contains(name.value) {
            guard let position = positions[role.value] else {
                problems.append(.error("option \"material\" gives \(name.value) the role \"\(role.value)\", which is not one of "
                                       + "the roles" + Suggestion.hint(for: role.value, in: described), at: role.location))
                continue
            }
            roles[name.value] = position
        }
        guard problems.isEmpty else { throw OutputProblems(problems) }
        return names.compactMap { name in roles[name].map { (name, $0) } }
    }

    /// The dotted group of `path` (empty at the top level).
    private static func group(of path: RolePath) -> String {
        RolePath.dotted(Array(path.segments.dropLast()))
    }
}
