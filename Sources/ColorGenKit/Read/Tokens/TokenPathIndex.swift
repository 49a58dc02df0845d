/// Finds the tokens of a flattened tree by dotted path without a string per token: a group's
/// path leads to the group's number, and a hash table over (group number, token name) to the
/// token. A token's path is spelled out only when asked for (messages, resolved tokens).
///
/// Tokens are numbered in the order they are added. A token added with the path of an earlier
/// one takes its place in lookups.
struct TokenPathIndex {
    /// The number of each group by path; the top level is group 0, with the empty path.
    private var groupNumbers: [String: Int] = ["": 0]
    /// The path of each group, by number.
    private var groupPaths: [String] = [""]
    /// The name of each token.
    private var names: [String] = []
    /// The group number of each token.
    private var groups: [Int] = []
    /// Open addressing: a token number per slot, -1 for a free slot; at most half full.
    private var table: [Int] = []

    /// Creates an index with room for `tokenCount` tokens.
    init(tokenCount: Int) {
        names.reserveCapacity(tokenCount)
        groups.reserveCapacity(tokenCount)
        table = Array(repeating: -1, count: Self.tableSize(for: tokenCount))
    }

    /// How many tokens have been added.
    var tokenCount: Int { names.count }

    /// Adds the group at `path` (not the top level) and returns its number; a path added before
    /// keeps its number.
    mutating func addGroup(path: String) -> Int {
        if let existing = groupNumbers[path] { return existing }
        groupPaths.append(path)
        groupNumbers[path] = groupPaths.count - 1
        return groupPaths.count - 1
    }

    /// The path of group `group`.
    func path(ofGroup group: Int) -> String {
        groupPaths[group]
    }

    /// Adds token `name` of group `group`; it gets the next number.
    mutating func addToken(named name: String, inGroup group: Int) {
        if (names.count + 1) * 2 > table.count {
            rebuildTable(size: Self.tableSize(for: names.count + 1))
        }
        names.append(name)
        groups.append(group)
        insert(names.count - 1)
    }

    /// The number of the token at `path` (segments joined with `.`), if there is one.
    func token(atPath path: String) -> Int? {
        var path = path
        return path.withUTF8 { bytes in
            guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else {
                return token(named: bytes, inGroup: 0)
            }
            guard let group = groupNumbers[String(decoding: bytes[..<dot], as: UTF8.self)] else { return nil }
            return token(named: UnsafeBufferPointer(rebasing: bytes[(dot + 1)...]), inGroup: group)
        }
    }

    /// Whether `path` is the path of a group other than the top level.
    func isGroup(_ path: String) -> Bool {
        guard let group = groupNumbers[path] else { return false }
        return group != 0
    }

    /// The dotted path of token `token`.
    func path(ofToken token: Int) -> String {
        Self.path(groupPaths[groups[token]], names[token])
    }

    /// `prefix.name`, or `name` when `prefix` is empty, written straight into the new string's
    /// storage rather than through intermediate concatenations.
    static func path(_ prefix: String, _ name: String) -> String {
        if prefix.isEmpty { return name }
        var prefix = prefix
        var name = name
        return prefix.withUTF8 { prefixBytes in
            name.withUTF8 { nameBytes in
                String(unsafeUninitializedCapacity: prefixBytes.count + 1 + nameBytes.count) { buffer in
                    _ = buffer.initialize(fromContentsOf: prefixBytes)
                    buffer[prefixBytes.count] = UInt8(ascii: ".")
                    _ = buffer[(prefixBytes.count + 1)...].initialize(fromContentsOf: nameBytes)
                    return buffer.count
                }
            }
        }
    }

    // MARK: Hash table

    /// The token of group `group` whose name is the UTF-8 `name`.
    private func token(named name: UnsafeBufferPointer<UInt8>, inGroup group: Int) -> Int? {
        let mask = table.count - 1
        var slot = Self.hash(name, group: group) & mask
        while table[slot] >= 0 {
            let token = table[slot]
            if groups[token] == group && Self.utf8(of: names[token], equals: name) { return token }
            slot = (slot + 1) & mask
        }
        return nil
    }

    private static func utf8(of string: String, equals bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        string.utf8.withContiguousStorageIfAvailable { $0.elementsEqual(bytes) } ?? string.utf8.elementsEqual(bytes)
    }

    /// Makes `token` the one found at its group and name.
    private mutating func insert(_ token: Int) {
        let mask = table.count - 1
        var slot = Self.hash(names[token], group: groups[token]) & mask
        while table[slot] >= 0 {
            let other = table[slot]
            if groups[other] == groups[token] && names[other] == names[token] {
                break  // a later token with the same path replaces the earlier one
            }
            slot = (slot + 1) & mask
        }
        table[slot] = token
    }

    private mutating func rebuildTable(size: Int) {
        table = Array(repeating: -1, count: size)
        for token in names.indices {
            insert(token)
        }
    }

    /// A power of two at least twice `tokenCount`.
    private static func tableSize(for tokenCount: Int) -> Int {
        var size = 16
        while size < tokenCount * 2 { size *= 2 }
        return size
    }

    private static func hash(_ name: String, group: Int) -> Int {
        var name = name
        return name.withUTF8 { hash($0, group: group) }
    }

    /// FNV-1a over the group number and the name's UTF-8, its high half folded into the low
    /// bits the table uses.
    private static func hash(_ name: UnsafeBufferPointer<UInt8>, group: Int) -> Int {
        let prime: UInt64 = 0x100_0000_01B3
        var hash = (0xCBF2_9CE4_8422_2325 ^ UInt64(truncatingIfNeeded: group)) &* prime
        for byte in name {
            hash = (hash ^ UInt64(byte)) &* prime
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 32))
    }
}
