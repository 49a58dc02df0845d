// Turns a read (or merged) tree into EvaluatedTokens: type inference, alias order without recursion, cycles.
import PositionalJSON
import SourceDiagnostics

/// Evaluates a ``TokenTree`` (one file's, or several merged): applies `$extends`, works out each
/// token's type, follows `{group.token}` aliases, and validates every value against its type.
///
/// A token's type is its own `$type`; else, when its whole value is an alias, the type of the
/// token it names; else the `$type` of its nearest enclosing group. Aliases may chain and may
/// appear inside composite values; each token is resolved after the tokens it names, in an order
/// found with an explicit stack (no recursion per alias), so chains of any length resolve. Every
/// member of a reference cycle is reported with the whole cycle. Tokens with errors are left out
/// of the result; tokens that only depend on them get a note, not a second error.
public enum TokenEvaluator {
    /// The valid tokens of `tree` in document order, and every problem found; with `purpose`
    /// ``ReadingPurpose/generation``, problems in tokens other than colors are warnings.
    public static func evaluate(_ tree: TokenTree, purpose: ReadingPurpose = .validation)
        -> (tokens: EvaluatedTokens, diagnostics: [Diagnostic]) {
        let (table, diagnostics) = evaluation(of: tree, keepsTokens: true, purpose: purpose)
        return (table.takeEvaluatedTokens(), diagnostics)
    }

    /// Every problem ``evaluate(_:purpose:)`` finds in `tree`, found the same way but without keeping the
    /// resolved tokens: all that validation needs.
    static func diagnostics(of tree: TokenTree) -> [Diagnostic] {
        evaluation(of: tree, keepsTokens: false, purpose: .validation).diagnostics
    }

    /// `tree` with its groups extended, flattened and resolved, and every problem found.
    private static func evaluation(of tree: TokenTree, keepsTokens: Bool, purpose: ReadingPurpose)
        -> (table: EvaluationTable, diagnostics: [Diagnostic]) {
        let (extended, extendDiagnostics) = GroupExtender.apply(to: tree)
        let table = EvaluationTable(keepsTokens: keepsTokens, purpose: purpose)
        table.flatten(extended.root)
        table.evaluateAll()
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
private final class EvaluationTable: AliasTargetLookup {
    /// A token with the type its groups give it (its path is in ``paths``).
    struct Entry {
        var definition: TokenDefinition
        /// The `$type` of the nearest enclosing group that declares one.
        var groupType: TokenType?
        /// Whether that nearest `$type` is invalid (and already reported).
        var groupTypeIsInvalid: Bool
        /// The `$description` and `$deprecated` of the nearest enclosing groups that declare them.
        var groupDocumentation: GroupDocumentation

        var value: JSONValue? { definition.value }
        var declaredType: TokenType? { definition.declaredType }
        var location: SourceLocation { definition.location }
    }

    /// Whether the resolved tokens are kept for ``takeEvaluatedTokens()``; without them, only
    /// what aliases to a token need of it is.
    private let keepsTokens: Bool
    /// Why the tokens are read: generation reads the forms real tools export and makes problems in
    /// tokens other than colors warnings.
    private let purpose: ReadingPurpose
    /// Whether problems in tokens other than colors are warnings (generation).
    private var toleratesUnusedTokens: Bool { purpose.toleratesUnusedTokens }
    /// For each entry, whether generation leaves it out because of a problem reported as a warning.
    @exclusivity(unchecked) private var ignored: [Bool] = []
    /// In generation, the tokens that could not be resolved for problems that matter only if a
    /// role uses them, by entry index.
    @exclusivity(unchecked) private var failures: [Int: TokenFailure] = [:]
    @exclusivity(unchecked) private(set) var entries: [Entry] = []
    /// The type of each token resolved so far, in the order they were resolved.
    @exclusivity(unchecked) private var resolvedTypes: [TokenType] = []
    /// The JSON value of each token resolved so far, aliases replaced, at the same positions.
    @exclusivity(unchecked) private var resolvedJSON: [JSONValue] = []
    /// The tokens resolved so far, at the same positions, when they are kept.
    @exclusivity(unchecked) private var resolved: [EvaluatedToken] = []
    /// For each entry, its position among the resolved tokens, or -1 while unresolved or when invalid.
    @exclusivity(unchecked) private var slots: [Int] = []
    @exclusivity(unchecked) private(set) var diagnostics: [Diagnostic] = []
    /// The entries and groups by path.
    @exclusivity(unchecked) private var paths = TokenPathIndex(tokenCount: 0)
    @exclusivity(unchecked) private var inCycle: [Bool] = []
    /// The names inside each group, gathered on the first alias to a missing token.
    @exclusivity(unchecked) private var childNames: [String: [String]]?

    init(keepsTokens: Bool, purpose: ReadingPurpose) {
        self.keepsTokens = keepsTokens
        self.purpose = purpose
    }

    /// Flattens the tree under `root`, making room for all its tokens first.
    func flatten(_ root: TokenGroup) {
        let count = Self.tokenCount(root)
        entries.reserveCapacity(count)
        paths = TokenPathIndex(tokenCount: count)
        flatten(root, group: 0, inheritedType: nil, documentation: GroupDocumentation())
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
                         inheritedTypeIsInvalid: Bool = false, documentation inherited: GroupDocumentation) {
        // The root's `$description` and `$deprecated` are the file's, not its tokens'.
        let documentation = number == 0 ? inherited
            : GroupDocumentation(description: group.description ?? inherited.description,
                                 deprecated: group.deprecated ?? inherited.deprecated)
        let declares = group.declaredType != nil || group.declaredTypeIsInvalid
        let type = declares ? group.declaredType : inheritedType
        let typeIsInvalid = declares ? group.declaredTypeIsInvalid : inheritedTypeIsInvalid
        let tokenCount = group.children.count { if case .token = $0 { true } else { false } }
        paths.reserveTokens(tokenCount, inGroup: number)
        for child in group.children {
            switch child {
            case .token(let definition):
                paths.addToken(named: definition.name, inGroup: number)
                entries.append(Entry(definition: definition, groupType: type, groupTypeIsInvalid: typeIsInvalid,
                                     groupDocumentation: documentation))
            case .group(let nested):
                let nestedNumber = paths.addGroup(path: TokenPathIndex.path(paths.path(ofGroup: number), nested.name))
                flatten(nested, group: nestedNumber, inheritedType: type, inheritedTypeIsInvalid: typeIsInvalid,
                        documentation: documentation)
            }
        }
    }

    /// The dotted path of the entry at `entryIndex`.
    private func path(_ entryIndex: Int) -> String {
        paths.path(ofToken: entryIndex)
    }

    func evaluateAll() {
        slots = Array(repeating: -1, count: entries.count)
        resolvedTypes.reserveCapacity(entries.count)
        resolvedJSON.reserveCapacity(entries.count)
        if keepsTokens { resolved.reserveCapacity(entries.count) }
        inCycle = Array(repeating: false, count: entries.count)
        ignored = Array(repeating: false, count: entries.count)
        let dependencies = entries.map { entry in
            var found: [Int] = []
            if entry.definition.valueMayContainAliases, let value = entry.value {
                collectDependencies(in: value, into: &found)
            }
            if let modify = StudioColorModifier.modifyValue(in: entry.definition.extensions) {
                collectDependencies(in: modify, into: &found)
            }
            return found
        }
        DependencyOrder.walk(dependencies, cycle: { reportCycle($0) }, finished: { resolve($0) })
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
    func takeEvaluatedTokens() -> EvaluatedTokens {
        entries = []
        resolvedJSON = []
        var tokens: [EvaluatedToken] = []
        swap(&tokens, &resolved)
        let inDocumentOrder = tokens.count == slots.count && slots.indices.allSatisfy { slots[$0] == $0 }
        if !inDocumentOrder {
            var ordered: [EvaluatedToken] = []
            ordered.reserveCapacity(tokens.count)
            for slot in slots where slot >= 0 {
                ordered.append(tokens[slot])
            }
            tokens = ordered
        }
        var indexByPath: [CodePointKey: Int] = [:]
        indexByPath.reserveCapacity(tokens.count)
        // By index: only each token's path is read, not a copy of the whole token.
        for position in tokens.indices {
            indexByPath[CodePointKey(tokens[position].path)] = position  // a later token with the same path wins
        }
        var result = EvaluatedTokens(tokens: tokens, indexByPath: indexByPath)
        result.failures = failures.sorted { $0.key < $1.key }.map(\.value)
        return result
    }

    // MARK: Private

    private func store(_ index: Int, type: TokenType, value: @autoclosure () -> TokenValue, json: JSONValue,
                       aliasTarget: String?) {
        slots[index] = resolvedTypes.count
        resolvedTypes.append(type)
        resolvedJSON.append(json)
        guard keepsTokens else { return }
        let entry = entries[index]
        resolved.append(EvaluatedToken(
            path: path(index), type: type, value: value(), json: json, aliasTarget: aliasTarget,
            description: entry.definition.description, deprecated: entry.definition.deprecated,
            group: entry.groupDocumentation, extensions: entry.definition.extensions, location: entry.location))
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
        guard let value = entry.value, !inCycle[index] else {
            // A token of an unknown type (reported as a warning in generation) is left out.
            ignored[index] = toleratesUnusedTokens && entry.value == nil
                && (entry.definition.declaredTypeIsInvalid || entry.declaredType == nil && entry.groupTypeIsInvalid)
            return
        }
        if let text = value.stringValue, CurlyReference.looksLikeReference(text) {
            resolveAlias(index, text: text, in: value)
            return
        }
        guard let type = entry.declaredType ?? entry.groupType else {
            if entry.groupTypeIsInvalid {  // the group's $type is already reported
                ignored[index] = toleratesUnusedTokens
                return
            }
            report(.error("token '\(path(index))' has no $type, and no group around it declares one; add \"$type\"",
                          at: entry.location), about: index, type: nil)
            return
        }
        var validator = TokenValueValidator(lookup: self, path: entry.definition.sourcePath, purpose: purpose)
        let validated = validator.validate(value, as: type)
        if toleratesUnusedTokens, validator.diagnostics.containsErrors {
            for diagnostic in validator.diagnostics { report(diagnostic, about: index, type: type) }
            return
        }
        diagnostics += validator.diagnostics
        guard let validated else { return }
        switch studioModification(of: index, type: type, json: validated.json) {
        case .none:
            store(index, type: type, value: validated.value, json: validated.json, aliasTarget: nil)
        case .applied(let modified, let json):
            store(index, type: type, value: modified, json: json, aliasTarget: nil)
        case .failed:
            break
        }
    }

    /// What a Tokens Studio color modifier on a token makes of its resolved value.
    private enum StudioModification {
        /// The token has no modifier, or one that does not apply to its type (warned about).
        case none
        /// The modified color.
        case applied(TokenValue, JSONValue)
        /// The modifier is wrong (reported); the token is invalid.
        case failed
    }

    /// Applies the token's `$extensions["studio.tokens"].modify`, if it has one, to its resolved
    /// `json` (see ``StudioColorModifier``).
    private func studioModification(of index: Int, type: TokenType, json: JSONValue) -> StudioModification {
        let entry = entries[index]
        guard let modify = StudioColorModifier.modifyValue(in: entry.definition.extensions) else { return .none }
        let path = entry.location.path
        guard type == .color else {
            diagnostics.append(.warning("token '\(self.path(index))' is \(type.withArticle) token, so its Tokens Studio color "
                                        + "modifier is ignored", at: SourceLocation(path: path, position: modify.position)))
            return .none
        }
        var validator = TokenValueValidator(lookup: self, path: path, purpose: purpose)
        let modifier = validator.studioColorModifier(modify)
        let color = validator.color(json, "the color")
        diagnostics += validator.diagnostics
        guard let modifier, let color else { return .failed }
        let modified = modifier.apply(to: color)
        return .applied(.color(modified), TokenValueValidator.json(for: modified, at: json.position))
    }

    /// Resolves the entry at `index`, whose whole value `value` is the alias `text`.
    private func resolveAlias(_ index: Int, text: String, in value: JSONValue) {
        let entry = entries[index]
        // A position is looked up in the document's index, so only a problem asks for the alias's.
        var location: SourceLocation { SourceLocation(path: entry.definition.sourcePath, position: value.position) }
        let targetPath: String
        switch CurlyReference.parse(text) {
        case .failure(let syntaxError):
            report(.error(syntaxError.message, at: location), about: index, type: entry.declaredType)
            return
        case .success(let path):
            targetPath = path
        }
        let targetIndex = paths.token(atPath: targetPath)
        switch targetIndex.map(target(ofEntry:)) ?? target(ofNonTokenPath: targetPath) {
        case .token(let targetType, _):
            if let declared = entry.declaredType, declared != targetType {
                report(.error("token '\(path(index))' is declared \(declared.withArticle) but refers to '\(targetPath)', "
                              + "which is \(targetType.withArticle) token", at: location), about: index, type: declared)
                return
            }
            guard let targetIndex, slots[targetIndex] >= 0 else { return }
            let slot = slots[targetIndex]
            switch studioModification(of: index, type: targetType, json: resolvedJSON[slot]) {
            case .none:
                store(index, type: targetType, value: resolved[slot].value, json: resolvedJSON[slot], aliasTarget: targetPath)
            case .applied(let modified, let json):
                store(index, type: targetType, value: modified, json: json, aliasTarget: nil)
            case .failed:
                break
            }
        case .invalid:
            if let targetIndex, ignored[targetIndex] {
                // The target is left out of generation; so is a token aliasing it, unless it is a color.
                guard entry.declaredType == .color else {
                    ignored[index] = true
                    return
                }
                report(.error("color token '\(path(index))' refers to '\(targetPath)', which generation ignores "
                              + "because of the warning at \(entries[targetIndex].location)", at: location),
                       about: index, type: .color)
                return
            }
            let note = Diagnostic(.note, "'\(text)' is not resolved because token '\(targetPath)' has errors", at: location)
            if toleratesUnusedTokens, let targetIndex, failures[targetIndex] != nil {
                fail(index, with: note, dependingOn: targetPath)
            } else {
                diagnostics.append(note)
            }
        case .group:
            report(.error("'\(text)' names a group, but references name tokens (a group's own value is its $root token)",
                          at: location), about: index, type: entry.declaredType)
        case .missing(let hint):
            report(.error("'\(text)' refers to '\(targetPath)', but there is no such token" + (hint.map { "; \($0)" } ?? ""),
                          at: location), about: index, type: entry.declaredType)
        }
    }

    /// Records `diagnostic` about the entry at `index`, whose type is `type` (nil: unknown). In
    /// generation an error about a token that is declared as something other than a color, or
    /// has no type at all, is a warning and the token is left out; errors about colors stay errors.
    ///
    /// Problems of a color token (or of an alias of unknown type, which may well be meant as a
    /// color) are kept aside as a ``TokenFailure`` for the role stage to decide on.
    private func report(_ diagnostic: Diagnostic, about index: Int, type: TokenType?) {
        guard toleratesUnusedTokens, diagnostic.severity != .warning else {
            diagnostics.append(diagnostic)
            return
        }
        if type == .color || type == nil && entries[index].value?.stringValue.map(CurlyReference.looksLikeReference) == true {
            fail(index, with: diagnostic, dependingOn: nil)
            return
        }
        guard diagnostic.severity == .error else { return }  // a note about a token left out anyway
        ignored[index] = true
        diagnostics.append(ToleratedProblem.unusedToken.warning(
            from: diagnostic, ignoring: type.map { "this \($0.rawValue) token: no output uses it" } ?? "this token"))
    }

    /// Keeps `diagnostic` aside for the entry at `index` (see ``TokenFailure``).
    private func fail(_ index: Int, with diagnostic: Diagnostic, dependingOn dependency: String?) {
        var failure = failures[index]
            ?? TokenFailure(path: path(index), location: entries[index].location, diagnostics: [], failedDependencies: [])
        failure.diagnostics.append(diagnostic)
        if let dependency { failure.failedDependencies.append(dependency) }
        failures[index] = failure
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
        return closestTokenPath(to: path).map { "did you mean '\($0)'?" }
    }

    /// The token path a typo in one segment of `path` most likely stands for: the first segment
    /// that names nothing in its group, replaced by the closest name there (``Suggestion``), when
    /// that segment has at least three characters and the path then names a token.
    private func closestTokenPath(to path: String) -> String? {
        let segments = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let children = childNames ?? paths.childNames()
        childNames = children
        var prefix = ""
        for (index, segment) in segments.enumerated() {
            let here = TokenPathIndex.path(prefix, segment)
            if index < segments.count - 1 && paths.isGroup(here) {
                prefix = here
                continue
            }
            // A name of one or two characters (a swatch's `9`) has too many near neighbours to guess.
            guard segment.count >= 3, let closest = Suggestion.closest(to: segment, in: children[prefix] ?? []) else {
                return nil
            }
            let candidate = ([TokenPathIndex.path(prefix, closest)] + segments[(index + 1)...]).joined(separator: ".")
            return paths.token(atPath: candidate) != nil ? candidate : nil
        }
        return nil
    }
}
