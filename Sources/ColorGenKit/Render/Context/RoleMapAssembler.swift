/// Puts together the role maps of one rendering: each role's own fields, its color in the scheme
/// being rendered, the format's fields, then where the role stands (`last`, and `isGroup` in the
/// tree), each later field replacing an earlier one of the same name.
///
/// A rendering may keep only some of the own fields (those its template reads).
///
/// Tens of thousands of roles have the same keys, so the maps share one key list per place and
/// each map allocates only its values. A role whose keys differ from the previous role's (or
/// repeat a name) gets its map built key by key instead, with the same result.
struct RoleMapAssembler {
    /// Where a role's map goes.
    enum Place {
        /// The `roles` list.
        case list
        /// The `tree`, where a role also has `isGroup: false`.
        case tree
    }

    /// The keys of a run of roles with the same fields.
    private struct Layout {
        /// The role's own keys (shared by every role of a ``RenderContext``).
        let ownKeys: [String]
        /// The positions among them of the own fields kept, in order.
        let keptPositions: [Int]
        /// The format's keys.
        let formatKeys: [String]
        /// A map with all the keys, whose values the next roles replace.
        let map: TemplateMap
    }

    private let ownFields: [TemplateMap]
    /// The own fields kept, `nil` for all of them.
    private let keptOwnKeys: Set<String>?
    private let colors: [TemplateValue]?
    private let formatFields: [[(String, TemplateValue)]]
    private var layouts: [Layout?] = [nil, nil]

    /// An assembler for roles with `ownFields` (of which only those named `keptOwnKeys` are kept,
    /// when given), the role colors of the scheme being rendered (`nil` when every scheme renders
    /// at once) and the format's fields of each role.
    init(ownFields: [TemplateMap], keeping keptOwnKeys: Set<String>? = nil, colors: [TemplateValue]?,
         formatFields: [[(String, TemplateValue)]]) {
        self.ownFields = ownFields
        self.keptOwnKeys = keptOwnKeys
        self.colors = colors
        self.formatFields = formatFields
    }

    /// The map of role `index` at `place`, `last` when it ends its list.
    mutating func map(of index: Int, at place: Place, last: Bool) -> TemplateMap {
        let own = ownFields[index]
        let format = formatFields[index]
        let slot = place == .list ? 0 : 1
        if let layout = layouts[slot], layout.ownKeys == own.keys, format.count == layout.formatKeys.count,
           zip(format, layout.formatKeys).allSatisfy({ $0.0 == $1 }) {
            var values: [TemplateValue] = []
            values.reserveCapacity(layout.map.count)
            let ownValues = own.values
            for position in layout.keptPositions { values.append(ownValues[position]) }
            if let colors { values.append(colors[index]) }
            for (_, value) in format { values.append(value) }
            if place == .tree { values.append(false) }
            values.append(.bool(last))
            return layout.map.withValues(values)
        }
        let keptPositions = own.keys.indices.filter { keptOwnKeys?.contains(own.keys[$0]) ?? true }
        var map = TemplateMap(keptPositions.map { (own.keys[$0], own.values[$0]) })
        if let colors { map["color"] = colors[index] }
        for (key, value) in format { map[key] = value }
        if place == .tree { map["isGroup"] = false }
        map["last"] = .bool(last)
        // The next roles share these keys when no name repeated: then the map has every key once.
        let expectedCount = keptPositions.count + (colors == nil ? 0 : 1) + format.count + (place == .tree ? 2 : 1)
        layouts[slot] = map.count == expectedCount
            ? Layout(ownKeys: own.keys, keptPositions: keptPositions, formatKeys: format.map(\.0), map: map) : nil
        return map
    }
}
