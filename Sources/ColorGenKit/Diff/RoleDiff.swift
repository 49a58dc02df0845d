// Result model of `colorgen diff`: per-scheme contrast flips, visible/invisible changes, added/removed roles.
import ColorGenModel
import ColorMath

/// How the resolved roles of two sides differ, scheme by scheme (`colorgen diff`, docs/diff.md).
public struct RoleDiff: Sendable {
    /// What one side was.
    public struct Side: Sendable {
        /// The side's label (``DiffSide/label``).
        public var label: String
        /// The rules version its roles were resolved with.
        public var rulesVersion: RulesVersion
        /// Its scheme names in config order.
        public var schemes: [String]
    }

    /// The side compared from.
    public var old: Side
    /// The side compared to.
    public var new: Side
    /// Changes whose ΔE OK is below this (with the same alpha) count as invisible.
    public var threshold: Double
    /// Schemes only the old side has, not compared.
    var schemesOnlyInOld: [String]
    /// Schemes only the new side has, not compared.
    var schemesOnlyInNew: [String]
    /// The schemes both sides have, in the new side's order.
    public var schemes: [SchemeRoleDiff]
    /// Roles of both sides that the new side deprecates and the old did not, in the new side's order.
    public var deprecated: [DeprecatedRole] = []

    /// Whether anything differs at all: a scheme, a role, a color (however little), a contrast
    /// verdict or a deprecation.
    public var hasChanges: Bool {
        !schemesOnlyInOld.isEmpty || !schemesOnlyInNew.isEmpty || !deprecated.isEmpty || schemes.contains { $0.hasChanges }
    }

    /// Whether any content role went from passing its WCAG minimum to failing it, or was added failing it.
    public var hasContrastRegressions: Bool {
        schemes.contains { $0.contrastRegressionCount > 0 }
    }
}

/// The differences of one scheme both sides have.
public struct SchemeRoleDiff: Sendable {
    /// The scheme's name.
    public var name: String
    /// Roles on both sides whose contrast verdict (pass/fail) flipped, whether or not their own color
    /// changed (a changed background flips them too): regressions first, then in role order.
    var contrastFlips: [RoleChange]
    /// Roles whose color changed visibly (ΔE OK at or above the threshold, or another alpha), without a flip.
    public var changed: [RoleChange]
    /// Roles whose color changed invisibly (ΔE OK below the threshold, same alpha), without a flip.
    var belowThreshold: [RoleChange]
    /// Roles only the new side has.
    public var added: [RoleValue]
    /// Roles only the old side has.
    public var removed: [RoleValue]
    /// How many roles are the same on both sides, color and contrast verdict.
    var unchangedCount: Int

    /// Whether anything differs in this scheme.
    public var hasChanges: Bool {
        !contrastFlips.isEmpty || !changed.isEmpty || !belowThreshold.isEmpty || !added.isEmpty || !removed.isEmpty
    }

    /// Flips from pass to fail, plus added roles that fail.
    var contrastRegressionCount: Int {
        contrastFlips.filter { $0.flip == .regression }.count + added.filter { $0.contrast?.passes == false }.count
    }
}

/// A role present on both sides with its two colors.
public struct RoleChange: Sendable {
    /// A change of contrast verdict.
    enum Flip: String, Sendable {
        /// Passed its minimum before, fails now.
        case regression
        /// Failed before, passes now.
        case improvement
    }

    /// The role.
    public var path: RolePath
    /// Its color on the old side.
    public var old: RGBA
    /// Its color on the new side.
    public var new: RGBA
    /// The perceptual distance of the two colors' RGB channels in OKLab (alpha is compared apart).
    public var deltaEOK: Double
    /// Its contrast on what it is drawn on, old side, for content roles (``ContrastPairs``).
    var oldContrast: ContrastPairs.Measurement?
    /// Its contrast on what it is drawn on, new side.
    var newContrast: ContrastPairs.Measurement?

    /// The change of verdict, when both sides are measured and their verdicts differ.
    var flip: Flip? {
        guard let oldContrast, let newContrast, oldContrast.passes != newContrast.passes else { return nil }
        return newContrast.passes ? .improvement : .regression
    }
}

/// A role that became deprecated, with why and what replaces it.
public struct DeprecatedRole: Sendable {
    /// The role.
    public var path: RolePath
    /// Its deprecation on the new side.
    public var deprecation: RoleDeprecation

    /// `path`, then what replaces it and the deprecation's message, if any: the line of a report.
    var text: String {
        path.description + (deprecation.replacement.map { " → \($0)" } ?? "") + (deprecation.message.map { ": " + $0 } ?? "")
    }
}

/// A role of one side only, with its color.
public struct RoleValue: Sendable {
    /// The role.
    public var path: RolePath
    /// Its color.
    public var color: RGBA
    /// Its contrast on what it is drawn on, for content roles.
    public var contrast: ContrastPairs.Measurement?
}
