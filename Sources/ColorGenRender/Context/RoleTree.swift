// The `tree` template field: role groups in first-seen order, built once, filled with role maps per render.
import ColorGenModel
import Mustache

/// Role paths arranged as nested groups (`text` → `onPrimary` → `body`), for templates that
/// write nested structures: JSON groups, Swift namespaces.
///
/// Children keep the order in which they first appear in the role list. The tree is built once
/// per role list; each rendering only adds the roles' fields.
struct RoleTree: Sendable {
    /// A group or a role.
    private enum Node: Sendable {
        /// A group's own fields (`name`, `jsonName`, `path`, in the order of ``groupKeys``) and
        /// its children in order.
        case group([TemplateValue], children: [Node])
        /// The role at this position of the role list.
        case role(Int)
    }

    /// A group while the tree is being built.
    ///
    /// Its properties are exempt from run-time exclusivity checks, which would cost every access:
    /// a tree is built on one thread, and no access overlaps another.
    private final class GroupBuilder {
        typealias Child = (name: String, group: GroupBuilder?, role: Int)

        @exclusivity(unchecked) private(set) var children: [Child] = []
        /// The position of the last child of each name, kept only once the group has more
        /// children than ``linearSearchLimit``: smaller groups are searched from the end, which
        /// costs less than hashing each name.
        @exclusivity(unchecked) private var index: [String: Int]?

        private static let linearSearchLimit = 16

        /// The position of the last child called `name`.
        func lastChild(named name: String) -> Int? {
            if let index { return index[name] }
            return children.lastIndex { $0.name == name }
        }

        /// Adds `child` after the others.
        func append(_ child: Child) {
            children.append(child)
            if index != nil {
                index?[child.name] = children.count - 1
            } else if children.count > Self.linearSearchLimit {
                var built: [String: Int] = [:]
                built.reserveCapacity(children.count * 2)
                for (position, child) in children.enumerated() { built[child.name] = position }
                index = built
            }
        }
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
                } else if let existing = group.lastChild(named: segment), let child = group.children[existing].group {
                    group = child
                } else {
                    let child = GroupBuilder()
                    group.append((segment, child, 0))
                    group = child
                }
            }
            group.append((path.segments.last ?? "", nil, position))
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
    /// children, last}` and the fields `groupFields` gives for its name and path, if any; a role is
    /// the map `roleMap` gives for its position in the role list and whether it is the last child
    /// of its group.
    func values(_ roleMap: (Int, _ last: Bool) -> TemplateMap,
                groupFields: ((_ name: String, _ path: String) -> [(String, TemplateValue)])? = nil) -> [TemplateValue] {
        Self.values(of: nodes, roleMap, groupFields)
    }

    /// The keys of a group's map, shared by every group.
    private static let groupKeys = TemplateMap(["name", "jsonName", "path", "isGroup", "children", "last"].map {
        ($0, TemplateValue.null)
    })

    private static func values(of nodes: [Node], _ roleMap: (Int, _ last: Bool) -> TemplateMap,
                               _ groupFields: ((String, String) -> [(String, TemplateValue)])?) -> [TemplateValue] {
        nodes.enumerated().map { offset, node in
            let last = offset == nodes.count - 1
            switch node {
            case .group(let fields, let children):
                var map = groupKeys.withValues(fields + [true, .list(values(of: children, roleMap, groupFields)), .bool(last)])
                if let groupFields, case .string(let name) = fields[0], case .string(let path) = fields[2] {
                    for (key, value) in groupFields(name, path) { map[key] = value }
                }
                return .map(map)
            case .role(let position):
                return .map(roleMap(position, last))
            }
        }
    }
}
