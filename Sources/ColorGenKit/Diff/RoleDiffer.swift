// Diff engine: pairs schemes and roles of two sides, classifies each change, flags contrast verdict flips.
import ColorGenModel
import ColorMath

/// Compares two resolved role sets scheme by scheme, by scheme name and role path.
public enum RoleDiffer {
    /// The default threshold: ΔE OK below 0.02 is invisible side by side.
    public static let defaultThreshold = 0.02

    /// The differences from `old` to `new`. Two colors are the same when they are written the same
    /// (`#rrggbbaa`, 8 bits a channel, what every output writes).
    public static func compare(_ old: ColorRoleSet, label oldLabel: String, with new: ColorRoleSet, label newLabel: String,
                               threshold: Double = defaultThreshold) -> RoleDiff {
        let oldNames = Set(old.schemes), newNames = Set(new.schemes)
        let oldMeasured = RoleContrast.measureEachScheme(old), newMeasured = RoleContrast.measureEachScheme(new)
        let schemes = new.schemes.indices.compactMap { newIndex -> SchemeRoleDiff? in
            guard let oldIndex = old.schemes.firstIndex(of: new.schemes[newIndex]) else { return nil }
            return compareScheme(old, oldIndex, oldMeasured[oldIndex], with: new, newIndex, newMeasured[newIndex],
                                 threshold: threshold)
        }
        return RoleDiff(old: RoleDiff.Side(label: oldLabel, rulesVersion: old.rulesVersion, schemes: old.schemes),
                        new: RoleDiff.Side(label: newLabel, rulesVersion: new.rulesVersion, schemes: new.schemes),
                        threshold: threshold,
                        schemesOnlyInOld: old.schemes.filter { !newNames.contains($0) },
                        schemesOnlyInNew: new.schemes.filter { !oldNames.contains($0) },
                        schemes: schemes, deprecated: newlyDeprecated(from: old, to: new))
    }

    /// The roles both sides have that `new` deprecates and `old` does not.
    private static func newlyDeprecated(from old: ColorRoleSet, to new: ColorRoleSet) -> [DeprecatedRole] {
        guard new.roles.contains(where: { $0.documentation.deprecation != nil }) else { return [] }
        let oldDeprecated = Dictionary(old.roles.map { ($0.path, $0.documentation.deprecation != nil) },
                                       uniquingKeysWith: { first, _ in first })
        return new.roles.compactMap { role in
            guard let deprecation = role.documentation.deprecation, oldDeprecated[role.path] == false else { return nil }
            return DeprecatedRole(path: role.path, deprecation: deprecation)
        }
    }

    /// Each role's contrast in one scheme by role path, from its measurements by role position
    /// (``RoleContrast``: the catalogue's pair, else its weakest declared pair or pair by name).
    private static func contrast(of roles: ColorRoleSet, _ measured: [ContrastPairs.Measurement?]) -> [RolePath: ContrastPairs.Measurement] {
        var result: [RolePath: ContrastPairs.Measurement] = [:]
        for (role, measurement) in zip(roles.roles, measured) {
            if let measurement { result[role.path] = measurement }
        }
        return result
    }

    private static func compareScheme(_ old: ColorRoleSet, _ oldIndex: Int, _ oldMeasured: [ContrastPairs.Measurement?],
                                      with new: ColorRoleSet, _ newIndex: Int, _ newMeasured: [ContrastPairs.Measurement?],
                                      threshold: Double) -> SchemeRoleDiff {
        let oldContrast = contrast(of: old, oldMeasured)
        let newContrast = contrast(of: new, newMeasured)
        var oldColors: [RolePath: RGBA] = [:]
        for role in old.roles { oldColors[role.path] = role.colors[oldIndex] }
        var diff = SchemeRoleDiff(name: new.schemes[newIndex], contrastFlips: [], changed: [], belowThreshold: [],
                                  added: [], removed: [], unchangedCount: 0)
        var present = Set<RolePath>()
        for role in new.roles {
            let color = role.colors[newIndex]
            present.insert(role.path)
            guard let previous = oldColors[role.path] else {
                diff.added.append(RoleValue(path: role.path, color: color, contrast: newContrast[role.path]))
                continue
            }
            let change = RoleChange(path: role.path, old: previous, new: color,
                                    deltaEOK: previous.oklab.deltaEOK(to: color.oklab),
                                    oldContrast: oldContrast[role.path], newContrast: newContrast[role.path])
            if change.flip != nil {
                diff.contrastFlips.append(change)
            } else if previous.hexWithAlpha == color.hexWithAlpha {
                diff.unchangedCount += 1
            } else if change.deltaEOK < threshold && previous.alpha8Bit == color.alpha8Bit {
                diff.belowThreshold.append(change)
            } else {
                diff.changed.append(change)
            }
        }
        diff.contrastFlips = diff.contrastFlips.filter { $0.flip == .regression } + diff.contrastFlips.filter { $0.flip == .improvement }
        diff.removed = old.roles.filter { !present.contains($0.path) }.map { role in
            RoleValue(path: role.path, color: role.colors[oldIndex], contrast: oldContrast[role.path])
        }
        return diff
    }
}
