/// Role paths arranged as nested groups (`text` → `onPrimary` → `body`), for templates that
/// write nested structures: JSON groups, Swift namespaces.
///
/// Children keep the order in which they first appear in the role list.
struct RoleTree {
    private final class Group {
        var children: [(name: String, node: Node)] = []
        var index: [String: Int] = [:]
    }

    private enum Node {
        case group(Group)
        case role(Int)
    }

    private let root = Group()

    /// Builds the tree of `paths`; a role's position in `paths` identifies it.
    init(_ paths: [RolePath]) {
        for (position, path) in paths.enumerated() {
            var group = root
            for segment in path.segments.dropLast() {
                if let existing = group.index[segment], case .group(let child) = group.children[existing].node {
                    group = child
                } else {
                    let child = Group()
                    group.index[segment] = group.children.count
                    group.children.append((segment, .group(child)))
                    group = child
                }
            }
            let name = path.segments.last ?? ""
            group.index[name] = group.children.count
            group.children.append((name, .role(position)))
        }
    }

    /// The top-level nodes as template values: a group is `{name, jsonName, path, isGroup: true,
    /// children, last}`; a role is its fields from `roleFields` plus `isGroup: false` and `last`.
    func nodes(_ roleFields: (Int) -> TemplateMap) -> [TemplateValue] {
        values(of: root, path: [], roleFields)
    }

    private func values(of group: Group, path: [String], _ roleFields: (Int) -> TemplateMap) -> [TemplateValue] {
        group.children.enumerated().map { offset, child in
            let last = TemplateValue.bool(offset == group.children.count - 1)
            switch child.node {
            case .group(let nested):
                let nestedPath = path + [child.name]
                return .map(TemplateMap([
                    ("name", .string(child.name)), ("jsonName", .string(JSONText.quoted(child.name))),
                    ("path", .string(nestedPath.joined(separator: "."))), ("isGroup", true),
                    ("children", .list(values(of: nested, path: nestedPath, roleFields))), ("last", last),
                ]))
            case .role(let position):
                var map = roleFields(position)
                map["isGroup"] = false
                map["last"] = last
                return .map(map)
            }
        }
    }
}
