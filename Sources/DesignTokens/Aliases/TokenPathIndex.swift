// Memory-lean path -> token table for the evaluator: group ids plus per-group open-addressing hash regions.
import PositionalJSON

/// Finds the tokens of a flattened tree by dotted path without a string per token: a group's
/// path leads to the group's number, and the group's own small hash table, by token name, to the
/// token. A token's path is spelled out only when asked for (messages, resolved tokens).
///
/// The groups' tables are regions of one array, each made when its group gets its first tokens,
/// so that adding a group's tokens touches a few cache lines rather than a table of the whole
/// tree. Tokens are numbered in the order they are added. A token added with the path of an
/// earlier one takes its place in lookups.
struct TokenPathIndex {
    /// Where a group's hash table is in ``slots``: `count` slots (a power of two, or 0) from
    /// `start`, at most half of them used.
    private struct Region {
        var start = 0
        var count = 0
        var used = 0
    }

    /// The groups' hash table by path: a group number per slot, -1 for a free slot; a power of
    /// two in size, at most half of it used. The top level is group 0, with the empty path.
    private var groupSlots: [Int32]
    /// The path of each group, by number.
    private var groupPaths: [String] = [""]
    /// The hash table of each group, by number.
    private var regions: [Region] = [Region()]
    /// The name of each token.
    private var names: [String] = []
    /// The group number of each token.
    private var groups: [Int32] = []
    /// The groups' hash tables: a token number per slot, -1 for a free slot.
    private var slots: [Int32] = []

    /// Creates an index with room for `tokenCount` tokens.
    init(tokenCount: Int) {
        groupSlots = Array(repeating: -1, count: 16)
        insertGroup(0)
        names.reserveCapacity(tokenCount)
        groups.reserveCapacity(tokenCount)
        slots.reserveCapacity(tokenCount * 3)
    }

    /// Adds the group at `path` (not the top level) and returns its number; a path added before
    /// keeps its number.
    mutating func addGroup(path: String) -> Int {
        var path = path
        if let existing = path.withUTF8({ group(atPath: $0) }) { return existing }
        groupPaths.append(path)
        regions.append(Region())
        let number = groupPaths.count - 1
        if number * 2 >= groupSlots.count {
            groupSlots = Array(repeating: -1, count: groupSlots.count * 2)
            for group in 0..<number { insertGroup(group) }
        }
        insertGroup(number)
        return number
    }

    /// The path of group `group`.
    func path(ofGroup group: Int) -> String {
        groupPaths[group]
    }

    /// Makes room in group `group`'s table for `count` more tokens.
    mutating func reserveTokens(_ count: Int, inGroup group: Int) {
        let needed = regions[group].used + count
        if needed * 2 > regions[group].count {
            moveRegion(of: group, toSize: Self.regionSize(for: needed))
        }
    }

    /// Adds token `name` of group `group`; it gets the next number.
    mutating func addToken(named name: String, inGroup group: Int) {
        reserveTokens(1, inGroup: group)
        names.append(name)
        groups.append(Int32(group))
        insert(names.count - 1, inGroup: group)
    }

    /// The number of the token at `path` (segments joined with `.`), if there is one.
    func token(atPath path: String) -> Int? {
        var path = path
        return path.withUTF8 { bytes in
            guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else {
                return token(named: bytes, inGroup: 0)
            }
            guard let group = group(atPath: UnsafeBufferPointer(rebasing: bytes[..<dot])) else { return nil }
            return token(named: UnsafeBufferPointer(rebasing: bytes[(dot + 1)...]), inGroup: group)
        }
    }

    /// Whether `path` is the path of a group other than the top level.
    func isGroup(_ path: String) -> Bool {
        var path = path
        guard let group = path.withUTF8({ group(atPath: $0) }) else { return false }
        return group != 0
    }

    /// The names of the tokens and groups directly inside each group, by the group's path (`""`
    /// for the top level): the candidates for a did-you-mean hint.
    func childNames() -> [String: [String]] {
        var children: [String: [String]] = [:]
        for group in groupPaths.indices.dropFirst() {
            let path = groupPaths[group]
            let dot = path.lastIndex(of: ".")
            let parent = dot.map { String(path[..<$0]) } ?? ""
            let name = dot.map { String(path[path.index(after: $0)...]) } ?? path
            children[parent, default: []].append(name)
        }
        for (token, name) in names.enumerated() {
            children[groupPaths[Int(groups[token])], default: []].append(name)
        }
        return children
    }

    /// The dotted path of token `token`.
    func path(ofToken token: Int) -> String {
        Self.path(groupPaths[Int(groups[token])], names[token])
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

    // MARK: Hash tables

    /// The number of the group whose path is the UTF-8 `path` (compared byte by byte: the same
    /// code points).
    private func group(atPath path: UnsafeBufferPointer<UInt8>) -> Int? {
        let mask = groupSlots.count - 1
        var slot = Self.hash(path) & mask
        while groupSlots[slot] >= 0 {
            let group = Int(groupSlots[slot])
            if Self.utf8(of: groupPaths[group], equals: path) { return group }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Adds group `group`, whose path is new, to ``groupSlots``, which has room.
    private mutating func insertGroup(_ group: Int) {
        let mask = groupSlots.count - 1
        var path = groupPaths[group]
        var slot = path.withUTF8 { Self.hash($0) } & mask
        while groupSlots[slot] >= 0 { slot = (slot + 1) & mask }
        groupSlots[slot] = Int32(group)
    }

    /// The token of group `group` whose name is the UTF-8 `name`.
    private func token(named name: UnsafeBufferPointer<UInt8>, inGroup group: Int) -> Int? {
        let region = regions[group]
        guard region.count > 0 else { return nil }
        let mask = region.count - 1
        var offset = Self.hash(name) & mask
        while slots[region.start + offset] >= 0 {
            let token = Int(slots[region.start + offset])
            if Self.utf8(of: names[token], equals: name) { return token }
            offset = (offset + 1) & mask
        }
        return nil
    }

    private static func utf8(of string: String, equals bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        string.utf8.withContiguousStorageIfAvailable { $0.hasSameBytes(as: bytes) } ?? string.utf8.elementsEqual(bytes)
    }

    /// Makes `token` the one found at its name in group `group`'s table, which has room.
    private mutating func insert(_ token: Int, inGroup group: Int) {
        let region = regions[group]
        let mask = region.count - 1
        var name = names[token]
        var offset = name.withUTF8 { Self.hash($0) } & mask
        while slots[region.start + offset] >= 0 {
            if names[Int(slots[region.start + offset])].hasSameCodePoints(as: name) {
                // A later token with the same path replaces the earlier one.
                slots[region.start + offset] = Int32(token)
                return
            }
            offset = (offset + 1) & mask
        }
        slots[region.start + offset] = Int32(token)
        regions[group].used += 1
    }

    /// Gives group `group` a new, empty table of `size` slots at the end of ``slots`` and adds
    /// its tokens to it again.
    private mutating func moveRegion(of group: Int, toSize size: Int) {
        let old = regions[group]
        regions[group] = Region(start: slots.count, count: size, used: 0)
        slots.append(contentsOf: repeatElement(-1, count: size))
        for offset in 0..<old.count where slots[old.start + offset] >= 0 {
            insert(Int(slots[old.start + offset]), inGroup: group)
            slots[old.start + offset] = -1
        }
    }

    /// A power of two at least twice `tokenCount`.
    private static func regionSize(for tokenCount: Int) -> Int {
        var size = 4
        while size < tokenCount * 2 { size *= 2 }
        return size
    }

    /// FNV-1a over a name's UTF-8, its high half folded into the low bits the tables use.
    private static func hash(_ name: UnsafeBufferPointer<UInt8>) -> Int {
        let prime: UInt64 = 0x100_0000_01B3
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in name {
            hash = (hash ^ UInt64(byte)) &* prime
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 32))
    }
}
