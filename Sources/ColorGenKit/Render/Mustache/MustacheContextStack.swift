/// The stack of values a template's names are looked up in: the root data at the bottom, each
/// entered section's value above it.
struct MustacheContextStack {
    private var values: [TemplateValue]

    /// A stack holding only `root`.
    init(root: TemplateValue) {
        values = [root]
    }

    /// Puts `value` on top while a section renders.
    mutating func push(_ value: TemplateValue) {
        values.append(value)
    }

    /// Removes the top value when a section ends.
    mutating func pop() {
        values.removeLast()
    }

    /// The value `name` denotes, or `nil` when it is not found.
    ///
    /// `.` is the top value. Otherwise the first part is looked up in the maps on the stack from
    /// top to bottom, and each further part only in the value the previous part found: a broken
    /// chain yields `nil` rather than falling back to lower contexts.
    func resolve(_ name: MustacheName) -> TemplateValue? {
        guard let first = name.parts.first else { return values.last }
        var found: TemplateValue?
        for context in values.reversed() {
            if let value = context[first] {
                found = value
                break
            }
        }
        for part in name.parts.dropFirst() {
            found = found?[part]
        }
        return found
    }
}
