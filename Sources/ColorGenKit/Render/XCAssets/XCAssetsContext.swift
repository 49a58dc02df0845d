// The small per-file data each asset catalog template (folder, color set) is rendered with.
import Mustache

/// The xcassets format's template data: each piece of the catalog gets small data of its own.
extension XCAssetsModel {
    /// The data of the catalog's `Contents.json` and marker: `header`.
    func headerData(_ info: GenerationInfo) -> TemplateValue {
        .map(TemplateMap([("header", .string(info.header))]))
    }

    /// The data of the color set of role `index`: `name`, `path`, and `entries`, each with
    /// `hasAppearances`, `appearances` ({appearance, value, last}), `scheme`, the components and `last`.
    func colorSetData(_ index: Int) -> TemplateValue {
        let role = roles.roles[index]
        let entries: [TemplateValue] = slots.slots.indices.map { index in
            .map(TemplateMap(slotFields[index] + XCAssetsComponents.fields(of: role.colors[slots.slots[index].scheme])))
        }
        return .map(TemplateMap([
            ("name", .string(XCAssetsNames.segments(of: role.path).joined(separator: "/"))),
            ("path", .string(role.path.description)),
            ("entries", .list(entries)),
        ]))
    }

    /// The fields of each appearance slot's entry that every color set shares: `hasAppearances`,
    /// `appearances` ({appearance, value, last}), `scheme` and `last`.
    static func slotFields(_ slots: XCAssetsAppearanceSlots) -> [[(String, TemplateValue)]] {
        slots.slots.enumerated().map { index, slot in
            let appearances: [TemplateValue] = slot.appearances.enumerated().map { offset, appearance in
                .map(TemplateMap([
                    ("appearance", .string(appearance.appearance)), ("value", .string(appearance.value)),
                    ("last", .bool(offset == slot.appearances.count - 1)),
                ]))
            }
            return [
                ("hasAppearances", .bool(!appearances.isEmpty)), ("appearances", .list(appearances)),
                ("scheme", .number(.integer(slot.scheme))), ("last", .bool(index == slots.slots.count - 1)),
            ]
        }
    }
}
