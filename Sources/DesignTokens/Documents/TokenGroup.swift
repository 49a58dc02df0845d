// A token-tree group node: $type and other properties, ordered children, a name index once it is modified.
import PositionalJSON
import SourceDiagnostics

/// A group of tokens and nested groups, with the group properties DTCG allows.
///
/// Children keep document order. Once a group has been changed with ``setChild(_:)`` (as merging
/// does), a dictionary from name to position makes lookups independent of its size; a group as
/// read from a file has none yet, so ``child(named:)`` scans it (look tokens up by path in
/// ``EvaluatedTokens`` instead when doing many lookups).
public struct TokenGroup: Sendable {
    /// The group's own name; empty for the document's root.
    public var name: String
    /// The group's `$type`: the default type of tokens inside it.
    public var declaredType: TokenType?
    /// Whether the group's `$type` is present but invalid (already reported): tokens that would
    /// inherit it are then not reported again for lacking a type.
    var declaredTypeIsInvalid = false
    /// `$description`.
    public var description: String?
    /// `$deprecated`.
    public var deprecated: TokenDeprecation?
    /// `$extensions`, kept verbatim.
    public var extensions: JSONObject?
    /// `$extends`: the group whose tokens this group inherits.
    public var extends: TokenPathReference?
    /// Where the group's key is (the opening brace for the root).
    public var location: SourceLocation
    /// Tokens (including a `$root` token) and nested groups, in document order.
    public private(set) var children: [TokenTreeNode] = []
    /// Positions of children by name; built by the first ``setChild(_:)``, so reading a file,
    /// which only appends, never pays for it. Complete when it has as many entries as `children`.
    private var childIndex: [CodePointKey: Int] = [:]

    /// Creates an empty group.
    public init(name: String, location: SourceLocation) {
        self.name = name
        self.location = location
    }

    /// The child with this name (`$root` for the root token): a dictionary lookup once the group
    /// has been changed with ``setChild(_:)``, a scan before.
    public func child(named name: String) -> TokenTreeNode? {
        if childIndex.count == children.count {
            return childIndex[CodePointKey(name)].map { children[$0] }
        }
        return children.first { $0.name.hasSameCodePoints(as: name) }
    }

    /// Adds `node`, or replaces the child of the same name in place (keeping its position).
    public mutating func setChild(_ node: TokenTreeNode) {
        if childIndex.count != children.count {
            childIndex = Dictionary(children.enumerated().map { (CodePointKey($1.name), $0) }, uniquingKeysWith: { first, _ in first })
        }
        if let index = childIndex[CodePointKey(node.name)] {
            children[index] = node
        } else {
            childIndex[CodePointKey(node.name)] = children.count
            children.append(node)
        }
    }

    /// Adds `node` after the existing children; its name must not be taken (the JSON parser keeps
    /// one member per key, so a reader can rely on this).
    mutating func appendChild(_ node: TokenTreeNode) {
        children.append(node)
    }

    /// Removes every child, to add them again in a new order or form.
    mutating func removeAllChildren() {
        children = []
        childIndex = [:]
    }

    /// Makes room for `count` children in all, so that appending them allocates once.
    mutating func reserveChildren(_ count: Int) {
        children.reserveCapacity(count)
    }

    /// Whether the group has no tokens and no nested groups.
    public var isEmpty: Bool { children.isEmpty }
}

/// A member of a group: a token or a nested group.
public enum TokenTreeNode: Sendable {
    /// A token (an object with `$value` or `$ref`).
    case token(TokenDefinition)
    /// A nested group.
    indirect case group(TokenGroup)

    /// The member's name within its group.
    public var name: String {
        switch self {
        case .token(let token): token.name
        case .group(let group): group.name
        }
    }

    /// Where the member's key is.
    public var location: SourceLocation {
        switch self {
        case .token(let token): token.location
        case .group(let group): group.location
        }
    }
}
