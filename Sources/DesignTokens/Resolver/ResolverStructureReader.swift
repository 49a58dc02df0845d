// Schema-level checks of one resolver file: version, sets, modifiers, sources, order, unknown keys, repeats.
import PositionalJSON
import SourceDiagnostics

/// Reads the parts of one resolver document into the model, reporting every structural problem
/// (what the module's JSON schemas and its prose require) at the offending key or value.
///
/// References are only parsed here; ``ResolverSourceExpander`` follows them.
struct ResolverStructureReader {
    /// The document's path, for diagnostics.
    let path: String
    /// The whole document.
    let root: JSONValue
    /// What was found wrong so far.
    private(set) var diagnostics: [Diagnostic] = []

    private static let documentKeys: Set<String> = [
        "$schema", "name", "version", "description", "sets", "modifiers", "resolutionOrder", "$defs",
    ]
    private static let setKeys: Set<String> = ["description", "sources", "$extensions"]
    private static let modifierKeys: Set<String> = ["description", "contexts", "default", "$extensions"]
    private static let inlineKeys: Set<String> = ["name", "type"]

    init(path: String, root: JSONValue) {
        self.path = path
        self.root = root
    }

    // MARK: Document

    /// The document, or `nil` when the root is not an object. Problems inside are reported and
    /// the offending parts left out, so one mistake does not hide the next.
    mutating func readDocument() -> ResolverDocument? {
        guard let object = root.objectValue else {
            error("a resolver document must be a JSON object, found \(root.kindName)", at: root.position)
            return nil
        }
        let owner = "the resolver document"
        reportUnknownKeys(of: object, allowed: Self.documentKeys, in: owner)
        _ = string(object, "$schema", in: owner)
        let name = string(object, "name", in: owner)
        let description = string(object, "description", in: owner)
        _ = jsonObject(object, "$defs", in: owner)
        readVersion(of: object)
        let sets = readSets(of: object)
        let modifiers = readModifiers(of: object)
        let resolutionOrder = readResolutionOrder(of: object, sets: sets, modifiers: modifiers)
        return ResolverDocument(
            path: path, root: root, name: name, description: description,
            sets: sets, modifiers: modifiers, resolutionOrder: resolutionOrder)
    }

    private mutating func readVersion(of object: JSONObject) {
        guard let member = object.member("version") else {
            error(
                "the resolver document has no \"version\"; it must be \"\(ResolverDocumentReader.version)\"",
                at: object.position)
            return
        }
        guard let version = member.value.stringValue else {
            error(
                "\"version\" must be the string \"\(ResolverDocumentReader.version)\", found \(member.value.kindName)",
                at: member.value.position)
            return
        }
        if version != ResolverDocumentReader.version {
            error(
                "\"version\" must be \"\(ResolverDocumentReader.version)\", found \"\(version)\"",
                at: member.value.position)
        }
    }

    private mutating func readSets(of object: JSONObject) -> [ResolverSet] {
        readNamed("sets", kind: "set", of: object) { reader, value, name, position, location in
            reader.readSet(value, name: name, namePosition: position, location: location, isInline: false)
        }
    }

    private mutating func readModifiers(of object: JSONObject) -> [ResolverModifier] {
        readNamed("modifiers", kind: "modifier", of: object) { reader, value, name, position, location in
            reader.readModifier(value, name: name, namePosition: position, location: location, isInline: false)
        }
    }

    /// The entries of the document's `key` map (`sets` or `modifiers`), each read by `read` at
    /// `/key/name`; an entry with an empty name is reported and left out, as is one `read` rejects.
    private mutating func readNamed<Entry>(
        _ key: String, kind: String, of object: JSONObject,
        _ read: (inout Self, JSONValue, String, TextPosition, JSONPointer) -> Entry?
    ) -> [Entry] {
        guard let map = jsonObject(object, key, in: "the resolver document") else { return [] }
        var entries: [Entry] = []
        for member in map.members {
            guard !member.key.isEmpty else {
                error("a \(kind) name must not be empty", at: member.keyPosition)
                continue
            }
            let location = JSONPointer(segments: [key, member.key])
            if let entry = read(&self, member.value, member.key, member.keyPosition, location) {
                entries.append(entry)
            }
        }
        return entries
    }

    // MARK: Sets and modifiers

    /// A set from its JSON object; `nil` when it is unusable (not an object, no valid `sources`).
    mutating func readSet(
        _ value: JSONValue, name: String, namePosition: TextPosition, location: JSONPointer, isInline: Bool
    ) -> ResolverSet? {
        let owner = isInline ? "inline set \"\(name)\"" : "set \"\(name)\""
        guard let object = value.objectValue else {
            error("\(owner) must be an object, found \(value.kindName)", at: value.position)
            return nil
        }
        reportUnknownKeys(of: object, allowed: isInline ? Self.setKeys.union(Self.inlineKeys) : Self.setKeys, in: owner)
        let description = string(object, "description", in: owner)
        let extensions = jsonObject(object, "$extensions", in: owner)
        guard let member = object.member("sources") else {
            error("\(owner) has no \"sources\"; a set needs an array of token sources", at: namePosition)
            return nil
        }
        guard let sources = readSources(member.value, location: location.appending("sources"), owner: owner) else {
            return nil
        }
        return ResolverSet(
            name: name, namePosition: namePosition, description: description, sources: sources,
            extensions: extensions)
    }

    /// A modifier from its JSON object; `nil` when it is not an object or has no `contexts` object.
    mutating func readModifier(
        _ value: JSONValue, name: String, namePosition: TextPosition, location: JSONPointer, isInline: Bool
    ) -> ResolverModifier? {
        let owner = isInline ? "inline modifier \"\(name)\"" : "modifier \"\(name)\""
        guard let object = value.objectValue else {
            error("\(owner) must be an object, found \(value.kindName)", at: value.position)
            return nil
        }
        reportUnknownKeys(
            of: object, allowed: isInline ? Self.modifierKeys.union(Self.inlineKeys) : Self.modifierKeys, in: owner)
        let description = string(object, "description", in: owner)
        let extensions = jsonObject(object, "$extensions", in: owner)
        guard let contextsMember = object.member("contexts") else {
            error("\(owner) has no \"contexts\"; a modifier needs at least two contexts", at: namePosition)
            return nil
        }
        guard let contextMap = contextsMember.value.objectValue else {
            error(
                "\"contexts\" of \(owner) must be an object mapping context names to token sources, "
                    + "found \(contextsMember.value.kindName)",
                at: contextsMember.value.position)
            return nil
        }
        switch contextMap.members.count {
        case 0:
            error("\(owner) has no contexts; a modifier needs at least two", at: contextsMember.keyPosition)
        case 1:
            error(
                "\(owner) has a single context \"\(contextMap.members[0].key)\"; a modifier needs at least two "
                    + "(tokens that always apply belong in a set)",
                at: contextsMember.keyPosition)
        default:
            break
        }
        var contexts: [ResolverContext] = []
        for member in contextMap.members {
            guard !member.key.isEmpty else {
                error("a context name of \(owner) must not be empty", at: member.keyPosition)
                continue
            }
            let contextLocation = location.appending("contexts").appending(member.key)
            let contextOwner = "context \"\(member.key)\" of \(owner)"
            if let sources = readSources(member.value, location: contextLocation, owner: contextOwner) {
                contexts.append(ResolverContext(name: member.key, namePosition: member.keyPosition, sources: sources))
            }
        }
        let defaultContext = string(object, "default", in: owner)
        if let defaultContext, let member = object.member("default"), contextMap.member(defaultContext) == nil {
            error(
                "\"default\" of \(owner) is \"\(defaultContext)\", which names no context; the contexts are "
                    + contextMap.keys.map { "\"\($0)\"" }.joined(separator: ", "),
                at: member.value.position)
        }
        return ResolverModifier(
            name: name, namePosition: namePosition, description: description, contexts: contexts,
            defaultContext: defaultContext, extensions: extensions)
    }

    // MARK: Token sources

    private mutating func readSources(
        _ value: JSONValue, location: JSONPointer, owner: String
    ) -> [ResolverTokenSource]? {
        guard let elements = value.arrayValue else {
            error(
                "the token sources of \(owner) must be an array, found \(value.kindName)", at: value.position)
            return nil
        }
        return elements.enumerated().compactMap { index, element in
            readSource(element, location: location.appending(index), owner: owner)
        }
    }

    /// One token source: inline tokens, or a reference object when the object has `$ref`.
    mutating func readSource(_ value: JSONValue, location: JSONPointer, owner: String) -> ResolverTokenSource? {
        guard let object = value.objectValue else {
            error(
                "a token source of \(owner) must be an object (inline tokens or a {\"$ref\": ...} reference), "
                    + "found \(value.kindName)",
                at: value.position)
            return nil
        }
        guard object.member("$ref") != nil else { return .inline(value) }
        return readReference(object, location: location).map(ResolverTokenSource.reference)
    }

    /// The reference object `object`, which has a `$ref` member.
    private mutating func readReference(_ object: JSONObject, location: JSONPointer) -> ResolverReference? {
        guard let member = object.member("$ref") else { return nil }
        guard let text = member.value.stringValue else {
            error("\"$ref\" must be a string, found \(member.value.kindName)", at: member.value.position)
            return nil
        }
        do {
            let target = try ResolverReference.parseTarget(text)
            return ResolverReference(
                text: text, file: target.file, pointer: target.pointer,
                overrides: object.members.filter { $0.key != "$ref" },
                position: member.value.position, location: location)
        } catch {
            self.error(error.message, at: member.value.position)
            return nil
        }
    }

    // MARK: Resolution order

    private mutating func readResolutionOrder(
        of object: JSONObject, sets: [ResolverSet], modifiers: [ResolverModifier]
    ) -> [ResolutionOrderItem] {
        guard let member = object.member("resolutionOrder") else {
            error(
                "the resolver document has no \"resolutionOrder\"; it needs an array of sets and modifiers",
                at: object.position)
            return []
        }
        guard let elements = member.value.arrayValue else {
            error(
                "\"resolutionOrder\" must be an array of sets and modifiers, found \(member.value.kindName)",
                at: member.value.position)
            return []
        }
        if elements.isEmpty {
            error("\"resolutionOrder\" is empty; it needs at least one set or modifier", at: member.value.position)
        }
        var items: [ResolutionOrderItem] = []
        for (index, element) in elements.enumerated() {
            if let item = readResolutionOrderItem(element, index: index, sets: sets, modifiers: modifiers) {
                items.append(item)
            }
        }
        reportDuplicateNames(in: items)
        return items
    }

    private mutating func readResolutionOrderItem(
        _ value: JSONValue, index: Int, sets: [ResolverSet], modifiers: [ResolverModifier]
    ) -> ResolutionOrderItem? {
        let location = JSONPointer(segments: ["resolutionOrder", String(index)])
        let owner = "resolutionOrder item \(index)"
        guard let object = value.objectValue else {
            error(
                "\(owner) must be an object (an inline set or modifier, or a {\"$ref\": ...} reference), "
                    + "found \(value.kindName)",
                at: value.position)
            return nil
        }
        if object.member("$ref") != nil {
            return readResolutionOrderReference(object, location: location, sets: sets, modifiers: modifiers)
        }
        guard let typeMember = object.member("type") else {
            error(
                "inline \(owner) has no \"type\"; an inline item needs \"type\": \"set\" or \"modifier\" and a \"name\"",
                at: value.position)
            return nil
        }
        guard let type = typeMember.value.stringValue, type == "set" || type == "modifier" else {
            error(
                "\"type\" of \(owner) must be \"set\" or \"modifier\", found \(describe(typeMember.value))",
                at: typeMember.value.position)
            return nil
        }
        guard let nameMember = object.member("name") else {
            error("inline \(type) at \(owner) has no \"name\"; an inline item needs a unique name", at: value.position)
            return nil
        }
        guard let name = nameMember.value.stringValue, !name.isEmpty else {
            error(
                "\"name\" of \(owner) must be a non-empty string, found \(describe(nameMember.value))",
                at: nameMember.value.position)
            return nil
        }
        let namePosition = nameMember.value.position
        if type == "set" {
            return readSet(value, name: name, namePosition: namePosition, location: location, isInline: true)
                .map { ResolutionOrderItem(content: .set($0), name: name, position: value.position, reference: nil) }
        }
        return readModifier(value, name: name, namePosition: namePosition, location: location, isInline: true)
            .map { ResolutionOrderItem(content: .modifier($0), name: name, position: value.position, reference: nil) }
    }

    private mutating func readResolutionOrderReference(
        _ object: JSONObject, location: JSONPointer, sets: [ResolverSet], modifiers: [ResolverModifier]
    ) -> ResolutionOrderItem? {
        guard let reference = readReference(object, location: location) else { return nil }
        let tokens = reference.pointer.segments
        if tokens.first == "resolutionOrder" {
            error(
                "\"$ref\" \"\(reference.text)\" points into resolutionOrder; nothing may reference a resolutionOrder item",
                at: reference.position)
            return nil
        }
        guard tokens.count == 2, tokens[0] == "sets" || tokens[0] == "modifiers", !tokens[1].isEmpty else {
            error(
                "a resolutionOrder reference must point at a set (#/sets/name) or a modifier (#/modifiers/name), "
                    + "found \"\(reference.text)\"",
                at: reference.position)
            return nil
        }
        let (isSet, name) = (tokens[0] == "sets", tokens[1])
        guard reference.isSameDocument else {
            return ResolutionOrderItem(content: .external, name: name, position: object.position, reference: reference)
        }
        guard let target = reference.pointer.resolve(in: root) else {
            let kind = isSet ? "set" : "modifier"
            let declared = (isSet ? sets.map(\.name) : modifiers.map(\.name)).map { "\"\($0)\"" }
            error(
                "\"$ref\" \"\(reference.text)\" names no \(kind) of this document"
                    + (declared.isEmpty ? "" : "; the \(kind)s are " + declared.joined(separator: ", ")),
                at: reference.position)
            return nil
        }
        if isSet {
            let set =
                reference.overrides.isEmpty
                ? sets.first { $0.name.hasSameCodePoints(as: name) }
                : readSet(
                    reference.applyingOverrides(to: target), name: name, namePosition: reference.position,
                    location: reference.pointer, isInline: false)
            return set.map {
                ResolutionOrderItem(content: .set($0), name: name, position: object.position, reference: reference)
            }
        }
        let modifier =
            reference.overrides.isEmpty
            ? modifiers.first { $0.name.hasSameCodePoints(as: name) }
            : readModifier(
                reference.applyingOverrides(to: target), name: name, namePosition: reference.position,
                location: reference.pointer, isInline: false)
        return modifier.map {
            ResolutionOrderItem(content: .modifier($0), name: name, position: object.position, reference: reference)
        }
    }

    /// Reports each resolutionOrder item whose name an earlier item already uses.
    ///
    /// A referenced set and a referenced modifier may share a name (the module allows a set and
    /// a modifier of the same name under `sets` and `modifiers`); any other repeat is an error.
    private mutating func reportDuplicateNames(in items: [ResolutionOrderItem]) {
        var earlier: [ResolutionOrderItem] = []
        for item in items {
            let clash = earlier.first { other in
                other.name.hasSameCodePoints(as: item.name)
                    && (other.reference == nil || item.reference == nil || other.isSet == item.isSet)
            }
            if let clash {
                error(
                    "the name \"\(item.name)\" is used twice in resolutionOrder (first at line "
                        + "\(clash.position.line)); names in resolutionOrder must be unique",
                    at: item.namePosition)
            }
            earlier.append(item)
        }
    }

    // MARK: Helpers

    private mutating func reportUnknownKeys(of object: JSONObject, allowed: Set<String>, in owner: String) {
        for member in object.members where !allowed.contains(member.key) {
            error(
                "\(owner) has an unknown property \"\(member.key)\"; allowed are "
                    + allowed.sorted().map { "\"\($0)\"" }.joined(separator: ", "),
                at: member.keyPosition)
        }
    }

    /// The string under `key`, reporting a value of another kind.
    private mutating func string(_ object: JSONObject, _ key: String, in owner: String) -> String? {
        guard let member = object.member(key) else { return nil }
        guard let string = member.value.stringValue else {
            error("\"\(key)\" of \(owner) must be a string, found \(member.value.kindName)", at: member.value.position)
            return nil
        }
        return string
    }

    /// The object under `key`, reporting a value of another kind.
    private mutating func jsonObject(_ object: JSONObject, _ key: String, in owner: String) -> JSONObject? {
        guard let member = object.member(key) else { return nil }
        guard let value = member.value.objectValue else {
            error("\"\(key)\" of \(owner) must be an object, found \(member.value.kindName)", at: member.value.position)
            return nil
        }
        return value
    }

    private func describe(_ value: JSONValue) -> String {
        value.stringValue.map { "\"\($0)\"" } ?? value.kindName
    }

    private mutating func error(_ message: String, at position: TextPosition) {
        diagnostics.append(.error(message, at: SourceLocation(path: path, position: position)))
    }
}
