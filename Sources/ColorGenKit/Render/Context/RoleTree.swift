// The `tree` template field: role groups in first-seen order, built once, filled with role maps per render.
import Mustache

/// Role paths arranged as nested groups (`text` → `onPrimary` → `body`), for templates that
/// write nested structures: JSON groups, Swift namespaces.
///
/// Children keep the order in which they first appear in the role list. The tree is built once
/// per role list; each rendering only adds the roles' fields.
package struct RoleTree: Sendable {
    /// A group or a role.
    private enum Node: Sendable {
        /// A group's own fields (`name`, `jsonName`, `path`, in the order of ``groupKeys``) and
        /// its children in order.
        case group([TemplateValue], children: [Node])
        /// The role at this position of the role list.
        case role(Int)
    }

    /// A group while the tree is being built.
    private final class GroupBuilder {
        var children: [(name: String, group: GroupBuilder?, role: Int)] = []
        var index: [String: Int] = [:]
    }

    private let nodes: [Node]

    /// Builds the tree of `paths`; a role's position in `paths` identifies it.
    package init(_ paths: [RolePath]) {
        let root = GroupBuilder()
        for (position, path) in paths.enumerated() {
            var group = root
            for segment in path.segments.dropLast() {
                // A role's groups are mostly those of the role before it: the last child is tried
                // before the index.
                if let last = group.children.last, let child = last.group, last.name == segment {
                    group = child
                } else if let existing = group.index[segment], let child = group.children[existing].group {
                    group = child
                } else {
                    let child = GroupBuilder()
                    group.index[segment] = group.children.count
                    group.children.append((segment, child, 0))
                    group = child
                }
            }
            let name = path.segments.last ?? ""
            group.index[name] = group.children.count
            group.children.append((name, nil, position))
        }
        nodes = Self.freeze(root, path: nil)
    }

    /// `group`'s children as nodes; `path` is the group's dotted path, `nil` for the root.
    private static func freeze(_ group: GroupBuilder, path: String?) -> [Node] {
        group.children.map { child in
            guard let nested = child.group else { return .role(child.role) }
            let nestedPath = path.map { $0 + "." + child.name } ?? child.name
            let fields: [TemplateValue] = [.string(child.name), .string(JSONText.quoted(child.name)), .string(nestedPath)]
            return .group(fields, children: freeze(nested, path: nestedPath))
        }
    }

    /// The top-level nodes as template values: a group is `{name, jsonName, path, isGroup: true,
    /// children, last}`; a role is the map `roleMap` gives for its position in the role list and
    /// whether it is the last child of its group.
    func values(_ roleMap: (Int, _ last: Bool) -> TemplateMap) -> [TemplateValue] {
        Self.values(of: nodes, roleMap)
    }

    /// The keys of a group's map, shared by every group.
    private static let groupKeys = TemplateMap(["name", "jsonName", "path", "isGroup", "children", "last"].map {
        ($0, TemplateValue.null)
    })

    private static func values(of nodes: [Node], _ roleMap: (Int, _ last: Bool) -> TemplateMap) -> [TemplateValue] {
        nodes.enumerated().map { offset, node in
            let last = offset == nodes.count - 1
            switch node {
            case .group(let fields, let children):
                return .map(groupKeys.withValues(fields + [true, .list(values(of: children, roleMap)), .bool(last)]))
            case .role(let position):
                return .map(roleMap(position, last))
            }
        }
    }
}
