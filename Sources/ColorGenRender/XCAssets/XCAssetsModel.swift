// The asset catalog in the order it is written: groups, color sets, and what every color set shares.
import ColorGenModel
import Mustache

/// The xcassets format's model of one output: the catalog's folder, and its groups and color
/// sets in the order their `Contents.json` files are written (docs/xcassets-output.md).
struct XCAssetsModel: Sendable {
    /// A group folder or a color set of the catalog.
    enum Entry: Sendable {
        /// A group folder, relative to the catalog (`text/onPrimary`).
        case group(String)
        /// The color set of role `role` (its position in the role list), whose folder relative
        /// to the catalog is `folder` plus `.colorset`.
        case colorSet(role: Int, folder: String)
    }

    /// The catalog folder's path.
    let catalog: String
    /// The roles, as the output writes them.
    let roles: ColorRoleSet
    /// Which scheme fills which appearance slot of a color set.
    let slots: XCAssetsAppearanceSlots
    /// The template fields of each slot's entry that do not depend on the role.
    let slotFields: [[(String, TemplateValue)]]
    /// Each group before the first color set inside it, then the color sets, in role order.
    let entries: [Entry]

    /// The model of `roles` written to the catalog at `catalog`; `segments` are each role's
    /// folder names (``XCAssetsNames/segments(of:)``).
    init(catalog: String, roles: ColorRoleSet, segments: [[String]]) {
        self.catalog = catalog
        self.roles = roles
        slots = XCAssetsAppearanceSlots(appearances: roles.appearances)
        slotFields = Self.slotFields(slots)
        var entries: [Entry] = []
        var groups = Set<String>()
        var previous: [String] = []
        for (index, segments) in segments.enumerated() {
            // The groups a role shares with the role before it were met with that role.
            var known = 0
            while known < min(segments.count, previous.count) - 1, segments[known] == previous[known] { known += 1 }
            for depth in (known + 1)..<max(segments.count, known + 1) {
                let group = segments.prefix(depth).joined(separator: "/")
                if groups.insert(group).inserted { entries.append(.group(group)) }
            }
            entries.append(.colorSet(role: index, folder: segments.joined(separator: "/")))
            previous = segments
        }
        self.entries = entries
    }
}
