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
        let (extended, extendDiagnostics) = GroupExtender.apply(to: tree)
        let table = ResolutionTable()
        table.flatten(extended.root, prefix: "", inheritedType: nil)
        table.resolveAll()
        var tokens = ResolvedTokens()
        for (index, entry) in table.entries.enumerated() {
            guard let result = table.results[index] else { continue }
            let definition = entry.definition
            tokens.append(ResolvedToken(
                path: entry.path, type: result.type, value: result.value, json: result.json,
                aliasTarget: result.aliasTarget, description: definition.description,
                deprecated: definition.deprecated, extensions: definition.extensions, location: definition.location))
        }
        return (tokens, extendDiagnostics + table.diagnostics)
    }
}

/// The tokens of a tree flattened in document order, and what resolution has found so far.
/// A class so that the value validator can look targets up while results are being filled in,
/// without copying the arrays.
private final class ResolutionTable: AliasTargetLookup {
    struct Entry {
        var path: String
        var definition: TokenDefinition
        /// The `$type` of the nearest enclosing group that declares one.
        var groupType: TokenType?
    }

    struct Result {
        var type: TokenType
        var value: TokenValue
        var json: JSONValue
        var aliasTarget: String?
    }

    private(set) var entries: [Entry] = []
    private(set) var results: [Result?] = []
    private(set) var diagnostics: [Diagnostic] = []
    private var indexByPath: [String: Int] = [:]
    private var groupPaths: Set<String> = []
    private var inCycle: [Bool] = []

    func flatten(_ group: TokenGroup, prefix: String, inheritedType: TokenType?) {
        let type = group.declaredType ?? inheritedType
        for child in group.children {
            let path = prefix.isEmpty ? child.name : prefix + "." + child.name
            switch child {
            case .token(let definition):
                indexByPath[path] = entries.count
                entries.append(Entry(path: path, definition: definition, groupType: type))
            case .group(let nested):
                groupPaths.insert(path)
                flatten(nested, prefix: path, inheritedType: type)
            }
        }
    }

    func resolveAll() {
        results = Array(repeating: nil, count: entries.count)
        inCycle = Array(repeating: false, count: entries.count)
        let dependencies = entries.map { entry in
            var found: [Int] = []
            if let value = entry.definition.value { collectDependencies(in: value, into: &found) }
            return found
        }
        var state = [UInt8](repeating: 0, count: entries.count)  // 0 new, 1 on stack, 2 done
        var stackPosition = [Int](repeating: -1, count: entries.count)
        for start in entries.indices where state[start] == 0 {
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
        if let index = indexByPath[path] {
            guard let result = results[index] else { return .invalid }
            return .token(type: result.type, json: result.json)
        }
        if groupPaths.contains(path) { return .group }
        return .missing(hint: hint(forMissing: path))
    }

    // MARK: Private

    private func collectDependencies(in value: JSONValue, into found: inout [Int]) {
        switch value.kind {
        case .string(let text):
            guard CurlyReference.looksLikeReference(text), case .success(let segments) = CurlyReference.parse(text),
                  let index = indexByPath[segments.joined(separator: ".")] else { return }
            found.append(index)
        case .array(let elements):
            for element in elements { collectDependencies(in: element, into: &found) }
        case .object(let object):
            for member in object.members { collectDependencies(in: member.value, into: &found) }
        default:
            break
        }
    }

    private func reportCycle(_ members: [Int]) {
        let names = members.map { "'\(entries[$0].path)'" }
        let cycle = members.count == 1
            ? "token \(names[0]) refers to itself"
            : "circular reference: " + (names + [names[0]]).joined(separator: " → ")
        for member in members where !inCycle[member] {
            inCycle[member] = true
            let definition = entries[member].definition
            diagnostics.append(.error(cycle, at: SourceLocation(
                path: definition.location.path, position: definition.value?.position ?? definition.location.position)))
        }
    }

    private func resolve(_ index: Int) {
        let entry = entries[index]
        let definition = entry.definition
        guard let value = definition.value, !inCycle[index] else { return }
        let location = SourceLocation(path: definition.location.path, position: value.position)
        if let text = value.stringValue, CurlyReference.looksLikeReference(text) {
            resolveAlias(index, text: text, at: location)
            return
        }
        guard let type = definition.declaredType ?? entry.groupType else {
            diagnostics.append(.error(
                "token '\(entry.path)' has no $type, and no group around it declares one; add \"$type\"",
                at: definition.location))
            return
        }
        var validator = TokenValueValidator(lookup: self, path: definition.location.path)
        let validated = validator.validate(value, as: type)
        diagnostics += validator.diagnostics
        if let validated {
            results[index] = Result(type: type, value: validated.value, json: validated.json, aliasTarget: nil)
        }
    }

    private func resolveAlias(_ index: Int, text: String, at location: SourceLocation) {
        let entry = entries[index]
        let segments: [String]
        switch CurlyReference.parse(text) {
        case .failure(let syntaxError):
            diagnostics.append(.error(syntaxError.message, at: location))
            return
        case .success(let parsed):
            segments = parsed
        }
        let targetPath = segments.joined(separator: ".")
        switch target(ofPath: targetPath) {
        case .token(let targetType, _):
            if let declared = entry.definition.declaredType, declared != targetType {
                diagnostics.append(.error(
                    "token '\(entry.path)' is declared \(declared.withArticle) but refers to '\(targetPath)', "
                    + "which is \(targetType.withArticle) token", at: location))
                return
            }
            guard let targetIndex = indexByPath[targetPath], let target = results[targetIndex] else { return }
            results[index] = Result(type: targetType, value: target.value, json: target.json, aliasTarget: targetPath)
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
            if indexByPath[String(prefix)] != nil {
                return "'\(prefix)' is a token, and curly-brace references name whole tokens; reach inside "
                    + "its value with a JSON pointer such as {\"$ref\": \"#/\(prefix.split(separator: ".").joined(separator: "/"))/$value\"}"
            }
        }
        return nil
    }
}
