/// Resolves a ``TokenTree`` (one file's, or several merged): applies `$extends`, works out each
/// token's type, follows `{group.token}` aliases, and validates every value against its type.
///
/// A token's type is its own `$type`; else, when its whole value is an alias, the type of the
/// token it names; else the `$type` of its nearest enclosing group. Aliases may chain and may
/// appear inside composite values; each token is resolved after the tokens it names, in an order
/// found with an explicit stack (no recursion per alias), so chains of any length resolve. Every
/// member of a reference cycle is reported with the whole cycle. Tokens with errors are left out
/// of the result; tokens that only depend on them get a note, not a second error.
public enum TokenResolver {
    /// The valid tokens of `tree` in document order, and every problem found.
    public static func resolve(_ tree: TokenTree) -> (tokens: ResolvedTokens, diagnostics: [Diagnostic]) {
        let (table, diagnostics) = resolution(of: tree, keepsTokens: true)
        return (table.takeResolvedTokens(), diagnostics)
    }

    /// Every problem ``resolve(_:)`` finds in `tree`, found the same way but without keeping the
    /// resolved tokens: all that validation needs.
    static func diagnostics(of tree: TokenTree) -> [Diagnostic] {
        resolution(of: tree, keepsTokens: false).diagnostics
    }

    /// `tree` with its groups extended, flattened and resolved, and every problem found.
    private static func resolution(of tree: TokenTree, keepsTokens: Bool) -> (table: ResolutionTable, diagnostics: [Diagnostic]) {
        let (extended, extendDiagnostics) = GroupExtender.apply(to: tree)
        let table = ResolutionTable(keepsTokens: keepsTokens)
        table.flatten(extended.root)
        table.resolveAll()
        return (table, (extendDiagnostics + table.diagnostics).foldingRepeatedWarnings())
    }
}

/// The tokens of a tree flattened in document order, and what resolution has found so far.
/// A class so that the value validator can look targets up while results are being filled in,
/// without copying the arrays.
///
/// Its properties are exempt from Swift's run-time exclusivity checks, which otherwise cost a
/// call on every access (a few percent of validating a large file): a table serves one
/// resolution on one thread, and no access to a property overlaps another (nothing here passes a
/// property `inout` to code that could reach the table again).
private final class ResolutionTable: AliasTargetLookup {
    /// A token with the type its groups give it (its path is in ``paths``).
    struct Entry {
        var definition: TokenDefinition
        /// The `$type` of the nearest enclosing group that declares one.
        var groupType: TokenType?
        /// Whether that nearest `$type` is invalid (and already reported).
        var groupTypeIsInvalid: Bool

        var value: JSONValue? { definition.value }
        var declaredType: TokenType? { definition.declaredType }
        var location: SourceLocation { definition.location }
    }

    /// Whether the resolved tokens are kept for ``takeResolvedTokens()``; without them, only
    /// what aliases to a token need of it is.
    private let keepsTokens: Bool
    @exclusivity(unchecked) private(set) var entries: [Entry] = []
    /// The type of each token resolved so far, in the order they were resolved.
    @exclusivity(unchecked) private var resolvedTypes: [TokenType] = []
    /// The JSON value of each token resolved so far, aliases replaced, at the same positions.
    @exclusivity(unchecked) private var resolvedJSON: [JSONValue] = []
    /// The tokens resolved so far, at the same positions, when they are kept.
    @exclusivity(unchecked) private var resolved: [ResolvedToken] = []
    /// For each entry, its position among the resolved tokens, or -1 while unresolved or when invalid.
    @exclusivity(unchecked) private var slots: [Int] = []
    @exclusivity(unchecked) private(set) var diagnostics: [Diagnostic] = []
    /// The entries and groups by path.
    @exclusivity(unchecked) private var paths = TokenPathIndex(tokenCount: 0)
    @exclusivity(unchecked) private var inCycle: [Bool] = []

    init(keepsTokens: Bool) {
        self.keepsTokens = keepsTokens
    }

    /// Flattens the tree under `root`, making room for all its tokens first.
    func flatten(_ root: TokenGroup) {
        let count = Self.tokenCount(root)
        entries.reserveCapacity(count)
        paths = TokenPathIndex(tokenCount: count)
        flatten(root, group: 0, inheritedType: nil)
    }

    private static func tokenCount(_ group: TokenGroup) -> Int {
        group.children.reduce(0) { count, child in
            switch child {
            case .token: count + 1
            case .group(let nested): count + tokenCount(nested)
            }
        }
    }

    /// Adds the tokens under `group`, the group numbered `number` in ``paths``.
    private func flatten(_ group: TokenGroup, group number: Int, inheritedType: TokenType?,
                         inheritedTypeIsInvalid: Bool = false) {
        let declares = group.declaredType != nil || group.declaredTypeIsInvalid
        let type = declares ? group.declaredType : inheritedType
        let typeIsInvalid = declares ? group.declaredTypeIsInvalid : inheritedTypeIsInvalid
        let tokenCount = group.children.count { if case .token = $0 { true } else { false } }
        paths.reserveTokens(tokenCount, inGroup: number)
        for child in group.children {
            switch child {
            case .token(let definition):
                paths.addToken(named: definition.name, inGroup: number)
                entries.append(Entry(definition: definition, groupType: type, groupTypeIsInvalid: typeIsInvalid))
            case .group(let nested):
                let nestedNumber = paths.addGroup(path: TokenPathIndex.path(paths.path(ofGroup: number), nested.name))
                flatten(nested, group: nestedNumber, inheritedType: type, inheritedTypeIsInvalid: typeIsInvalid)
            }
        }
    }

    /// The dotted path of the entry at `entryIndex`.
    private func path(_ entryIndex: Int) -> String {
        paths.path(ofToken: entryIndex)
    }

    func resolveAll() {
        slots = Array(repeating: -1, count: entries.count)
        resolvedTypes.reserveCapacity(entries.count)
        resolvedJSON.reserveCapacity(entries.count)
        if keepsTokens { resolved.reserveCapacity(entries.count) }
        inCycle = Array(repeating: false, count: entries.count)
        let dependencies = entries.map { entry in
            var found: [Int] = []
            if entry.definition.valueMayContainAliases, let value = entry.value {
                collectDependencies(in: value, into: &found)
            }
            return found
        }
        var state = [UInt8](repeating: 0, count: entries.count)  // 0 new, 1 on stack, 2 done
        var stackPosition = [Int](repeating: -1, count: entries.count)
        for start in entries.indices where state[start] == 0 {
            if dependencies[start].isEmpty {
                state[start] = 2
                resolve(start)
                continue
            }
            var stack: [(node: Int, next: Int)] = [(start, 0)]
            state[start] = 1
            stackPosition[start] = 0
            while let top = stack.last {
                if top.next < dependencies[top.node].count {
                    stack[stack.count - 1].next += 1
                    let dependency = dependencies[top.node][top.next]
                    if state[dependency] == 0 {
                        state[dependency] = 1
                        stackPosition[dependency] = stack.count
                        stack.append((dependency, 0))
                    } else if state[dependency] == 1 {
                        reportCycle(stack[stackPosition[dependency]...].map(\.node))
                    }
                } else {
                    stack.removeLast()
                    state[top.node] = 2
                    resolve(top.node)
                }
            }
        }
    }

    func target(ofPath path: String) -> AliasTarget {
        if let entryIndex = paths.token(atPath: path) {
            return target(ofEntry: entryIndex)
        }
        return target(ofNonTokenPath: path)
    }

    /// What an alias to the entry at `entryIndex` leads to.
    private func target(ofEntry entryIndex: Int) -> AliasTarget {
        let slot = slots[entryIndex]
        guard slot >= 0 else { return .invalid }
        return .token(type: resolvedTypes[slot], json: resolvedJSON[slot])
    }

    /// What an alias to `path`, which names no token, leads to.
    private func target(ofNonTokenPath path: String) -> AliasTarget {
        if paths.isGroup(path) { return .group }
        return .missing(hint: hint(forMissing: path))
    }

    /// The resolved tokens in document order; the table is spent afterwards.
    func takeResolvedTokens() -> ResolvedTokens {
        entries = []
        resolvedJSON = []
        var tokens: [ResolvedToken] = []
        swap(&tokens, &resolved)
        let inDocumentOrder = tokens.count == slots.count && slots.indices.allSatisfy { slots[$0] == $0 }
        if !inDocumentOrder {
            var ordered: [ResolvedToken] = []
            ordered.reserveCapacity(tokens.count)
            for slot in slots where slot >= 0 {
                ordered.append(tokens[slot])
            }
            tokens = ordered
        }
        var indexByPath: [CodePointKey: Int] = [:]
        indexByPath.reserveCapacity(tokens.count)
        for (position, token) in tokens.enumerated() {
            indexByPath[CodePointKey(token.path)] = position  // a later token with the same path wins
        }
        return ResolvedTokens(tokens: tokens, indexByPath: indexByPath)
    }

    // MARK: Private

    private func store(_ index: Int, type: TokenType, value: @autoclosure () -> TokenValue, json: JSONValue,
                       aliasTarget: String?) {
        slots[index] = resolvedTypes.count
        resolvedTypes.append(type)
        resolvedJSON.append(json)
        guard keepsTokens else { return }
        let entry = entries[index]
        resolved.append(ResolvedToken(
            path: path(index), type: type, value: value(), json: json, aliasTarget: aliasTarget,
            description: entry.definition.description, deprecated: entry.definition.deprecated,
            extensions: entry.definition.extensions, location: entry.location))
    }

    private func collectDependencies(in value: JSONValue, into found: inout [Int]) {
        switch value.kind {
        case .string(let text):
            guard CurlyReference.looksLikeReference(text), case .success(let path) = CurlyReference.parse(text),
                  let entryIndex = paths.token(atPath: path) else { return }
            found.append(entryIndex)
        case .array(let elements):
            for element in elements { collectDependencies(in: element, into: &found) }
        case .object(let object):
            for member in object.members { collectDependencies(in: member.value, into: &found) }
        default:
            break
        }
    }

    /// Every member of a cycle gets an error; the whole cycle is spelled out at each member of a
    /// short cycle, and only at the first member of a long one (others point there), so a cycle
    /// of thousands of tokens does not print its list thousands of times.
    private func reportCycle(_ members: [Int]) {
        let names = members.map { "'\(path($0))'" }
        let cycle = members.count == 1
            ? "token \(names[0]) refers to itself"
            : "circular reference: " + (names + [names[0]]).joined(separator: " → ")
        let spelledOutEverywhere = members.count <= Self.cycleLengthSpelledOutAtEveryMember
        var first: SourceLocation?
        for member in members where !inCycle[member] {
            inCycle[member] = true
            let entry = entries[member]
            let location = SourceLocation(path: entry.location.path, position: entry.value?.position ?? entry.location.position)
            if let first, !spelledOutEverywhere {
                diagnostics.append(.error("'\(path(member))' is part of a circular reference of \(members.count) tokens, "
                                          + "listed at \(first)", at: location))
            } else {
                diagnostics.append(.error(cycle, at: location))
                first = first ?? location
            }
        }
    }

    /// Cycles up to this long are spelled out in every member's error.
    static let cycleLengthSpelledOutAtEveryMember = 16

    private func resolve(_ index: Int) {
        let entry = entries[index]
        guard let value = entry.value, !inCycle[index] else { return }
        let location = SourceLocation(path: entry.location.path, position: value.position)
        if let text = value.stringValue, CurlyReference.looksLikeReference(text) {
            resolveAlias(index, text: text, at: location)
            return
        }
        guard let type = entry.declaredType ?? entry.groupType else {
            if entry.groupTypeIsInvalid { return }  // the group's $type is already reported
            diagnostics.append(.error(
                "token '\(path(index))' has no $type, and no group around it declares one; add \"$type\"",
                at: entry.location))
            return
        }
        var validator = TokenValueValidator(lookup: self, path: entry.location.path)
        let validated = validator.validate(value, as: type)
        diagnostics += validator.diagnostics
        if let validated {
            store(index, type: type, value: validated.value, json: validated.json, aliasTarget: nil)
        }
    }

    private func resolveAlias(_ index: Int, text: String, at location: SourceLocation) {
        let entry = entries[index]
        let targetPath: String
        switch CurlyReference.parse(text) {
        case .failure(let syntaxError):
            diagnostics.append(.error(syntaxError.message, at: location))
            return
        case .success(let path):
            targetPath = path
        }
        let targetIndex = paths.token(atPath: targetPath)
        switch targetIndex.map(target(ofEntry:)) ?? target(ofNonTokenPath: targetPath) {
        case .token(let targetType, _):
            if let declared = entry.declaredType, declared != targetType {
                diagnostics.append(.error(
                    "token '\(path(index))' is declared \(declared.withArticle) but refers to '\(targetPath)', "
                    + "which is \(targetType.withArticle) token", at: location))
                return
            }
            guard let targetIndex, slots[targetIndex] >= 0 else { return }
            let slot = slots[targetIndex]
            store(index, type: targetType, value: resolved[slot].value, json: resolvedJSON[slot], aliasTarget: targetPath)
        case .invalid:
            diagnostics.append(Diagnostic(.note, "'\(text)' is not resolved because token '\(targetPath)' has errors",
                                          at: location))
        case .group:
            diagnostics.append(.error(
                "'\(text)' names a group, but references name tokens (a group's own value is its $root token)",
                at: location))
        case .missing(let hint):
            diagnostics.append(.error(
                "'\(text)' refers to '\(targetPath)', but there is no such token" + (hint.map { "; \($0)" } ?? ""),
                at: location))
        }
    }

    /// Explains a reference into a token's value, the likeliest mistake behind a missing path.
    private func hint(forMissing path: String) -> String? {
        var prefix = Substring(path)
        while let dot = prefix.lastIndex(of: ".") {
            prefix = prefix[..<dot]
            if paths.token(atPath: String(prefix)) != nil {
                return "'\(prefix)' is a token, and curly-brace references name whole tokens; reach inside "
                    + "its value with a JSON pointer such as {\"$ref\": \"#/\(prefix.split(separator: ".").joined(separator: "/"))/$value\"}"
            }
        }
        return nil
    }
}
