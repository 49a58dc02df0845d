import ColorGenModel

/// Where each role lives in the generated Swift: its enum namespaces and its constant.
///
/// The mapping (documented in docs/swift-output.md):
/// - the first segment names a top-level namespace `<Segment>Appearance` (`text` → `TextAppearance`),
///   or, inside the output's `namespace`, just `<Segment>` (`Theme.Text`);
/// - every inner segment but the last names a nested enum in upper camel case (`onPrimary` → `OnPrimary`);
/// - the last segment names the `static let` constant in lower camel case (`body`); a role of one
///   segment (`separator`) is a constant of the root (``rootConstants``): of the `namespace`
///   (`Theme.separator`), else a static member of the color type (`SchemeColor.separator`);
///   a group's own token (`brand.$root`) is the constant `base` of its group (`…Brand.base`);
/// - segments become identifiers as ``SwiftIdentifier`` describes.
///
/// Two different roles or groups that land on the same name in one namespace, or a name that
/// would hide one of the support types, are reported instead of being written.
struct SwiftRoleNames: Sendable {
    /// One enum namespace and what it holds, in the order roles first reach it.
    struct Namespace: Sendable {
        /// The enum's name as declared (escaped when needed).
        var name: String
        /// The role path prefix it stands for, e.g. `text.onPrimary`.
        var path: String
        /// Its nested namespaces and constants.
        var members: [Member]
    }

    /// A member of a namespace.
    enum Member: Sendable {
        /// A nested enum.
        case namespace(Namespace)
        /// A `static let`: the role's position in the role list and the constant's declared name.
        case constant(role: Int, name: String)
    }

    /// The constant a group's own token (`$root`) takes in its group's namespace.
    static let groupTokenConstant = "base"

    /// The suffix of top-level namespace names outside a `namespace`.
    static let namespaceSuffix = "Appearance"

    /// The top-level namespaces.
    private(set) var namespaces: [Namespace] = []
    /// The constants of one-segment roles, at the root: `(role, name)`.
    private(set) var rootConstants: [(role: Int, name: String)] = []
    /// Each role's name below the root (`TextAppearance.OnPrimary.body`, `separator`), by position
    /// in the role list; nil for a role whose name collided.
    private(set) var qualifiedNames: [String?]
    /// Every collision, one message each (no location: the caller knows which output it is).
    private(set) var problems: [String] = []

    /// Names `paths`; `reserved` are the support types' names, which no namespace or constant may
    /// take (they would hide the type inside the namespace, or clash with it at the top level).
    /// `isNamespaced`: the root is the output's `namespace`, so top-level names get no suffix.
    init(_ paths: [RolePath], reserved: Set<String>, isNamespaced: Bool = false) {
        qualifiedNames = Array(repeating: nil, count: paths.count)
        var tree = Tree()
        for (index, path) in paths.enumerated() {
            place(path, index: index, in: &tree, reserved: reserved, isNamespaced: isNamespaced)
        }
        for entry in tree.nodes[Tree.root].members {
            switch entry.member {
            case .namespace(let node): namespaces.append(tree.namespace(at: node))
            case .constant(let role, let name): rootConstants.append((role, name))
            }
        }
    }

    /// The declared name of the namespace a path's first segment opens (`text` → `TextAppearance`,
    /// inside a `namespace` `Text`).
    static func namespaceName(_ segment: String, isNamespaced: Bool = false) -> String {
        isNamespaced ? SwiftIdentifier.upperCamel(segment) : SwiftIdentifier.upperCamelWord(segment) + namespaceSuffix
    }

    private mutating func place(_ path: RolePath, index: Int, in tree: inout Tree, reserved: Set<String>, isNamespaced: Bool) {
        let segments = path.segments.isEmpty ? [""] : path.segments
        // Roles come grouped, so the namespaces the previous role opened are looked up again
        // only below the segments the two paths share.
        var depth = tree.sharedDepth(with: segments)
        var namespace = depth == 0 ? Tree.root : tree.chain[depth - 1].node
        while depth < segments.count - 1 {
            let segment = segments[depth]
            // A namespace already opened for this segment has the name the segment maps to.
            if let nested = tree.namespace(forSegment: segment, in: namespace) {
                tree.chain.append((segment, nested))
                namespace = nested
                depth += 1
                continue
            }
            let name = depth == 0 ? Self.namespaceName(segment, isNamespaced: isNamespaced) : SwiftIdentifier.upperCamel(segment)
            let key = Self.identity(name)
            if let existing = tree.member(key, of: namespace) {
                // A namespace named from this segment would have been found above.
                problems.append(Self.collision(path, existing.firstRole, tree.names(adding: name)))
                return
            }
            if reserved.contains(key) {
                problems.append(Self.hidesSupportType(path, tree.names(adding: name)))
                return
            }
            let nested = tree.nodes.count
            tree.nodes.append(Tree.Node(name: name, segment: segment,
                                        path: depth == 0 ? segment : RolePath.dotted([tree.nodes[namespace].path, segment]),
                                        qualifiedName: depth == 0 ? name
                                            : RolePath.dotted([tree.nodes[namespace].qualifiedName, name])))
            tree.add(Tree.Entry(key: key, firstRole: path, member: .namespace(nested)), to: namespace)
            tree.chain.append((segment, nested))
            namespace = nested
            depth += 1
        }
        let last = segments[segments.count - 1]
        let constant = segments.count > 1 && last == RolePath.groupTokenSegment
            ? Self.groupTokenConstant : SwiftIdentifier.lowerCamel(last)
        let key = Self.identity(constant)
        if let existing = tree.member(key, of: namespace) {
            problems.append(Self.collision(path, existing.firstRole, tree.names(adding: constant)))
            return
        }
        if reserved.contains(key) {
            problems.append(Self.hidesSupportType(path, tree.names(adding: constant)))
            return
        }
        tree.add(Tree.Entry(key: key, firstRole: path, member: .constant(role: index, name: constant)), to: namespace)
        qualifiedNames[index] = namespace == Tree.root ? constant : RolePath.dotted([tree.nodes[namespace].qualifiedName, constant])
    }

    /// The identifier Swift sees: the declared name without backticks.
    private static func identity(_ name: String) -> String {
        name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
    }

    private static func collision(_ path: RolePath, _ other: RolePath, _ names: [String]) -> String {
        "roles \(quoted(other)) and \(quoted(path)) both map to the Swift name \(names.joined(separator: ".")); "
            + "rename one of them"
    }

    private static func hidesSupportType(_ path: RolePath, _ names: [String]) -> String {
        "role \(quoted(path)) maps to the Swift name \(names.joined(separator: ".")), which is taken by the support type "
            + "\(identity(names[names.count - 1])); rename the role, or the type with the options schemeColorType, "
            + "schemeOptionType, schemeType, registryType or namespace"
    }

    private static func quoted(_ path: RolePath) -> String {
        SwiftStringLiteral.quoted(path.description)
    }

    /// The namespaces while names are being placed, each node at its index, the root at 0.
    private struct Tree {
        struct Entry {
            var key: String
            var firstRole: RolePath
            var member: Kind
        }

        enum Kind {
            /// A nested namespace, by its node's index.
            case namespace(Int)
            case constant(role: Int, name: String)
        }

        struct Node {
            let name: String
            /// The path segment this namespace was named from.
            let segment: String
            /// The role path prefix it stands for, dotted.
            let path: String
            /// Its name below the root: the enclosing namespaces' names and its own, dotted.
            let qualifiedName: String
            var members: [Entry] = []
            /// Each member's position by its key, once there are more than ``linearSearchLimit``
            /// members: fewer are found faster by comparing keys than by hashing one.
            var positions: [String: Int]?
            /// The nested namespaces' nodes by the segment they were named from, with ``positions``.
            var namespacesBySegment: [String: Int]?
        }

        /// The most members a namespace looks through one by one.
        static let linearSearchLimit = 16

        static let root = 0

        var nodes = [Node(name: "", segment: "", path: "", qualifiedName: "")]
        /// The namespaces of the last placed role's path, outermost first, with their segments.
        var chain: [(segment: String, node: Int)] = []

        /// The number of leading namespaces of the last placed role that `segments` also lies in;
        /// ``chain`` is cut to them.
        mutating func sharedDepth(with segments: [String]) -> Int {
            var depth = 0
            while depth < chain.count, depth < segments.count - 1, chain[depth].segment == segments[depth] { depth += 1 }
            chain.removeSubrange(depth...)
            return depth
        }

        func member(_ key: String, of node: Int) -> Entry? {
            if let positions = nodes[node].positions { return positions[key].map { nodes[node].members[$0] } }
            return nodes[node].members.first { $0.key == key }
        }

        /// The namespace nested in `node` that was named from `segment`, if any.
        func namespace(forSegment segment: String, in node: Int) -> Int? {
            if let namespaces = nodes[node].namespacesBySegment { return namespaces[segment] }
            for entry in nodes[node].members {
                if case .namespace(let nested) = entry.member, nodes[nested].segment == segment { return nested }
            }
            return nil
        }

        /// Adds `entry`, whose key no member of `node` has, to `node`.
        mutating func add(_ entry: Entry, to node: Int) {
            let position = nodes[node].members.count
            nodes[node].members.append(entry)
            if nodes[node].positions != nil {
                nodes[node].positions?[entry.key] = position
                if case .namespace(let nested) = entry.member {
                    let segment = nodes[nested].segment
                    nodes[node].namespacesBySegment?[segment] = nested
                }
            } else if nodes[node].members.count > Self.linearSearchLimit {
                var positions: [String: Int] = [:], namespaces: [String: Int] = [:]
                positions.reserveCapacity(4 * Self.linearSearchLimit)
                for (position, member) in nodes[node].members.enumerated() {
                    positions[member.key] = position
                    if case .namespace(let nested) = member.member { namespaces[nodes[nested].segment] = nested }
                }
                nodes[node].positions = positions
                nodes[node].namespacesBySegment = namespaces
            }
        }

        /// The names of ``chain`` and then `name`: what a role placed there would be called.
        func names(adding name: String) -> [String] {
            chain.map { nodes[$0.node].name } + [name]
        }

        func namespace(at node: Int) -> Namespace {
            Namespace(name: nodes[node].name, path: nodes[node].path, members: nodes[node].members.map { entry in
                switch entry.member {
                case .namespace(let nested): .namespace(namespace(at: nested))
                case .constant(let role, let name): .constant(role: role, name: name)
                }
            })
        }
    }
}
