import PositionalJSON
import SourceDiagnostics

/// One design token as a file writes it, before curly-brace aliases are resolved.
///
/// A token is a JSON object with `$value` (or `$ref`, a JSON pointer to a value elsewhere in the
/// same document). `$ref` pointers, whole-token and inside the value, are already followed by
/// ``TokenTreeReader``; `{group.token}` aliases are left for ``TokenEvaluator``.
///
/// A value type whose fields live in one shared, copy-on-write box: copying a token, which the
/// tree and the resolver do for every token, costs one reference count, not one per field.
public struct TokenDefinition: Sendable {
    private final class Storage: @unchecked Sendable {
        // Mutated only through `TokenDefinition`'s setters after a uniqueness check.
        var name: String
        var declaredType: TokenType?
        var value: JSONValue?
        var pointer: String?
        var description: String?
        var deprecated: TokenDeprecation?
        var extensions: JSONObject?
        var location: SourceLocation
        var valueMayContainAliases = true
        var declaredTypeIsInvalid = false

        init(name: String, declaredType: TokenType?, value: JSONValue?, pointer: String?, description: String?,
             deprecated: TokenDeprecation?, extensions: JSONObject?, location: SourceLocation) {
            self.name = name
            self.declaredType = declaredType
            self.value = value
            self.pointer = pointer
            self.description = description
            self.deprecated = deprecated
            self.extensions = extensions
            self.location = location
        }

        func copy() -> Storage {
            let copy = Storage(name: name, declaredType: declaredType, value: value, pointer: pointer,
                               description: description, deprecated: deprecated, extensions: extensions,
                               location: location)
            copy.valueMayContainAliases = valueMayContainAliases
            copy.declaredTypeIsInvalid = declaredTypeIsInvalid
            return copy
        }
    }

    private var storage: Storage

    private mutating func uniqueStorage() -> Storage {
        if !isKnownUniquelyReferenced(&storage) {
            storage = storage.copy()
        }
        return storage
    }

    /// Creates a token.
    public init(
        name: String, declaredType: TokenType? = nil, value: JSONValue?, pointer: String? = nil,
        description: String? = nil, deprecated: TokenDeprecation? = nil, extensions: JSONObject? = nil,
        location: SourceLocation
    ) {
        storage = Storage(name: name, declaredType: declaredType, value: value, pointer: pointer,
                          description: description, deprecated: deprecated, extensions: extensions, location: location)
    }

    /// The token's own name (the last segment of its path); `$root` for a group's root token.
    public var name: String {
        get { storage.name }
        set { uniqueStorage().name = newValue }
    }

    /// The token's own `$type`, if it declares one (types inherited from groups are not here).
    public var declaredType: TokenType? {
        get { storage.declaredType }
        set { uniqueStorage().declaredType = newValue }
    }

    /// The value with every `$ref` JSON pointer replaced by what it points at, or `nil` when the
    /// value could not be read (the reader has reported why).
    public var value: JSONValue? {
        get { storage.value }
        set {
            let storage = uniqueStorage()
            storage.value = newValue
            storage.valueMayContainAliases = true
        }
    }

    /// Whether ``value`` may contain curly-brace aliases: `false` only when the reader has seen
    /// that it contains none, which spares the resolver a search.
    var valueMayContainAliases: Bool {
        get { storage.valueMayContainAliases }
        set { uniqueStorage().valueMayContainAliases = newValue }
    }

    /// Whether the token's own `$type` is present but invalid (already reported), so that its value
    /// could not be read.
    var declaredTypeIsInvalid: Bool {
        get { storage.declaredTypeIsInvalid }
        set { uniqueStorage().declaredTypeIsInvalid = newValue }
    }

    /// The `$ref` JSON pointer the token was written with instead of `$value`, if any.
    public var pointer: String? {
        get { storage.pointer }
        set { uniqueStorage().pointer = newValue }
    }

    /// `$description`.
    public var description: String? {
        get { storage.description }
        set { uniqueStorage().description = newValue }
    }

    /// `$deprecated`.
    public var deprecated: TokenDeprecation? {
        get { storage.deprecated }
        set { uniqueStorage().deprecated = newValue }
    }

    /// `$extensions`, kept verbatim.
    public var extensions: JSONObject? {
        get { storage.extensions }
        set { uniqueStorage().extensions = newValue }
    }

    /// Where the token's key is.
    public var location: SourceLocation {
        get { storage.location }
        set { uniqueStorage().location = newValue }
    }
}
