// $extends support for the evaluator: deep-copies base groups in dependency order, reports cycles/bad bases.
import PositionalJSON
import SourceDiagnostics

/// Applies `$extends`: a group that extends another gets a deep copy of that group's tokens and
/// nested groups under its own, with its own tokens and groups winning at the same path, and the
/// base group's type when it declares none.
///
/// Groups are processed so that a base is complete (its own `$extends`, those of groups inside it
/// and of groups around it applied) before it is copied. Cycles, missing bases, bases that are
/// tokens and bases that contain the extending group are reported. The order is found with an
/// explicit stack, so long `$extends` chains cannot exhaust the call stack.
enum GroupExtender {
    /// `tree` with every `$extends` applied, and the problems found.
    static func apply(to tree: TokenTree) -> (tree: TokenTree, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        if let reference = tree.root.extends {
            diagnostics.append(.error("the document's top level cannot use $extends; put the tokens in a group "
                                      + "that extends '\(reference.dottedPath)'", at: reference.location))
        }
        var extending: [(path: [String], reference: TokenPathReference)] = []
        collect(tree.root, path: [], into: &extending)
        guard !extending.isEmpty else { return (tree, diagnostics) }

        var result = tree
        // Which extending groups are usable, with their dependencies among the extending groups.
        let dotted = extending.map { $0.path.joined(separator: ".") }
        var indexByPath: [CodePointKey: Int] = [:]
        for (index, path) in dotted.enumerated() { indexByPath[CodePointKey(path)] = index }
        let sortedByPath = dotted.indices.sorted { dotted[$0] < dotted[$1] }
        var usable = [Bool](repeating: true, count: extending.count)
        var dependencies = [[Int]](repeating: [], count: extending.count)
        for (index, entry) in extending.enumerated() {
            let base = entry.reference.segments
            let basePath = base.joined(separator: ".")
            switch node(at: base, in: tree.root) {
            case nil:
                diagnostics.append(.error("$extends '\(entry.reference.text)' refers to '\(basePath)', but there is no such group",
                                          at: entry.reference.location))
                usable[index] = false
                continue
            case .token?:
                diagnostics.append(.error("$extends '\(entry.reference.text)' refers to token '\(basePath)'; "
                                          + "only groups can be extended", at: entry.reference.location))
                usable[index] = false
                continue
            case .group?:
                break
            }
            if entry.path.starts(with: base) {
                let what = entry.path == base ? "itself" : "group '\(basePath)', which contains it"
                diagnostics.append(.error("group '\(dotted[index])' cannot extend \(what)", at: entry.reference.location))
                usable[index] = false
                continue
            }
            // The base's groups around it, the base itself and the groups inside it come first.
            for length in 1...base.count {
                if let other = indexByPath[CodePointKey(base[..<length].joined(separator: "."))] {
                    dependencies[index].append(other)
                }
            }
            let prefix = basePath + "."
            var position = lowerBound(of: prefix, in: sortedByPath, keys: dotted)
            while position < sortedByPath.count, dotted[sortedByPath[position]].hasPrefix(prefix) {
                dependencies[index].append(sortedByPath[position])
                position += 1
            }
        }

        for index in order(dependencies: dependencies, usable: &usable, extending: extending, dotted: dotted,
                           diagnostics: &diagnostics) where usable[index] {
            let entry = extending[index]
            guard case .group(let base)? = node(at: entry.reference.segments, in: result.root),
                  case .group(let local)? = node(at: entry.path, in: result.root) else { continue }
            var extended = base
            extended.name = local.name
            extended.location = local.location
            extended.description = nil
            extended.deprecated = nil
            extended.extensions = nil
            extended.extends = nil
            extended.declaredType = effectiveType(at: entry.reference.segments, in: result.root)
            extended.merge(local)
            replaceGroup(at: entry.path[...], with: extended, in: &result.root)
        }
        return (result, diagnostics)
    }

    /// A depth-first order of the usable extending groups in which dependencies come first;
    /// members of cycles are reported and marked unusable.
    private static func order(dependencies: [[Int]], usable: inout [Bool],
                              extending: [(path: [String], reference: TokenPathReference)], dotted: [String],
                              diagnostics: inout [Diagnostic]) -> [Int] {
        var result: [Int] = []
        DependencyOrder.walk(dependencies, cycle: { members in
            let cycle = (members + [members[0]]).map { "'\(dotted[$0])'" }.joined(separator: " → ")
            for member in members where usable[member] {
                usable[member] = false
                diagnostics.append(.error("circular $extends: \(cycle)", at: extending[member].reference.location))
            }
        }, finished: { result.append($0) })
        return result
    }

    private static func collect(_ group: TokenGroup, path: [String],
                                into extending: inout [(path: [String], reference: TokenPathReference)]) {
        if let reference = group.extends, !path.isEmpty {
            extending.append((path, reference))
        }
        for case .group(let child) in group.children {
            collect(child, path: path + [child.name], into: &extending)
        }
    }

    private static func node(at path: [String], in root: TokenGroup) -> TokenTreeNode? {
        var current = TokenTreeNode.group(root)
        for name in path {
            guard case .group(let group) = current, let child = group.child(named: name) else { return nil }
            current = child
        }
        return current
    }

    /// The type a token directly inside the group at `path` would inherit.
    private static func effectiveType(at path: [String], in root: TokenGroup) -> TokenType? {
        var type = root.declaredType
        var group = root
        for name in path {
            guard case .group(let child)? = group.child(named: name) else { break }
            group = child
            type = child.declaredType ?? type
        }
        return type
    }

    private static func replaceGroup(at path: ArraySlice<String>, with replacement: TokenGroup, in group: inout TokenGroup) {
        guard let name = path.first else { return }
        if path.count == 1 {
            group.setChild(.group(replacement))
        } else if case .group(var child)? = group.child(named: name) {
            replaceGroup(at: path.dropFirst(), with: replacement, in: &child)
            group.setChild(.group(child))
        }
    }

    private static func lowerBound(of key: String, in sorted: [Int], keys: [String]) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if keys[sorted[middle]] < key { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
