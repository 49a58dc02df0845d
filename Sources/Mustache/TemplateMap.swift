/// A map from keys to template values that keeps its keys in insertion order.
///
/// Setting an existing key replaces its value in place. Look-ups are linear for small maps and
/// hashed for large ones, so a context holding tens of thousands of entries stays fast.
///
/// The entries live in one shared storage object, copied only when a map that shares it
/// changes: copying a map (which rendering does at every look-up) costs one reference count.
public struct TemplateMap: Hashable, Sendable {
    private var storage: Storage

    /// Maps with more entries than this are indexed by a hash table.
    private static let linearSearchLimit = 16

    /// The keys in order.
    public var keys: [String] { storage.keys }
    /// The values, in the same order as ``keys``.
    public var values: [TemplateValue] { storage.values }

    /// An empty map.
    public init() {
        storage = Storage(keys: [], values: [], positions: nil, keyFilter: 0)
    }

    /// A map of `entries` in order; for a repeated key the first place and the last value win.
    ///
    /// The entries are a concrete array, not any sequence, so that building maps in other
    /// modules runs this module's specialised code rather than generic code.
    public init(_ entries: [(String, TemplateValue)]) {
        var keys: [String] = []
        var values: [TemplateValue] = []
        keys.reserveCapacity(entries.count)
        values.reserveCapacity(entries.count)
        var keyFilter: UInt64 = 0
        for (key, value) in entries {
            // A key whose filter bit is new cannot repeat an earlier one: most keys are added
            // without comparing strings.
            let bit = Self.filterBit(of: key)
            if keyFilter & bit != 0 && keys.contains(key) {
                storage = Storage(keys: [], values: [], positions: nil, keyFilter: 0)
                for (key, value) in entries {
                    storage.set(key, to: value)
                }
                return
            }
            keys.append(key)
            values.append(value)
            keyFilter |= bit
        }
        storage = Storage(keys: keys, values: values, positions: nil, keyFilter: keyFilter)
        if keys.count > Self.linearSearchLimit { storage.rebuildPositions() }
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// The number of entries.
    public var count: Int { storage.keys.count }

    /// Whether the map has no entries.
    public var isEmpty: Bool { storage.keys.isEmpty }

    /// The entries in order.
    public var entries: Zip2Sequence<[String], [TemplateValue]> { zip(storage.keys, storage.values) }

    /// The value for `key`; setting `nil` removes the entry.
    public subscript(key: String) -> TemplateValue? {
        get {
            storage.position(of: key).map { storage.values[$0] }
        }
        set {
            if !isKnownUniquelyReferenced(&storage) {
                storage = Storage(keys: storage.keys, values: storage.values, positions: storage.positions,
                                  keyFilter: storage.keyFilter)
            }
            storage.set(key, to: newValue)
        }
    }

    /// The map with the same keys in the same order and `values` instead of its values, one per
    /// key. Maps made this way share their keys' storage, so many maps with the same keys only
    /// allocate their values.
    package func withValues(_ values: [TemplateValue]) -> TemplateMap {
        precondition(values.count == storage.keys.count, "a template map needs one value per key")
        return TemplateMap(storage: Storage(keys: storage.keys, values: values, positions: storage.positions,
                                            keyFilter: storage.keyFilter))
    }

    /// The value for `key`, trying the position `hint` first; on a find elsewhere `hint` becomes
    /// its position. Maps sharing their keys find a key at the same position every time. The key
    /// filter is not consulted: this is the look-up of a name's later part, in one map, where a
    /// find is the rule.
    func value(forKey key: String, hint: inout Int) -> TemplateValue? {
        withExtendedLifetime(storage) { unretained.value(forKey: key, filterBit: .max, hint: &hint) }
    }

    /// The bit `key` sets in a map's key filter: a map whose filter lacks a name's bit lacks the
    /// name, so a look-up passing it by compares no keys. Any function of the key would do; this
    /// one reads only its length and its first and last bytes.
    static func filterBit(of key: String) -> UInt64 {
        func bit(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
            guard let first = bytes.first, let last = bytes.last else { return 1 }
            return 1 << UInt64((bytes.count &* 7 &+ Int(first) &* 3 &+ Int(last)) & 63)
        }
        // A native string lends its UTF-8 in place; only a bridged or foreign one is copied.
        if let bit = key.utf8.withContiguousStorageIfAvailable(bit) { return bit }
        var key = key
        return key.withUTF8(bit)
    }

    /// The map's entries, read without counting a reference to them: for look-ups while
    /// something else (a rendered context) keeps the map alive.
    var unretained: UnretainedTemplateMap {
        UnretainedTemplateMap(storage: Unmanaged.passUnretained(storage))
    }

    public static func == (lhs: TemplateMap, rhs: TemplateMap) -> Bool {
        lhs.storage === rhs.storage || (lhs.storage.keys == rhs.storage.keys && lhs.storage.values == rhs.storage.values)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.keys)
        hasher.combine(storage.values)
    }

    /// The entries of one or more maps. It changes only while a single map holds it (maps copy
    /// it before changing it otherwise), so no thread ever sees it change; its properties are
    /// therefore exempt from Swift's run-time exclusivity checks, which would cost every look-up.
    fileprivate final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) var keys: [String]
        @exclusivity(unchecked) var values: [TemplateValue]
        /// Positions by key, kept only once the map is large enough for hashing to pay off.
        @exclusivity(unchecked) var positions: [String: Int]?
        /// The ``TemplateMap/filterBit(of:)`` of every key, combined.
        @exclusivity(unchecked) var keyFilter: UInt64

        init(keys: [String], values: [TemplateValue], positions: [String: Int]?, keyFilter: UInt64) {
            self.keys = keys
            self.values = values
            self.positions = positions
            self.keyFilter = keyFilter
        }

        func position(of key: String) -> Int? {
            if let positions { return positions[key] }
            // Comparing lengths first skips most keys without a call into String comparison.
            let length = key.utf8.count
            for (position, candidate) in keys.enumerated() where candidate.utf8.count == length && candidate == key {
                return position
            }
            return nil
        }

        /// Sets, adds or (for `nil`) removes the entry for `key`.
        func set(_ key: String, to newValue: TemplateValue?) {
            switch (position(of: key), newValue) {
            case (let position?, let value?):
                values[position] = value
            case (nil, let value?):
                keys.append(key)
                values.append(value)
                keyFilter |= TemplateMap.filterBit(of: key)
                if positions != nil {
                    positions?[key] = keys.count - 1
                } else if keys.count > TemplateMap.linearSearchLimit {
                    rebuildPositions()
                }
            case (let position?, nil):
                keys.remove(at: position)
                values.remove(at: position)
                keyFilter = keys.reduce(0) { $0 | TemplateMap.filterBit(of: $1) }
                if positions != nil { rebuildPositions() }
            case (nil, nil):
                break
            }
        }

        func rebuildPositions() {
            var table: [String: Int] = [:]
            table.reserveCapacity(keys.count)
            for (position, key) in keys.enumerated() {
                table[key] = position
            }
            positions = table
        }
    }
}

extension TemplateMap: ExpressibleByDictionaryLiteral {
    /// A map of the literal's entries in the order written.
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self.init(elements)
    }
}

/// A ``TemplateMap`` read without reference counting, valid only while another value holds the
/// map: the context stack keeps one per map it holds, so that a name looked up past maps that
/// lack it costs no reference counting.
struct UnretainedTemplateMap {
    fileprivate let storage: Unmanaged<TemplateMap.Storage>

    /// ``TemplateMap/value(forKey:hint:)`` of the map, where `filterBit` is the key's
    /// ``TemplateMap/filterBit(of:)`` (or all bits set, which skips no map with keys).
    func value(forKey key: String, filterBit: UInt64, hint: inout Int) -> TemplateValue? {
        storage._withUnsafeGuaranteedRef { storage in
            guard storage.keyFilter & filterBit != 0 else { return nil }
            if hint < storage.keys.count, storage.keys[hint] == key { return storage.values[hint] }
            guard let position = storage.position(of: key) else { return nil }
            hint = position
            return storage.values[position]
        }
    }
}
