/// The stack of values a template's names are looked up in: the root data at the bottom, each
/// entered section's value above it.
struct MustacheContextStack {
    private var values: [TemplateValue]
    /// For each value that is a map, the map read without reference counting (``values`` holds it).
    private var maps: [UnretainedTemplateMap?]

    /// A stack holding only `root`.
    init(root: TemplateValue) {
        values = [root]
        maps = [Self.unretainedMap(root)]
    }

    /// Puts `value` on top while a section renders.
    mutating func push(_ value: TemplateValue) {
        values.append(value)
        maps.append(Self.unretainedMap(value))
    }

    /// Removes the top value when a section ends.
    mutating func pop() {
        values.removeLast()
        maps.removeLast()
    }

    private static func unretainedMap(_ value: TemplateValue) -> UnretainedTemplateMap? {
        if case .map(let map) = value { map.unretained } else { nil }
    }

    /// The value `name` denotes, or `nil` when it is not found.
    ///
    /// `.` is the top value. Otherwise the first part is looked up in the maps on the stack from
    /// top to bottom, and each further part only in the value the previous part found: a broken
    /// chain yields `nil` rather than falling back to lower contexts. `hints[base + slot]` is
    /// where the part with that look-up slot was last found (see ``MustacheName/firstLookupSlot``).
    func resolve(_ name: MustacheName, hints: inout [Int], base: Int) -> TemplateValue? {
        let parts = name.parts
        guard let first = parts.first else { return values.last }
        let slot = base + name.firstLookupSlot
        // Indices rather than iterators, so that the contexts are read in place, not copied.
        var index = values.count - 1
        while index >= 0 {
            if let map = maps[index],
               var found = map.value(forKey: first, filterBit: name.firstPartFilterBit, hint: &hints[slot]) {
                for part in 1..<parts.count {
                    guard let next = found.member(parts[part], hint: &hints[slot + part]) else { return nil }
                    found = next
                }
                return found
            }
            index -= 1
        }
        return nil
    }
}
