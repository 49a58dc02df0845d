// Automatic contrast pairs from role names: a role `on<Name>` is content drawn on the role `<name>`.

/// The pairs a role set's names declare by the `on<Name>` convention (Material's `onPrimary` on
/// `primary`, `onSurfaceVariant` on `surfaceVariant`, a group's `text.onAccent` on `accent`),
/// measured as text in every scheme unless the config says `"contrastByName": false`
/// (docs/contrast-checks.md, "Pairs by name").
///
/// A role whose last segment is `on` + a capital letter + more is drawn on the role named by the
/// rest with a lowercase initial, looked for beside it first and then one group further out at a
/// time: `md.sys.color.onPrimary` on `md.sys.color.primary`, `text.onAccent` on `accent`. A
/// candidate inside a `text` or `icon` group is skipped, since those groups hold content, not
/// backgrounds (`text.accent` is accent-colored text). Roles the catalogue pairs
/// (``ContrastPairs/pair(for:)``, such as `icon.info.onPrimary`) are measured as it says instead.
enum NamedContrastPairs {
    /// The groups whose roles are content, never what content is drawn on.
    private static let contentGroups: Set<String> = ["text", "icon"]

    /// Every pair `roles` names: the positions of the content role and of the role it is drawn
    /// on, in role order.
    static func pairs(in roles: [SchemeRole]) -> [(foreground: Int, background: Int)] {
        var positions: [RolePath: Int]?
        var pairs: [(foreground: Int, background: Int)] = []
        for (position, role) in roles.enumerated() {
            guard let last = role.path.segments.last, let name = ContrastPairs.backgroundName(ofSegment: last),
                  ContrastPairs.pair(for: role.path) == nil else { continue }
            let known = positions ?? Dictionary(roles.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
            positions = known
            let groups = role.path.segments.dropLast()
            for depth in stride(from: groups.count, through: 0, by: -1) {
                let candidate = RolePath(Array(groups.prefix(depth)) + [name])
                if let first = candidate.segments.first, candidate.segments.count > 1, contentGroups.contains(first) { continue }
                if let background = known[candidate] {
                    pairs.append((position, background))
                    break
                }
            }
        }
        return pairs
    }
}
