// Deep merge of a scheme's token trees in order (a later file wins), before aliases are resolved.
import SourceDiagnostics

extension TokenTree {
    /// Lays `other` over this tree: groups merge deeply, a token in `other` replaces whatever this
    /// tree has at the same path (token or group), and group properties `other` sets win.
    ///
    /// This is how several token files of one scheme combine (last wins), before aliases are
    /// resolved, so an alias in an earlier file sees the value a later file gives its target.
    package mutating func merge(_ other: TokenTree) {
        root.merge(other.root)
    }

    /// The trees laid over each other in order: later ones win.
    package static func merged(_ trees: [TokenTree]) -> TokenTree {
        guard var result = trees.first else {
            return TokenTree(root: TokenGroup(name: "", location: SourceLocation(path: "", position: .start)))
        }
        for tree in trees.dropFirst() {
            result.merge(tree)
        }
        return result
    }
}

extension TokenGroup {
    /// Deep-merges `other` into this group; see ``TokenTree/merge(_:)``.
    mutating func merge(_ other: TokenGroup) {
        if other.declaredType != nil || other.declaredTypeIsInvalid {
            declaredType = other.declaredType
            declaredTypeIsInvalid = other.declaredTypeIsInvalid
        }
        if let description = other.description { self.description = description }
        if let deprecated = other.deprecated { self.deprecated = deprecated }
        if let extensions = other.extensions { self.extensions = extensions }
        if let extends = other.extends { self.extends = extends }
        for node in other.children {
            if case .group(let theirs) = node, case .group(var mine)? = child(named: node.name) {
                mine.merge(theirs)
                setChild(.group(mine))
            } else {
                setChild(node)
            }
        }
    }
}
