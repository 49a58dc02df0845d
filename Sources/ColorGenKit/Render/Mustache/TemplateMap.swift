/// A map from keys to template values that keeps its keys in insertion order.
///
/// Setting an existing key replaces its value in place. Look-ups are linear for small maps and
/// hashed for large ones, so a context holding tens of thousands of entries stays fast.
public struct TemplateMap: Hashable, Sendable {
    /// The keys in order.
    public private(set) var keys: [String] = []
    /// The values, in the same order as ``keys``.
    public private(set) var values: [TemplateValue] = []
    /// Positions by key, kept only once the map is large enough for hashing to pay off.
    private var positions: [String: Int]?

    /// Maps with more entries than this are indexed by a hash table.
    private static let linearSearchLimit = 16

    /// An empty map.
    public init() {}

    /// A map of `entries` in order; for a repeated key the first place and the last value win.
    public init<Entries: Sequence>(_ entries: Entries) where Entries.Element == (String, TemplateValue) {
        keys.reserveCapacity(entries.underestimatedCount)
        values.reserveCapacity(entries.underestimatedCount)
        for (key, value) in entries {
            self[key] = value
        }
    }

    /// The number of entries.
    public var count: Int { keys.count }

    /// Whether the map has no entries.
    public var isEmpty: Bool { keys.isEmpty }

    /// The entries in order.
    public var entries: Zip2Sequence<[String], [TemplateValue]> { zip(keys, values) }

    /// The value for `key`; setting `nil` removes the entry.
    public subscript(key: String) -> TemplateValue? {
        get {
            position(of: key).map { values[$0] }
        }
        set {
            switch (position(of: key), newValue) {
            case (let position?, let value?):
                values[position] = value
            case (nil, let value?):
                keys.append(key)
                values.append(value)
                if positions != nil {
                    positions?[key] = keys.count - 1
                } else if keys.count > Self.linearSearchLimit {
                    rebuildPositions()
                }
            case (let position?, nil):
                keys.remove(at: position)
                values.remove(at: position)
                if positions != nil { rebuildPositions() }
            case (nil, nil):
                break
            }
        }
    }

    /// The map with the same keys in the same order and `values` instead of its values, one per
    /// key. Maps made this way share their keys' storage, so many maps with the same keys only
    /// allocate their values.
    func withValues(_ values: [TemplateValue]) -> TemplateMap {
        precondition(values.count == keys.count, "a template map needs one value per key")
        var map = self
        map.values = values
        return map
    }

    /// The value for `key`, trying the position `hint` first; on a find elsewhere `hint` becomes
    /// its position. Maps sharing their keys find a key at the same position every time.
    func value(forKey key: String, hint: inout Int) -> TemplateValue? {
        if hint < keys.count, keys[hint] == key { return values[hint] }
        guard let position = position(of: key) else { return nil }
        hint = position
        return values[position]
    }

    private func position(of key: String) -> Int? {
        if let positions { return positions[key] }
        // Comparing lengths first skips most keys without a call into String comparison.
        let length = key.utf8.count
        for (position, candidate) in keys.enumerated() where candidate.utf8.count == length && candidate == key {
            return position
        }
        return nil
    }

    private mutating func rebuildPositions() {
        var table: [String: Int] = [:]
        table.reserveCapacity(keys.count)
        for (position, key) in keys.enumerated() {
            table[key] = position
        }
        positions = table
    }

    public static func == (lhs: TemplateMap, rhs: TemplateMap) -> Bool {
        lhs.keys == rhs.keys && lhs.values == rhs.values
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(keys)
        hasher.combine(values)
    }
}

extension TemplateMap: ExpressibleByDictionaryLiteral {
    /// A map of the literal's entries in the order written.
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self.init(elements)
    }
}
