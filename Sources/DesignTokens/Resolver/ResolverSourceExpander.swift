// Chases resolver references across documents (each file loaded once), flagging dangling or circular ones.
import PositionalJSON
import SourceDiagnostics

/// Follows the reference objects of resolver documents down to token trees, reporting references
/// that point at nothing, break the module's pointer rules, or go round in a circle.
///
/// Without a loader it checks same-document references only (what ``ResolverDocumentReader``
/// needs); with one it also loads the files references name, each once, through the loader.
final class ResolverSourceExpander {
    /// What holds the token sources being expanded, which decides what they may reference.
    enum Holder {
        case set, modifier
    }

    /// A resolutionOrder entry made concrete: external entries loaded, overrides applied.
    struct AppliedItem {
        /// What the entry applies.
        enum Content {
            case set(ResolverSet)
            case modifier(ResolverModifier)
        }

        /// What the entry applies.
        var content: Content
        /// The document the set or modifier belongs to, which its references are relative to.
        var document: ResolverDocument
        /// Where the set or modifier is declared in ``document``.
        var location: JSONPointer

        /// The entry's identity for circle detection, `path#pointer`.
        var key: String { ResolverSourceExpander.key(document.path, location.segments) }

        /// The identity of the modifier's context `name`, for circle detection.
        func contextKey(_ name: String) -> String {
            ResolverSourceExpander.key(document.path, location.appending("contexts").appending(name).segments)
        }
    }

    /// A file a reference names, once loaded.
    private enum LoadedFile {
        case resolver(ResolverDocument)
        case tokens(JSONValue)
        case unusable
    }

    /// How many references may be followed one inside another (a set referencing a set that
    /// references a set...): this bounds the recursion whatever the input.
    static let maximumChainLength = 64
    /// How many references one expander follows in all: sets that reference the one before twice
    /// double the work at every step, so a short document could otherwise take for ever.
    static let maximumReferencesFollowed = 10_000

    private let loader: (any SourceLoader)?
    private var referencesFollowed = 0
    /// Everything found wrong so far.
    private(set) var diagnostics: [Diagnostic] = []
    /// Every file loaded so far, in the order first loaded.
    private(set) var loadedPaths: [String] = []
    private var files: [String: LoadedFile] = [:]

    init(loader: (any SourceLoader)?) {
        self.loader = loader
    }

    // MARK: Whole documents

    /// Follows every reference of `document`: those of its sets, of every context of its
    /// modifiers, and of its resolutionOrder entries.
    func checkReferences(of document: ResolverDocument) {
        for set in document.sets {
            _ = expand(set.sources, of: .set, in: document, visiting: [Self.key(document.path, ["sets", set.name])])
        }
        for modifier in document.modifiers {
            expandAllContexts(of: modifier, in: document, location: JSONPointer(segments: ["modifiers", modifier.name]))
        }
        for item in appliedItems(of: document) {
            switch item.content {
            case .set(let set):
                _ = expand(set.sources, of: .set, in: item.document, visiting: [item.key])
            case .modifier(let modifier):
                expandAllContexts(of: modifier, in: item.document, location: item.location)
            }
        }
    }

    private func expandAllContexts(of modifier: ResolverModifier, in document: ResolverDocument, location: JSONPointer) {
        let item = AppliedItem(content: .modifier(modifier), document: document, location: location)
        for context in modifier.contexts {
            _ = expand(context.sources, of: .modifier, in: document, visiting: [item.contextKey(context.name)])
        }
    }

    /// The entries of `document`'s resolutionOrder; external ones are loaded when there is a
    /// loader and left out otherwise.
    func appliedItems(of document: ResolverDocument) -> [AppliedItem] {
        document.resolutionOrder.enumerated().compactMap { index, item in
            let location = item.reference?.pointer ?? JSONPointer(segments: ["resolutionOrder", String(index)])
            switch item.content {
            case .set(let set):
                return AppliedItem(content: .set(set), document: document, location: location)
            case .modifier(let modifier):
                return AppliedItem(content: .modifier(modifier), document: document, location: location)
            case .external:
                guard let reference = item.reference else { return nil }
                return externalItem(reference, isSet: item.isSet, name: item.name, in: document)
            }
        }
    }

    private func externalItem(
        _ reference: ResolverReference, isSet: Bool, name: String, in document: ResolverDocument
    ) -> AppliedItem? {
        guard let file = reference.file, loader != nil else { return nil }
        let location = SourceLocation(path: document.path, position: reference.position)
        let path = SourcePath.resolve(file, relativeTo: document.path)
        switch load(path, referencedAt: location) {
        case .unusable:
            return nil
        case .tokens:
            error(
                "\"$ref\" \"\(reference.text)\" must point at a set or modifier of a resolver document, "
                    + "but \"\(path)\" is a token file",
                at: location)
            return nil
        case .resolver(let target):
            if isSet {
                return set(named: name, in: target, by: reference, at: location)
                    .map { AppliedItem(content: .set($0), document: target, location: reference.pointer) }
            }
            return modifier(named: name, in: target, by: reference, at: location)
                .map { AppliedItem(content: .modifier($0), document: target, location: reference.pointer) }
        }
    }

    // MARK: Token sources

    /// The token trees `sources` stand for, in merge order, with every reference followed.
    ///
    /// `visiting` holds the `path#pointer` keys being expanded, outermost first.
    func expand(
        _ sources: [ResolverTokenSource], of holder: Holder, in document: ResolverDocument, visiting: [String]
    ) -> [ResolvedTokenSource] {
        sources.flatMap { source -> [ResolvedTokenSource] in
            switch source {
            case .inline(let tokens):
                return [ResolvedTokenSource(root: tokens, path: document.path)]
            case .reference(let reference):
                return follow(reference, of: holder, in: document, visiting: visiting)
            }
        }
    }

    private func follow(
        _ reference: ResolverReference, of holder: Holder, in document: ResolverDocument, visiting: [String]
    ) -> [ResolvedTokenSource] {
        let location = SourceLocation(path: document.path, position: reference.position)
        let path = reference.file.map { SourcePath.resolve($0, relativeTo: document.path) } ?? document.path
        let key = Self.key(path, reference.pointer.segments)
        if reference.isSameDocument && reference.pointer.contains(reference.location) {
            error(
                "\"$ref\" \"\(reference.text)\" points at an object that contains the reference itself, "
                    + "which would include itself forever",
                at: location)
            return []
        }
        if visiting.contains(key) {
            let chain = (visiting + [key]).map { Self.shortened($0, in: document.path) }
            error("circular reference: " + chain.joined(separator: " → "), at: location)
            return []
        }
        guard visiting.count <= Self.maximumChainLength else {
            error("\"$ref\" \"\(reference.text)\" leads through more than \(Self.maximumChainLength) references in a row",
                  at: location)
            return []
        }
        referencesFollowed += 1
        guard referencesFollowed <= Self.maximumReferencesFollowed else {
            if referencesFollowed == Self.maximumReferencesFollowed + 1 {
                error("references are followed more than \(Self.maximumReferencesFollowed) times in all: sets that "
                      + "reference another set more than once multiply the work at every step", at: location)
            }
            return []
        }
        guard !reference.isSameDocument else {
            return followInResolver(reference, of: holder, in: document, visiting: visiting + [key], at: location)
        }
        guard loader != nil else { return [] }
        switch load(path, referencedAt: location) {
        case .unusable:
            return []
        case .resolver(let target):
            return followInResolver(reference, of: holder, in: target, visiting: visiting + [key], at: location)
        case .tokens(let root):
            guard let tokens = reference.pointer.resolve(in: root) else {
                error("\"$ref\" \"\(reference.text)\" points at nothing: \"\(path)\" has no \(reference.pointer.fragment)", at: location)
                return []
            }
            guard tokens.objectValue != nil else {
                error(
                    "\"$ref\" \"\(reference.text)\" must point at an object of tokens, found \(tokens.kindName)",
                    at: location)
                return []
            }
            return [ResolvedTokenSource(root: reference.applyingOverrides(to: tokens), path: path)]
        }
    }

    /// Follows `reference` into the resolver document `target` (the referring one or another).
    private func followInResolver(
        _ reference: ResolverReference, of holder: Holder, in target: ResolverDocument, visiting: [String],
        at location: SourceLocation
    ) -> [ResolvedTokenSource] {
        let tokens = reference.pointer.segments
        if tokens.first == "modifiers" {
            let rule =
                holder == .set
                ? "a set must not reference a modifier"
                : "a modifier must not reference a modifier (not even one of its own contexts)"
            error("\(rule), but \"$ref\" \"\(reference.text)\" does; only resolutionOrder may", at: location)
            return []
        }
        if tokens.first == "resolutionOrder" {
            error(
                "\"$ref\" \"\(reference.text)\" points into resolutionOrder; nothing may reference a resolutionOrder item",
                at: location)
            return []
        }
        if tokens.count == 2, tokens[0] == "sets" {
            guard let set = set(named: tokens[1], in: target, by: reference, at: location) else { return [] }
            return expand(set.sources, of: .set, in: target, visiting: visiting)
        }
        guard let value = reference.pointer.resolve(in: target.root) else {
            error("\"$ref\" \"\(reference.text)\" points at nothing in \"\(target.path)\"", at: location)
            return []
        }
        var reader = ResolverStructureReader(path: target.path, root: target.root)
        let source = reader.readSource(
            reference.applyingOverrides(to: value), location: reference.pointer,
            owner: "the target of \"$ref\" \"\(reference.text)\"")
        diagnostics += reader.diagnostics
        guard let source else { return [] }
        return expand([source], of: holder, in: target, visiting: visiting)
    }

    // MARK: Named sets and modifiers

    /// The set `name` of `document`, with the reference's overrides applied; `nil` (and an error)
    /// when there is none, or `nil` alone when it is declared but invalid (already reported).
    private func set(
        named name: String, in document: ResolverDocument, by reference: ResolverReference, at location: SourceLocation
    ) -> ResolverSet? {
        entry(
            named: name, of: "sets", kind: "set", declared: document.sets.map(\.name), in: document, by: reference,
            at: location, unchanged: document.set(named:)
        ) { reader, value, pointer in
            reader.readSet(value, name: name, namePosition: reference.position, location: pointer, isInline: false)
        }
    }

    /// The modifier `name` of `document`, like ``set(named:in:by:at:)``.
    private func modifier(
        named name: String, in document: ResolverDocument, by reference: ResolverReference, at location: SourceLocation
    ) -> ResolverModifier? {
        entry(
            named: name, of: "modifiers", kind: "modifier", declared: document.modifiers.map(\.name), in: document,
            by: reference, at: location, unchanged: document.modifier(named:)
        ) { reader, value, pointer in
            reader.readModifier(value, name: name, namePosition: reference.position, location: pointer, isInline: false)
        }
    }

    /// The entry `name` of `document`'s `map` (`sets` or `modifiers`): the one read with the
    /// document (`unchanged`) when the reference overrides nothing, else the entry's JSON with the
    /// overrides applied, read again by `read`. `nil` and an error naming the `declared` entries
    /// (listed only then) when the map has no such entry.
    private func entry<Entry>(
        named name: String, of map: String, kind: String, declared: @autoclosure () -> [String],
        in document: ResolverDocument, by reference: ResolverReference, at location: SourceLocation,
        unchanged: (String) -> Entry?,
        read: (inout ResolverStructureReader, JSONValue, JSONPointer) -> Entry?
    ) -> Entry? {
        let pointer = JSONPointer(segments: [map, name])
        guard let raw = pointer.resolve(in: document.root) else {
            error(
                "\"$ref\" \"\(reference.text)\" names no \(kind) of \"\(document.path)\""
                    + Self.list(declared(), of: map),
                at: location)
            return nil
        }
        guard !reference.overrides.isEmpty else { return unchanged(name) }
        var reader = ResolverStructureReader(path: document.path, root: document.root)
        let entry = read(&reader, reference.applyingOverrides(to: raw), pointer)
        diagnostics += reader.diagnostics
        return entry
    }

    // MARK: Files

    /// The file at `path` (already resolved), loaded and parsed once; a resolver document or a
    /// token file as ``DocumentKind/detect(_:)`` tells them apart.
    private func load(_ path: String, referencedAt location: SourceLocation) -> LoadedFile {
        if let loaded = files[path] { return loaded }
        let loaded = readFile(path, referencedAt: location)
        files[path] = loaded
        return loaded
    }

    private func readFile(_ path: String, referencedAt location: SourceLocation) -> LoadedFile {
        guard let loader else { return .unusable }
        let bytes: [UInt8]
        do {
            bytes = try loader.load(path)
        } catch {
            self.error("cannot read \"\(path)\": \(error.reason)", at: location)
            return .unusable
        }
        loadedPaths.append(path)
        let parsed: JSONDocument
        do {
            parsed = try JSONParser.parse(bytes, path: path)
        } catch {
            diagnostics.append(error)
            diagnostics.append(Diagnostic(.note, "\"\(path)\" is referenced here", at: location))
            return .unusable
        }
        diagnostics += parsed.warnings
        guard DocumentKind.detect(parsed.root) == .resolver else { return .tokens(parsed.root) }
        let read = ResolverDocumentReader.read(parsed.root, path: path)
        diagnostics += read.diagnostics
        return read.document.map(LoadedFile.resolver) ?? .unusable
    }

    // MARK: Helpers

    static func key(_ path: String, _ tokens: [String]) -> String {
        SourcePath.normalize(path) + JSONPointer(segments: tokens).fragment
    }

    /// `key` as `#/pointer` when it lies in the document at `path`, whole otherwise.
    private static func shortened(_ key: String, in path: String) -> String {
        let prefix = SourcePath.normalize(path)
        return key.hasPrefix(prefix + "#") ? String(key.dropFirst(prefix.count)) : key
    }

    private static func list(_ names: [String], of kind: String) -> String {
        names.isEmpty ? "" : "; its \(kind) are " + names.map { "\"\($0)\"" }.joined(separator: ", ")
    }

    private func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(.error(message, at: location))
    }
}
