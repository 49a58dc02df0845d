// Checks a DTCG document's structure (names, $type, $extends, $root, $ref...) and builds its token tree.
import PositionalJSON
import SourceDiagnostics

/// Reads one DTCG 2025.10 token document (a file, or an inline JSON object) into a ``TokenTree``.
///
/// It checks the structure the Format Module prescribes: which members tokens and groups may have
/// and of which JSON kinds, token and group names (no `{`, `}` or `.`, no leading `$`), `$type`
/// names, `$deprecated`, `$extensions`, `$extends` and `$root`; and it follows `$ref` JSON pointers
/// within the document. Token values are otherwise kept as raw JSON for ``TokenEvaluator``, which
/// resolves `{group.token}` aliases and checks values against their types. Every problem is
/// reported, each at the key or value it concerns.
public enum TokenTreeReader {
    /// Reads the document `root` that was parsed from `path`; `purpose` decides whether problems
    /// in tokens generation does not use are errors or warnings.
    public static func read(_ root: JSONValue, path: String, purpose: ReadingPurpose = .validation)
        -> (tree: TokenTree, diagnostics: [Diagnostic]) {
        read(root, path: path, purpose: purpose, keyStyle: .dtcg)
    }

    /// Reads the document `root` that was parsed from `path`, its tokens written in `keyStyle`
    /// (with ``TokenKeyStyle/legacy``, `value`, `type`, `description` are read as `$value`,
    /// `$type`, `$description`).
    package static func read(_ root: JSONValue, path: String, purpose: ReadingPurpose, keyStyle: TokenKeyStyle)
        -> (tree: TokenTree, diagnostics: [Diagnostic]) {
        var reader = Reader(path: path, pointerRoot: root, purpose: purpose, keyStyle: keyStyle)
        let tree = reader.readDocument(root)
        return (tree, reader.diagnostics + reader.pointers.diagnostics)
    }

    /// Reads a parsed document; when its parser saw no `$ref` key, token values are taken as
    /// they are instead of being searched for JSON pointers. With `keyStyle` ``TokenKeyStyle/legacy``
    /// a token is an object with `value`, and `value`, `type`, `description` are read as `$value`,
    /// `$type`, `$description`.
    ///
    /// Token values are views into the document's flat storage, which the token tree keeps (it
    /// is compact: one array of nodes and one of text), so nothing is copied out of it.
    package static func read(_ document: consuming JSONDocument, purpose: ReadingPurpose = .validation,
                             keyStyle: TokenKeyStyle = .dtcg) -> (tree: TokenTree, diagnostics: [Diagnostic]) {
        let path = document.path
        let root = document.root
        var reader = Reader(path: path, pointerRoot: document.containsPointerKeys ? root : nil, purpose: purpose,
                            keyStyle: keyStyle)
        let tree = reader.readDocument(root)
        return (tree, reader.diagnostics + reader.pointers.diagnostics)
    }
}

/// A member of a token, by what its key names.
private enum TokenProperty {
    case value, ref, type, description, deprecated, extensions
    /// Any other key (not a token property, or a member DTCG does not allow).
    case other(String)
}

/// The state of one read: the file's path, the names leading to the current group, the problems
/// found and the pointer resolver (which caches what it has followed).
private struct Reader {
    let path: String
    /// Whether the document may have `$ref` pointers in token values, which must be followed.
    let followsPointers: Bool
    /// Whether problems in tokens generation does not use are warnings.
    let toleratesUnusedTokens: Bool
    /// How tokens write their properties.
    let keyStyle: TokenKeyStyle
    var pointers: JSONPointerResolver
    var diagnostics: [Diagnostic] = []
    var names: [String] = []

    /// A reader for a document read from `path`; `pointerRoot` is the document when `$ref` pointers
    /// in it must be followed, `nil` when it has none.
    init(path: String, pointerRoot: JSONValue?, purpose: ReadingPurpose, keyStyle: TokenKeyStyle = .dtcg) {
        self.path = path
        self.followsPointers = pointerRoot != nil
        self.toleratesUnusedTokens = purpose.toleratesUnusedTokens
        self.keyStyle = keyStyle
        self.pointers = JSONPointerResolver(root: pointerRoot ?? JSONValue(.null, at: .start), path: path)
    }

    mutating func readDocument(_ root: JSONValue) -> TokenTree {
        let position = root.position
        guard let object = root.objectValue else {
            error("a token file must be a JSON object of groups and tokens, found \(root.kindName)", at: position)
            return TokenTree(root: TokenGroup(name: "", location: location(position)))
        }
        if object["$value"] != nil || object["$ref"] != nil {
            error("the top level of a token file is a group; put the token under a name", at: object.position)
        }
        let objectPosition = object.position
        return TokenTree(root: readGroup(object, name: "", at: objectPosition))
    }

    // MARK: Groups

    mutating func readGroup(_ object: JSONObject, name: String, at position: TextPosition) -> TokenGroup {
        var group = TokenGroup(name: name, location: location(position))
        let isDocument = names.isEmpty
        // Each member is read from the document's storage once, its key and value apart.
        let members = object.members
        group.reserveChildren(members.count)
        for index in members.indices {
            let key = members.key(at: index)
            // The byte test spares most names hasPrefix's Unicode-aware comparison.
            if key.utf8.first == UInt8(ascii: "$") && key.hasPrefix("$") {
                readGroupProperty(members[index], into: &group, isDocument: isDocument)
                continue
            }
            let value = members.value(at: index)
            if keyStyle == .legacy, value.stringValue != nil, case let property = keyStyle.dtcgKey(for: key),
               property != key {
                var member = members[index]
                member.key = property
                readGroupProperty(member, into: &group, isDocument: isDocument)
                continue
            }
            guard checkName(key, at: members.keyPosition(at: index)) else { continue }
            guard let child = value.objectValue else {
                error("'\(dotted(key))' must be a token (an object with $value) or a group (an object), "
                      + "found \(value.kindName)", at: value.position)
                continue
            }
            let childMembers = child.members
            if childMembers.index(ofCommonKey: keyStyle.commonValueKey) != nil || childMembers.index(ofCommonKey: TokenKeys.ref) != nil {
                group.appendChild(.token(readToken(child, name: key, at: members.deferredKeyPosition(at: index))))
            } else {
                names.append(key)
                group.appendChild(.group(readGroup(child, name: key, at: members.keyPosition(at: index))))
                names.removeLast()
            }
        }
        return group
    }

    mutating func readGroupProperty(_ member: JSONMember, into group: inout TokenGroup, isDocument: Bool) {
        let value = member.value
        let owner = isDocument ? "the document's top-level group" : "group '\(names.joined(separator: "."))'"
        switch member.key {
        case "$type":
            group.declaredType = readType(value)
            group.declaredTypeIsInvalid = group.declaredType == nil
        case "$description":
            group.description = readDescription(value)
        case "$deprecated":
            group.deprecated = readDeprecated(value)
        case "$extensions":
            group.extensions = readExtensions(value)
        case "$extends":
            group.extends = readExtends(value)
        case "$root":
            guard let object = value.objectValue, object["$value"] != nil || object["$ref"] != nil else {
                error("$root of \(owner) must be a token: an object with $value", at: value.position)
                return
            }
            group.appendChild(.token(readToken(object, name: "$root", at: member.deferredKeyPosition)))
        case "$schema" where isDocument:
            if value.stringValue == nil {
                error("$schema must be a string (the schema's URI), found \(value.kindName)", at: value.position)
            }
        case "$value", "$ref":
            break  // reported by readDocument (only the top level can get here with these keys)
        default:
            error("'\(member.key)' is not a group property of \(owner), and token and group names cannot start "
                  + "with '$'; the group properties are $type, $description, $deprecated, $extensions, $extends "
                  + "and $root", at: member.keyPosition)
        }
    }

    /// Checks a token or group name; `false` (after reporting) when it cannot be used in a path.
    /// The position is looked up only for a report.
    mutating func checkName(_ name: String, at position: @autoclosure () -> TextPosition) -> Bool {
        if name.isEmpty {
            error("a token or group name cannot be empty", at: position())
            return false
        }
        func isReserved(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: ".")
        }
        // Names are searched in their contiguous UTF-8 when the string has it (almost always).
        let reserved = name.utf8.withContiguousStorageIfAvailable { $0.first(where: isReserved) }
            ?? name.utf8.first(where: isReserved)
        if let byte = reserved {
            let character = Character(Unicode.Scalar(byte))
            let role = character == "." ? "separates path segments in references" : "delimits references"
            error("'\(name)' is not a valid name: '\(character)' \(role) and cannot appear in token or group names",
                  at: position())
            return false
        }
        return true
    }

    // MARK: Tokens

    /// The token `object`, whose key is at `position` (looked up only when the token's location is).
    mutating func readToken(_ object: JSONObject, name: String, at position: DeferredPosition) -> TokenDefinition {
        var token = TokenDefinition(name: name, path: path, position: position)
        // Each member is read from the document's storage once, its key and value apart.
        let members = object.members
        var givenValue: JSONValue?
        var givenPointer: (value: JSONValue, index: Int)?
        var typeIsInvalid = false
        for index in members.indices {
            switch property(at: index, of: members) {
            case .value: givenValue = members.value(at: index)
            case .ref: givenPointer = (members.value(at: index), index)
            case .type:
                token.declaredType = readType(members.value(at: index))
                typeIsInvalid = token.declaredType == nil
                token.declaredTypeIsInvalid = typeIsInvalid
            case .description: token.description = readDescription(members.value(at: index))
            case .deprecated: token.deprecated = readDeprecated(members.value(at: index))
            case .extensions: token.extensions = readExtensions(members.value(at: index))
            case .other(TokenTree.modesProperty):
                let modes = members.value(at: index)
                if let object = modes.objectValue {
                    token.modes = object
                } else {
                    error("\(TokenTree.modesProperty) of token '\(dotted(name))' must be an object of modes, such as "
                          + "{\"dark\": \"#000000\"}, found \(modes.kindName)", at: modes.position)
                }
            case .other(let key) where key.hasPrefix("$"):
                error("'\(key)' is not a token property: a token may have $value (or $ref), $type, "
                      + "$description, $deprecated, $extensions and $modes", at: members.keyPosition(at: index))
            case .other(let key):
                if toleratesUnusedTokens {
                    diagnostics.append(Diagnostic(
                        .warning, "token '\(dotted(name))' has a member '\(key)' beside its $value, which DTCG does not allow "
                        + "(only groups have children); generation ignores '\(key)'", at: location(members.keyPosition(at: index)),
                        repeatGroup: ToleratedProblem.strayMember.rawValue))
                } else {
                    error("token '\(dotted(name))' has a $value, so it cannot also contain '\(key)': an object with "
                          + "$value is a token, and only groups have children", at: members.keyPosition(at: index))
                }
            }
        }
        if givenValue != nil, let givenPointer {
            error("token '\(dotted(name))' has both $value and $ref; give it one or the other",
                  at: members.keyPosition(at: givenPointer.index))
            return token
        }
        if let givenValue {
            if givenValue.isNull {
                error("the $value of token '\(dotted(name))' cannot be null", at: givenValue.position)
                return token
            }
            if followsPointers {
                let expanded = pointers.expandingTokenValue(givenValue)
                token.setValue(expanded.value, mayContainAliases: expanded.mayContainAliases)
            } else {
                // A curly-brace alias is a string starting with `{` (``CurlyReference/looksLikeReference(_:)``).
                token.setValue(givenValue, mayContainAliases: givenValue.mayContainStringsStartingWithBrace)
            }
        } else if let givenPointer {
            guard let text = givenPointer.value.stringValue else {
                error("$ref must be a JSON pointer string such as \"#/colors/blue/$value\", found "
                      + givenPointer.value.kindName, at: givenPointer.value.position)
                return token
            }
            token.pointer = text
            token.value = pointers.value(at: text, referencedAt: givenPointer.value.position)
        }
        if typeIsInvalid {
            token.value = nil  // its type is unknown, so its value cannot be checked
        }
        return token
    }

    /// What the member at `index` of a token's `members` is. The keys of the properties nearly
    /// every token has are common strings of the JSON storage, recognised without a `String`.
    func property(at index: Int, of members: JSONObject.Members) -> TokenProperty {
        // Compared with `==` one by one, which is inlined (a `switch` matches through a generic call).
        if let key = members.commonKey(at: index) {
            if key == TokenKeys.value { return .value }
            if key == TokenKeys.ref { return .ref }
            if key == TokenKeys.type { return .type }
            if key == TokenKeys.description { return .description }
            if key == TokenKeys.extensions { return .extensions }
        }
        let key = members.key(at: index)
        switch keyStyle.dtcgKey(for: key) {
        case "$value": return .value
        case "$type": return .type
        case "$description": return .description
        case "$deprecated": return .deprecated
        default: return .other(key)
        }
    }

    // MARK: Properties shared by tokens and groups

    mutating func readType(_ value: JSONValue) -> TokenType? {
        guard let name = value.stringValue else {
            error("$type must be a string naming one type, found \(value.kindName)", at: value.position)
            return nil
        }
        guard let type = TokenType(rawValue: name) else {
            let message = "'\(name)' is not a DTCG token type; the types are \(TokenType.allNames)"
            if toleratesUnusedTokens {
                diagnostics.append(ToleratedProblem.unknownType.warning(
                    from: .error(message, at: location(value.position)), ignoring: "tokens of this type: no output uses them"))
            } else {
                error(message, at: value.position)
            }
            return nil
        }
        return type
    }

    mutating func readDescription(_ value: JSONValue) -> String? {
        guard let text = value.stringValue else {
            error("$description must be a string, found \(value.kindName)", at: value.position)
            return nil
        }
        return text
    }

    mutating func readDeprecated(_ value: JSONValue) -> TokenDeprecation? {
        switch value.kind {
        case .bool(let flag): return .flag(flag)
        case .string(let message): return .message(message)
        default:
            error("$deprecated must be true, false or a string explaining the deprecation, found \(value.kindName)",
                  at: value.position)
            return nil
        }
    }

    mutating func readExtensions(_ value: JSONValue) -> JSONObject? {
        guard let object = value.objectValue else {
            error("$extensions must be an object keyed by vendor (e.g. \"com.example.tool\"), found \(value.kindName)",
                  at: value.position)
            return nil
        }
        return object
    }

    mutating func readExtends(_ value: JSONValue) -> TokenPathReference? {
        guard let text = value.stringValue else {
            error("$extends must be a reference string such as \"{base.group}\", found \(value.kindName)",
                  at: value.position)
            return nil
        }
        let segments: [String]
        if text.hasPrefix("#") {
            switch JSONPointer.parse(text) {
            case .failure(let syntaxError):
                error(syntaxError.message, at: value.position)
                return nil
            case .success(let pointer):
                segments = pointer.segments
            }
        } else {
            switch CurlyReference.parse(text) {
            case .failure(let syntaxError):
                error("$extends: \(syntaxError.message)", at: value.position)
                return nil
            case .success(let path):
                segments = CurlyReference.segments(of: path)
            }
        }
        guard !segments.isEmpty, !segments.contains(where: \.isEmpty) else {
            error("$extends '\(text)' does not name a group", at: value.position)
            return nil
        }
        return TokenPathReference(segments: segments, text: text, location: location(value.position))
    }

    // MARK: Helpers

    func dotted(_ name: String) -> String {
        names.isEmpty ? name : names.joined(separator: ".") + "." + name
    }

    func location(_ position: TextPosition) -> SourceLocation {
        SourceLocation(path: path, position: position)
    }

    mutating func error(_ message: String, at position: TextPosition) {
        diagnostics.append(.error(message, at: location(position)))
    }
}
