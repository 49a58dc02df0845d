// Raw token model between reader and evaluator; fields share one copy-on-write box so copies cost a retain.
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
        // Mutated only through `TokenDefinition`'s setters after a uniqueness check. The fields
        // every token has come first; those few tokens have are kept apart in ``details``, so
        // that a file of a million tokens does not carry room for them a million times.
        var name: String
        var value: JSONValue?
        var declaredType: TokenType?
        var valueMayContainAliases = true
        var declaredTypeIsInvalid = false
        /// The location's path and its position, which is looked up only when asked for.
        var path: String
        var position: DeferredPosition
        var details: Details?

        init(name: String, declaredType: TokenType?, value: JSONValue?, path: String, position: DeferredPosition,
             details: Details?) {
            self.name = name
            self.declaredType = declaredType
            self.value = value
            self.path = path
            self.position = position
            self.details = details
        }

        func copy() -> Storage {
            let copy = Storage(name: name, declaredType: declaredType, value: value, path: path, position: position,
                               details: details)
            copy.valueMayContainAliases = valueMayContainAliases
            copy.declaredTypeIsInvalid = declaredTypeIsInvalid
            return copy
        }

        /// Changes the details, dropping their box when none is left.
        func changeDetails(_ change: (inout Details.Fields) -> Void) {
            var fields = details?.fields ?? Details.Fields()
            change(&fields)
            details = fields.isEmpty ? nil : Details(fields)
        }
    }

    /// The properties few tokens have, in an immutable box that copies of a token share.
    private final class Details: Sendable {
        struct Fields {
            var pointer: String?
            var description: String?
            var deprecated: TokenDeprecation?
            var extensions: JSONObject?
            var modes: JSONObject?

            var isEmpty: Bool { pointer == nil && description == nil && deprecated == nil && extensions == nil && modes == nil }
        }

        let fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
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
        let fields = Details.Fields(pointer: pointer, description: description, deprecated: deprecated, extensions: extensions)
        storage = Storage(name: name, declaredType: declaredType, value: value, path: location.path,
                          position: DeferredPosition(location.position), details: fields.isEmpty ? nil : Details(fields))
    }

    /// A token without a value yet, read from the file at `path` with its key at `position`.
    init(name: String, path: String, position: DeferredPosition) {
        storage = Storage(name: name, declaredType: nil, value: nil, path: path, position: position, details: nil)
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

    /// Sets ``value`` and whether it may contain curly-brace aliases, in one change of the box.
    mutating func setValue(_ value: JSONValue?, mayContainAliases: Bool) {
        let storage = uniqueStorage()
        storage.value = value
        storage.valueMayContainAliases = mayContainAliases
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
        get { storage.details?.fields.pointer }
        set { uniqueStorage().changeDetails { $0.pointer = newValue } }
    }

    /// `$description`.
    public var description: String? {
        get { storage.details?.fields.description }
        set { uniqueStorage().changeDetails { $0.description = newValue } }
    }

    /// `$deprecated`.
    public var deprecated: TokenDeprecation? {
        get { storage.details?.fields.deprecated }
        set { uniqueStorage().changeDetails { $0.deprecated = newValue } }
    }

    /// `$extensions`, kept verbatim.
    public var extensions: JSONObject? {
        get { storage.details?.fields.extensions }
        set { uniqueStorage().changeDetails { $0.extensions = newValue } }
    }

    /// `$modes`: the token's value in modes other than the one `$value` gives
    /// (`"$value": "#fff", "$modes": {"dark": "#000"}`), read by ``TokenTree/applyingTokenModes(mode:)``.
    public var modes: JSONObject? {
        get { storage.details?.fields.modes }
        set { uniqueStorage().changeDetails { $0.modes = newValue } }
    }

    /// Where the token's key is.
    public var location: SourceLocation {
        get { SourceLocation(path: storage.path, position: storage.position.position) }
        set {
            let storage = uniqueStorage()
            storage.path = newValue.path
            storage.position = DeferredPosition(newValue.position)
        }
    }

    /// The path of the file the token is read from: its ``location``'s, without a look-up of its
    /// position.
    var sourcePath: String { storage.path }
}
