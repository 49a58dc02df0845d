// A JSON object: members in document order as a random-access view, looked up by code point.
import SourceDiagnostics

/// A JSON object: members in document order, keys unique (for a repeated key the parser keeps
/// the first key's place and the last value, and warns).
///
/// A view into the storage of the document holding it: its members are read from there one by
/// one, in constant time each, and changing them gives the object a storage of its own.
public struct JSONObject: Sendable {
    /// The object as a value.
    let value: JSONValue

    /// The object `value` holds.
    init(_ value: JSONValue) {
        self.value = value
    }

    /// Creates an object of `members`, copied into a storage of its own, with its brace at `position`.
    public init(members: [JSONMember], at position: TextPosition) {
        var builder = JSONStorageBuilder()
        let offset = builder.builtOffset(at: position)
        let start = builder.pendingCount
        for member in members {
            let key = JSONNode(.key, offset: builder.builtOffset(at: member.keyPosition), payload: builder.appendText(member.key))
            builder.append(key)
            let node = builder.copy(member.value.index, of: member.value.storage)
            builder.append(node)
        }
        let node = builder.closeContainer(.object, at: Int(offset), childrenFrom: start, mayContainBraceStrings: true)
        let storage = builder.finish(root: node)
        self.init(JSONValue(storage: storage, index: storage.rootIndex))
    }

    /// The members in document order; setting them (or one of them) rebuilds the object.
    public var members: Members {
        get { Members(self) }
        set { self = newValue.object }
    }

    /// Where the opening brace is.
    public var position: TextPosition { value.position }

    /// Whether a string value anywhere inside (keys aside) may start with `{`: `false` only when
    /// the parser saw none, so that readers looking for curly-brace references can skip the object.
    package var mayContainStringsStartingWithBrace: Bool {
        let node = value.node
        return value.storage.nodes.withUnsafeBufferPointer { node.children(in: $0) }.mayContainBraceStrings
    }

    /// The member with this key, compared code point by code point as JSON does.
    public func member(_ key: String) -> JSONMember? {
        members.index(ofKey: key).map { members[$0] }
    }

    /// The value for this key.
    public subscript(key: String) -> JSONValue? {
        let members = members
        return members.index(ofKey: key).map { members.value(at: $0) }
    }

    /// The keys in document order.
    public var keys: [String] { members.map(\.key) }

    /// Whether the object has no members.
    public var isEmpty: Bool { members.isEmpty }
}

extension JSONObject {
    /// An object's members in document order, read from its storage in constant time each.
    public struct Members: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable {
        /// The object whose members these are.
        private(set) var object: JSONObject
        /// The index of the first key's node: keys and values alternate from there.
        private let first: Int

        init(_ object: JSONObject) {
            self.object = object
            let node = object.value.node
            let children = object.value.storage.nodes.withUnsafeBufferPointer { node.children(in: $0) }
            first = children.first
            endIndex = children.count / 2
        }

        /// The members of an object at the start of a text.
        public init(arrayLiteral members: JSONMember...) {
            self.init(JSONObject(members: members, at: .start))
        }

        /// The position of the first member.
        public var startIndex: Int { 0 }
        /// The position after the last member.
        public let endIndex: Int

        /// The member at `position`; setting it rebuilds the object with the new member there.
        public subscript(position: Int) -> JSONMember {
            get {
                JSONMember(key: key(at: position), readBefore: value(at: position))
            }
            set {
                var members = Array(self)
                members[position] = newValue
                self = JSONObject(members: members, at: object.position).members
            }
        }

        /// The key of the member at `position`.
        public func key(at position: Int) -> String {
            object.value.storage.string(at: keyNode(at: position).payload)
        }

        /// The key of the member at `position` when it is one of the common strings (found without
        /// making a `String` of it), else `nil`.
        @inline(__always)
        package func commonKey(at position: Int) -> CommonString? {
            CommonString(textOffset: keyNode(at: position).payload)
        }

        /// Where the key of the member at `position` is.
        public func keyPosition(at position: Int) -> TextPosition {
            object.value.storage.position(of: UInt32(truncatingIfNeeded: first + 2 * position))
        }

        /// Where the key of the member at `position` is, looked up only when asked for.
        package func deferredKeyPosition(at position: Int) -> DeferredPosition {
            DeferredPosition(node: UInt32(truncatingIfNeeded: first + 2 * position), of: object.value.storage)
        }

        /// The value of the member at `position`.
        public func value(at position: Int) -> JSONValue {
            precondition(position >= 0 && position < endIndex, "index out of range")
            return JSONValue(storage: object.value.storage, index: UInt32(truncatingIfNeeded: first + 2 * position + 1))
        }

        /// Whether the key of the member at `position` is `key`, compared code point by code point.
        public func hasKey(_ key: String, at position: Int) -> Bool {
            object.value.storage.text(at: keyNode(at: position).payload, equals: key)
        }

        /// The position of the member with `key`, compared code point by code point.
        public func index(ofKey key: String) -> Int? {
            var key = key
            let storage = object.value.storage
            let first = first
            return key.withUTF8 { bytes in
                storage.nodes.withUnsafeBufferPointer { nodes in
                    storage.text.withUnsafeBufferPointer { text in
                        for position in 0..<endIndex {
                            let (length, start) = JSONStorage.entryLength(in: text, at: nodes[first + 2 * position].payload)
                            if length == bytes.count
                                && UnsafeBufferPointer(rebasing: text[start..<start + length]).hasSameBytes(as: bytes) {
                                return position
                            }
                        }
                        return nil
                    }
                }
            }
        }

        /// The position of the member whose key is the common string `key`: a comparison of two
        /// integers per member.
        package func index(ofCommonKey key: CommonString) -> Int? {
            let storage = object.value.storage
            let first = first
            return storage.nodes.withUnsafeBufferPointer { nodes in
                (0..<endIndex).first { nodes[first + 2 * $0].payload == key.offset }
            }
        }

        private func keyNode(at position: Int) -> JSONNode {
            precondition(position >= 0 && position < endIndex, "index out of range")
            return object.value.storage.nodes[first + 2 * position]
        }
    }
}
