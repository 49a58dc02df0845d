// Modes as parts of the tree: one group per scheme (`color.light.*`) or a scheme's name as a token name's suffix or prefix (`BACKGROUND_DAY`).
import SourceDiagnostics

extension TokenTree {
    /// Where a file writes a scheme's values as parts named after schemes, found once per file.
    package struct SchemeParts: Sendable {
        /// Whether any group holds groups, or tokens, named after two or more schemes.
        package var isEmpty: Bool
        /// The warning for each group of such parts that also has parts of the same shape naming no scheme.
        package var warnings: [Diagnostic]
    }

    /// The parts of the tree named after the schemes `schemes` (compared ignoring case):
    ///
    /// - **one group per scheme**: a group with child groups named after two or more schemes
    ///   (`color.light.*`, `color.dark.*`); a sibling group holding the same names as the first of
    ///   them but naming no scheme is a mode no scheme reads (one warning);
    /// - **a suffix or prefix per scheme**: a group with tokens whose names are one base and two or
    ///   more schemes' names, joined by `_` or `-` (`BACKGROUND_DAY`, `BACKGROUND_NIGHT`;
    ///   `surface-light`, `light-surface`); a token of the same base whose affix names no scheme
    ///   is a mode no scheme reads (one warning). A base that is itself the name of a sibling
    ///   (`blue`, `blue-light`, `blue-dark`) names shades, not modes.
    package func schemeParts(schemes: [String]) -> SchemeParts {
        var warnings: [Diagnostic] = []
        var found = false
        _ = root.takingSchemeParts(scheme: nil, schemes: SchemeNames(schemes), found: &found, warnings: &warnings)
        return SchemeParts(isEmpty: !found, warnings: warnings)
    }

    /// The tree as scheme `scheme` reads it: each scheme group of `scheme` in place of its
    /// group's scheme groups (its tokens and groups taking its `$type` when they declare none),
    /// each token with `scheme`'s affix under its base name, the other schemes' parts left out.
    package func applyingSchemeParts(scheme: String, schemes: [String]) -> TokenTree {
        var tree = self
        var found = false
        var warnings: [Diagnostic] = []
        tree.root = root.takingSchemeParts(scheme: scheme, schemes: SchemeNames(schemes), found: &found, warnings: &warnings)
        return tree
    }
}

/// The config's scheme names, looked up ignoring case: every group and token name of every file
/// is looked up, so each scheme name is lowered once, not at every comparison.
private struct SchemeNames {
    /// The names as the config writes them.
    let names: [String]
    private let byLowercased: [String: String]

    init(_ names: [String]) {
        self.names = names
        byLowercased = Dictionary(names.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The scheme a group or token name is written as, ignoring case.
    func scheme(named name: some StringProtocol) -> String? {
        byLowercased[name.lowercased()]
    }
}

extension TokenGroup {
    /// A token name split into a base and an affix at its last (suffix) or first (prefix) `_` or `-`.
    private static func affixes(of name: String) -> [(base: String, affix: String)] {
        guard name.utf8.contains(where: { $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") }) else { return [] }
        let separators: Set<Character> = ["_", "-"]
        var found: [(base: String, affix: String)] = []
        if let last = name.lastIndex(where: separators.contains), last != name.startIndex {
            found.append((String(name[..<last]), String(name[name.index(after: last)...])))
        }
        if let first = name.firstIndex(where: separators.contains), name.index(after: first) != name.endIndex {
            found.append((String(name[name.index(after: first)...]), String(name[..<first])))
        }
        return found
    }

    /// This group with its scheme parts taken for `scheme` (nil: only found and reported).
    fileprivate func takingSchemeParts(scheme: String?, schemes: SchemeNames, found: inout Bool,
                                       warnings: inout [Diagnostic]) -> TokenGroup {
        // One group per scheme.
        let schemeGroups = children.compactMap { node -> (String, TokenGroup)? in
            guard case .group(let group) = node, let name = schemes.scheme(named: group.name) else { return nil }
            return (name, group)
        }
        var dropped = Set<String>()
        var hoisted: [String: TokenGroup] = [:]
        if Set(schemeGroups.map(\.0)).count >= 2 {
            found = true
            let shape = Set(schemeGroups[0].1.children.map(\.name))
            let unread = children.compactMap { node -> TokenGroup? in
                guard case .group(let group) = node, schemes.scheme(named: group.name) == nil,
                      !shape.isEmpty, Set(group.children.map(\.name)) == shape else { return nil }
                return group
            }
            for (name, group) in schemeGroups {
                if name == scheme { hoisted[group.name] = group } else { dropped.insert(group.name) }
            }
            dropped.formUnion(unread.map(\.name))
            if scheme == nil, let first = unread.first {
                warnings.append(.warning("the groups " + unread.map { "'\($0.name)'" }.joined(separator: ", ")
                                         + " hold the same tokens as the scheme groups "
                                         + schemeGroups.map { "'\($0.1.name)'" }.joined(separator: ", ")
                                         + " but name no scheme of colorgen.json (its schemes are " + schemes.names.joined(separator: ", ")
                                         + "), so no scheme reads them: each scheme takes the group of its own name; "
                                         + "to read one, name a scheme after it", at: first.location))
            }
        }
        // A suffix or prefix per scheme.
        // A base that is itself a child's name (`blue`, `blue-light`, `blue-dark`) names shades, not modes.
        let names = Set(children.map(\.name))
        var variants: [String: (base: String, scheme: String)] = [:]
        var schemesOfBase: [String: Set<String>] = [:]
        for node in children {
            guard case .token(let token) = node else { continue }
            for (base, affix) in Self.affixes(of: token.name) {
                guard let name = schemes.scheme(named: affix), !names.contains(base) else { continue }
                variants[token.name] = (base, name)
                schemesOfBase[base, default: []].insert(name)
                break
            }
        }
        var renamed: [String: String] = [:]
        if schemesOfBase.values.contains(where: { $0.count >= 2 }) {
            found = true
            for (name, variant) in variants {
                if variant.scheme == scheme { renamed[name] = variant.base } else { dropped.insert(name) }
            }
            let unread = children.compactMap { node -> TokenDefinition? in
                guard case .token(let token) = node, variants[token.name] == nil,
                      Self.affixes(of: token.name).contains(where: { schemesOfBase[$0.base] != nil && !names.contains($0.base) })
                else { return nil }
                return token
            }
            dropped.formUnion(unread.map(\.name))
            if scheme == nil, let first = unread.first {
                warnings.append(.warning("the tokens " + unread.map { "'\($0.name)'" }.joined(separator: ", ")
                                         + " have the base name of tokens whose suffix or prefix names a scheme, but their own "
                                         + "names no scheme of colorgen.json (its schemes are " + schemes.names.joined(separator: ", ")
                                         + "), so no scheme reads them: each scheme takes the token of its own name; "
                                         + "to read one, name a scheme after it", at: first.location))
            }
        }
        guard let scheme else {
            for case .group(let group) in children {
                _ = group.takingSchemeParts(scheme: nil, schemes: schemes, found: &found, warnings: &warnings)
            }
            return self
        }
        var result = self
        result.removeAllChildren()
        for node in children {
            switch node {
            case .group(let group) where hoisted[group.name] != nil:
                for child in group.children {
                    result.setChild(Self.inheritingType(child, from: group)
                        .withGroupSchemeParts(scheme: scheme, schemes: schemes, found: &found, warnings: &warnings))
                }
            case _ where dropped.contains(node.name):
                continue
            case .token(var token):
                if let base = renamed[token.name] { token.name = base }
                result.setChild(.token(token))
            case .group(let group):
                result.setChild(.group(group.takingSchemeParts(scheme: scheme, schemes: schemes, found: &found, warnings: &warnings)))
            }
        }
        return result
    }

    /// `node` with `group`'s `$type` when it declares none, as it had inside `group`.
    private static func inheritingType(_ node: TokenTreeNode, from group: TokenGroup) -> TokenTreeNode {
        guard let type = group.declaredType else { return node }
        switch node {
        case .token(var token):
            if token.declaredType == nil { token.declaredType = type }
            return .token(token)
        case .group(var child):
            if child.declaredType == nil { child.declaredType = type }
            return .group(child)
        }
    }
}

extension TokenTreeNode {
    /// A group with its own scheme parts taken; a token as it is.
    fileprivate func withGroupSchemeParts(scheme: String?, schemes: SchemeNames, found: inout Bool,
                                          warnings: inout [Diagnostic]) -> TokenTreeNode {
        guard case .group(let group) = self else { return self }
        return .group(group.takingSchemeParts(scheme: scheme, schemes: schemes, found: &found, warnings: &warnings))
    }
}
