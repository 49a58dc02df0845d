// Same-document $ref lookup for the tree reader: into $value only, chained, cached, depth-limited.
import PositionalJSON
import SourceDiagnostics

/// Follows DTCG `$ref` JSON pointers within one document.
///
/// A pointer must lead through groups to a token and then into that token's `$value`
/// (`#/colors/blue/$value`, `#/shadow/$value/color/components/0`); pointing at a group, at a token
/// object itself or at metadata such as `$type` is an error. A token written with `$ref` instead
/// of `$value` can be pointed through as if its `$value` were what its own pointer gives, and
/// `{"$ref": ...}` objects met on the way are followed, so pointers chain. Results are cached by
/// pointer text, so each pointer is walked once and a failing pointer is reported once, and the
/// members of a large object are found through an index built the first time a pointer passes
/// through it, so resolving n pointers costs time linear in n (not n times the group's size).
struct JSONPointerResolver {
    /// How many pointers may be followed one inside another before the chain is refused: this
    /// bounds the resolver's recursion whatever the input.
    static let maximumChainLength = 64
    /// How many JSON values `$ref` substitutions may copy into one document in all. A pointer to
    /// a value holding two pointers to a value holding two pointers... doubles the copy at every
    /// step; this bounds the work whatever the input, far above what real files copy.
    static let maximumCopiedValues = 1_000_000

    private let root: JSONValue
    private let path: String
    /// Problems found so far.
    private(set) var diagnostics: [Diagnostic] = []
    private var results: [String: JSONValue?] = [:]
    private var inProgress: [String] = []
    /// Whether a string written as a curly-brace reference was met since the last reset.
    private var sawAliasCandidate = false
    private var copiedValues = 0
    /// For each large object passed through so far, by the position of its brace: its member
    /// count and member index by key. Two values can share a position (a copy expanded from an
    /// original keeps its place, with the same keys), so a hit is checked against the object's
    /// own member, and a miss is trusted only for an object of the same size.
    private var memberIndexes: [TextPosition: (count: Int, index: [CodePointKey: Int])] = [:]
    /// Objects with fewer members than this are searched member by member.
    private static let indexedMemberCount = 16

    /// Creates a resolver over the document `root` read from `path`.
    init(root: JSONValue, path: String) {
        self.root = root
        self.path = path
    }

    /// What `text` points at, fully expanded, with its positions moved to `position` (where the
    /// reference is written); `nil` after reporting why it cannot be followed.
    mutating func value(at text: String, referencedAt position: TextPosition) -> JSONValue? {
        guard let target = target(of: text, referencedAt: position) else { return nil }
        let allowed = Self.maximumCopiedValues - copiedValues
        let size = Self.count(target, upTo: allowed)
        guard size <= allowed else {
            report("$ref '\(text)' would copy more than \(Self.maximumCopiedValues) values into the document "
                   + "in all: pointers to values that hold pointers multiply the copy at every step", at: position)
            return nil
        }
        copiedValues += size
        return target.relocated(to: position)
    }

    /// How many values `value` holds, itself included; counting stops once past `limit`.
    private static func count(_ value: JSONValue, upTo limit: Int) -> Int {
        var total = 1
        switch value.kind {
        case .object(let object):
            for member in object.members where total <= limit {
                total += count(member.value, upTo: limit - total)
            }
        case .array(let elements):
            for element in elements where total <= limit {
                total += count(element, upTo: limit - total)
            }
        default:
            break
        }
        return total
    }

    /// `value` with every `{"$ref": "#/..."}` object in it replaced by what it points at; `nil`
    /// when any of them cannot be followed (each problem is reported).
    mutating func expandingReferences(in value: JSONValue) -> JSONValue? {
        switch substitute(value) {
        case .unchanged: value
        case .replaced(let replacement): replacement
        case .failed: nil
        }
    }

    /// ``expandingReferences(in:)`` for a token's whole value, also telling whether the result
    /// may contain curly-brace aliases (`false` only when it certainly has none), so that the
    /// resolver can skip looking for them.
    mutating func expandingTokenValue(_ value: JSONValue) -> (value: JSONValue?, mayContainAliases: Bool) {
        sawAliasCandidate = false
        switch substitute(value) {
        case .unchanged: return (value, sawAliasCandidate)
        case .replaced(let replacement): return (replacement, true)
        case .failed: return (nil, true)
        }
    }

    private enum Substitution {
        case unchanged
        case replaced(JSONValue)
        case failed
    }

    private mutating func substitute(_ value: JSONValue) -> Substitution {
        switch value.kind {
        case .object(let object):
            if let reference = object.member("$ref") {
                guard object.members.count == 1 else {
                    let extra = object.members.first { $0.key != "$ref" }?.key ?? ""
                    report("a {\"$ref\": ...} reference object cannot have other members such as '\(extra)'",
                           at: value.position)
                    return .failed
                }
                guard let text = reference.value.stringValue else {
                    report("$ref must be a JSON pointer string such as \"#/colors/blue/$value\", "
                           + "found \(reference.value.kindName)", at: reference.value.position)
                    return .failed
                }
                guard let replacement = self.value(at: text, referencedAt: reference.value.position) else {
                    return .failed
                }
                return .replaced(replacement)
            }
            // Copied only once a member changes: most values have no pointers in them.
            var members: [JSONMember]?
            var failed = false
            for index in object.members.indices {
                switch substitute(object.members[index].value) {
                case .unchanged: break
                case .replaced(let replacement):
                    if members == nil { members = Array(object.members) }
                    members?[index].value = replacement
                case .failed: failed = true
                }
            }
            if failed { return .failed }
            guard let members else { return .unchanged }
            return .replaced(JSONValue(.object(JSONObject(members: members, at: object.position)), at: value.position))
        case .array(let elements):
            var copy = Array(elements)
            var changed = false
            var failed = false
            for index in copy.indices {
                switch substitute(copy[index]) {
                case .unchanged: break
                case .replaced(let replacement):
                    copy[index] = replacement
                    changed = true
                case .failed: failed = true
                }
            }
            if failed { return .failed }
            return changed ? .replaced(JSONValue(.array(JSONArray(copy, at: value.position)), at: value.position)) : .unchanged
        case .string(let text):
            if CurlyReference.looksLikeReference(text) { sawAliasCandidate = true }
            return .unchanged
        default:
            return .unchanged
        }
    }

    /// What `text` points at, expanded, with its original positions; cached.
    private mutating func target(of text: String, referencedAt position: TextPosition) -> JSONValue? {
        if let cached = results[text] { return cached }
        if let start = inProgress.firstIndex(of: text) {
            let cycle = (inProgress[start...] + [text]).map { "'\($0)'" }.joined(separator: " → ")
            report("circular $ref: \(cycle)", at: position)
            return nil
        }
        guard inProgress.count < Self.maximumChainLength else {
            report("$ref '\(text)' leads through more than \(Self.maximumChainLength) pointers in a row",
                   at: position)
            return nil
        }
        inProgress.append(text)
        let result = walk(text, referencedAt: position).flatMap { expandingReferences(in: $0) }
        inProgress.removeLast()
        results[text] = result
        return result
    }

    private enum Place {
        case group(JSONObject)
        case token(JSONObject)
        case value(JSONValue)
    }

    private mutating func walk(_ text: String, referencedAt position: TextPosition) -> JSONValue? {
        let pointer: JSONPointer
        switch JSONPointer.parse(text) {
        case .failure(let error):
            report(error.message, at: position)
            return nil
        case .success(let parsed):
            pointer = parsed
        }
        guard !pointer.segments.isEmpty, let rootObject = root.objectValue else {
            report("JSON pointer '\(text)' points at the whole document; point at a token's value, "
                   + "e.g. '#/colors/blue/$value'", at: position)
            return nil
        }
        var place = Place.group(rootObject)
        var names: [String] = []
        var valuePath = ""
        for (step, segment) in pointer.segments.enumerated() {
            switch place {
            case .group(let group):
                if segment.hasPrefix("$") && segment != "$root" {
                    report("JSON pointer '\(text)' points at '\(segment)' of \(groupName(names)), "
                           + "not at a token value", at: position)
                    return nil
                }
                guard let child = member(segment, of: group)?.value.objectValue else {
                    report("JSON pointer '\(text)' leads nowhere: \(groupName(names)) has no token or group '\(segment)'",
                           at: position)
                    return nil
                }
                names.append(segment)
                place = member("$value", of: child) != nil || member("$ref", of: child) != nil ? .token(child) : .group(child)
            case .token(let token):
                let tokenName = names.joined(separator: ".")
                guard segment == "$value" else {
                    report("JSON pointer '\(text)' points at '\(segment)' of token '\(tokenName)'; "
                           + "only a token's $value can be referenced", at: position)
                    return nil
                }
                if let value = token["$value"] {
                    place = .value(value)
                } else if let reference = token.member("$ref"), let referenceText = reference.value.stringValue {
                    guard let value = target(of: referenceText, referencedAt: reference.value.position) else {
                        return nil
                    }
                    place = .value(value)
                } else {
                    report("JSON pointer '\(text)' points at token '\(tokenName)', whose $ref is not a string",
                           at: position)
                    return nil
                }
                valuePath = "#/" + pointer.segments[...step].joined(separator: "/")
            case .value(var value):
                if let object = value.objectValue, object.members.count == 1, let reference = object.member("$ref"),
                   let referenceText = reference.value.stringValue {
                    guard let target = target(of: referenceText, referencedAt: reference.value.position) else {
                        return nil
                    }
                    value = target
                }
                switch value.kind {
                case .object(let object):
                    guard let member = member(segment, of: object) else {
                        report("JSON pointer '\(text)' leads nowhere: '\(valuePath)' has no member '\(segment)'",
                               at: position)
                        return nil
                    }
                    place = .value(member.value)
                case .array(let elements):
                    guard let index = JSONPointer.arrayIndex(segment) else {
                        report("JSON pointer '\(text)' uses '\(segment)' on the array '\(valuePath)', "
                               + "where an index (0, 1, 2, ...) is needed", at: position)
                        return nil
                    }
                    guard index < elements.count else {
                        report("JSON pointer '\(text)' leads nowhere: index \(index) is past the end of "
                               + "'\(valuePath)', which has \(elements.count) element\(elements.count == 1 ? "" : "s")",
                               at: position)
                        return nil
                    }
                    place = .value(elements[index])
                default:
                    report("JSON pointer '\(text)' leads nowhere: '\(valuePath)' is a \(value.kindName), "
                           + "which has no member '\(segment)'", at: position)
                    return nil
                }
                valuePath = "#/" + pointer.segments[...step].joined(separator: "/")
            }
        }
        switch place {
        case .group:
            report("JSON pointer '\(text)' points at \(groupName(names)), not at a token value", at: position)
            return nil
        case .token:
            report("JSON pointer '\(text)' points at token '\(names.joined(separator: "."))' itself; "
                   + "point at its value with '\(text)/$value'", at: position)
            return nil
        case .value(let value):
            return value
        }
    }

    /// The member `key` of `object`, looked up in an index for a large object.
    private mutating func member(_ key: String, of object: JSONObject) -> JSONMember? {
        let members = object.members
        guard members.count >= Self.indexedMemberCount else { return object.member(key) }
        if memberIndexes[object.position] == nil {
            var index: [CodePointKey: Int] = [:]
            index.reserveCapacity(members.count)
            for (position, member) in members.enumerated() where index[CodePointKey(member.key)] == nil {
                index[CodePointKey(member.key)] = position
            }
            memberIndexes[object.position] = (members.count, index)
        }
        guard let (count, index) = memberIndexes[object.position] else { return object.member(key) }
        guard let position = index[CodePointKey(key)] else {
            // The same position and size: the object the index was built from, or a copy of it.
            return count == members.count ? nil : object.member(key)
        }
        if position < members.count, members[position].key.hasSameCodePoints(as: key) {
            return members[position]
        }
        return object.member(key)
    }

    private func groupName(_ names: [String]) -> String {
        names.isEmpty ? "the document's top level" : "group '\(names.joined(separator: "."))'"
    }

    private mutating func report(_ message: String, at position: TextPosition) {
        diagnostics.append(.error(message, at: SourceLocation(path: path, position: position)))
    }
}
