// The small per-file data each asset catalog template (folder, color set) is rendered with.
import ColorMath
import Mustache

/// The xcassets format's template data: each piece of the catalog gets small data of its own.
extension XCAssetsModel {
    /// The data of the catalog's `Contents.json` and marker: `header`.
    func headerData(_ info: GenerationInfo) -> TemplateValue {
        .map(TemplateMap([("header", .string(info.header))]))
    }

    /// The colors of role `index`'s color set, one per appearance slot, in slot order: all that
    /// its data (and so its `Contents.json`) depends on.
    func slotColors(ofRole index: Int) -> [RGBA] {
        let colors = roles.roles[index].colors
        return slots.slots.map { colors[$0.scheme] }
    }

    /// The data of a color set whose slots hold `colors` (``slotColors(ofRole:)``): `entries`,
    /// each with `hasAppearances`, `appearances` ({appearance, value, last}), `scheme`, the
    /// components and `last`.
    func colorSetData(_ colors: [RGBA]) -> TemplateValue {
        let entries: [TemplateValue] = colors.indices.map { index in
            .map(TemplateMap(slotFields[index] + XCAssetsComponents.fields(of: colors[index])))
        }
        return .map(TemplateMap([("entries", .list(entries))]))
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
