// Builds each role's template map on shared key layouts, so huge role lists allocate only their values.
import Mustache

/// Puts together the role maps of one rendering: each role's own fields, its color in the scheme
/// being rendered, the format's fields, then where the role stands (`last`, and `isGroup` in the
/// tree), each later field replacing an earlier one of the same name.
///
/// Tens of thousands of roles have the same keys, so the maps share one key list per place and
/// each map allocates only its values, which the format appends to it directly. A role whose own
/// keys differ from the previous role's (or whose keys repeat a name) gets its map built key by
/// key instead, with the same result.
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
        /// A map with all the keys, whose values the next roles replace.
        let map: TemplateMap
    }

    private let ownFields: [TemplateMap]
    private let colors: [TemplateValue]?
    private let format: RenderContext.RoleFields
    private var layouts: [Layout?] = [nil, nil]

    /// An assembler for roles with `ownFields`, the role colors of the scheme being rendered
    /// (`nil` when every scheme renders at once) and the format's fields.
    init(ownFields: [TemplateMap], colors: [TemplateValue]?, format: RenderContext.RoleFields) {
        self.ownFields = ownFields
        self.colors = colors
        self.format = format
    }

    /// The map of role `index` at `place`, `last` when it ends its list.
    mutating func map(of index: Int, at place: Place, last: Bool) -> TemplateMap {
        let own = ownFields[index]
        let slot = place == .list ? 0 : 1
        if let layout = layouts[slot], layout.ownKeys == own.keys {
            var values: [TemplateValue] = []
            values.reserveCapacity(layout.map.count)
            values.append(contentsOf: own.values)
            if let colors { values.append(colors[index]) }
            appendFormatValues(of: index, to: &values)
            if place == .tree { values.append(false) }
            values.append(.bool(last))
            return layout.map.withValues(values)
        }
        var formatValues: [TemplateValue] = []
        appendFormatValues(of: index, to: &formatValues)
        var map = own
        if let colors { map["color"] = colors[index] }
        for (key, value) in zip(format.keys, formatValues) { map[key] = value }
        if place == .tree { map["isGroup"] = false }
        map["last"] = .bool(last)
        // The next roles share these keys when no name repeated: then the map has every key once.
        let expectedCount = own.count + (colors == nil ? 0 : 1) + format.keys.count + (place == .tree ? 2 : 1)
        layouts[slot] = map.count == expectedCount ? Layout(ownKeys: own.keys, map: map) : nil
        return map
    }

    /// Appends the format's values of role `index`, one per key.
    private func appendFormatValues(of index: Int, to values: inout [TemplateValue]) {
        let start = values.count
        format.values(index, &values)
        precondition(values.count - start == format.keys.count, "a format gives each role one value per key")
    }
}
