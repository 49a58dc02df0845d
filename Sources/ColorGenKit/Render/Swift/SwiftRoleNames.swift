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
        let root = Builder(path: [], name: "", segment: "")
        for (index, path) in paths.enumerated() {
            place(path, index: index, in: root, reserved: reserved, isNamespaced: isNamespaced)
        }
        for member in root.members {
            switch member.member {
            case .namespace(let namespace): namespaces.append(namespace.build())
            case .constant(let role, let name): rootConstants.append((role, name))
            }
        }
    }

    /// The declared name of the namespace a path's first segment opens (`text` → `TextAppearance`,
    /// inside a `namespace` `Text`).
    static func namespaceName(_ segment: String, isNamespaced: Bool = false) -> String {
        isNamespaced ? SwiftIdentifier.upperCamel(segment) : SwiftIdentifier.upperCamelWord(segment) + namespaceSuffix
    }

    private mutating func place(_ path: RolePath, index: Int, in root: Builder, reserved: Set<String>, isNamespaced: Bool) {
        let segments = path.segments.isEmpty ? [""] : path.segments
        var namespace = root
        var names: [String] = []
        for (depth, segment) in segments.enumerated() where depth < segments.count - 1 {
            // A namespace already opened for this segment has the name the segment maps to.
            if let nested = namespace.namespace(forSegment: segment) {
                names.append(nested.name)
                namespace = nested
                continue
            }
            let name = depth == 0 ? Self.namespaceName(segment, isNamespaced: isNamespaced) : SwiftIdentifier.upperCamel(segment)
            names.append(name)
            let key = Self.identity(name)
            if let existing = namespace.member(key) {
                guard case .namespace(let nested) = existing.member, nested.segment == segment else {
                    problems.append(Self.collision(path, existing.firstRole, names))
                    return
                }
                namespace = nested
                continue
            }
            if reserved.contains(key) {
                problems.append(Self.hidesSupportType(path, names))
                return
            }
            let nested = Builder(path: Array(segments.prefix(depth + 1)), name: name, segment: segment)
            namespace.add(.init(key: key, firstRole: path, member: .namespace(nested)))
            namespace = nested
        }
        let last = segments[segments.count - 1]
        let constant = segments.count > 1 && last == RolePath.groupTokenSegment
            ? Self.groupTokenConstant : SwiftIdentifier.lowerCamel(last)
        names.append(constant)
        let key = Self.identity(constant)
        if let existing = namespace.member(key) {
            problems.append(Self.collision(path, existing.firstRole, names))
            return
        }
        if reserved.contains(key) {
            problems.append(Self.hidesSupportType(path, names))
            return
        }
        namespace.add(.init(key: key, firstRole: path, member: .constant(role: index, name: constant)))
        qualifiedNames[index] = RolePath.dotted(names)
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

    /// A namespace while names are being placed.
    private final class Builder {
        struct Entry {
            var key: String
            var firstRole: RolePath
            var member: Kind
        }

        enum Kind {
            case namespace(Builder)
            case constant(role: Int, name: String)
        }

        let path: [String]
        let name: String
        /// The path segment this namespace was named from.
        let segment: String
        private(set) var members: [Entry] = []
        private var positions: [String: Int] = [:]
        /// The nested namespaces by the segment they were named from.
        private var namespacesBySegment: [String: Builder] = [:]

        init(path: [String], name: String, segment: String) {
            self.path = path
            self.name = name
            self.segment = segment
        }

        func member(_ key: String) -> Entry? {
            positions[key].map { members[$0] }
        }

        func namespace(forSegment segment: String) -> Builder? {
            namespacesBySegment[segment]
        }

        func add(_ entry: Entry) {
            positions[entry.key] = members.count
            members.append(entry)
            if case .namespace(let nested) = entry.member { namespacesBySegment[nested.segment] = nested }
        }

        func build() -> Namespace {
            Namespace(name: name, path: RolePath.dotted(path), members: members.map { entry in
                switch entry.member {
                case .namespace(let nested): .namespace(nested.build())
                case .constant(let role, let name): .constant(role: role, name: name)
                }
            })
        }
    }
}
