// Test helper: rewrites a JSON document one member per line with one value replaced, and says where.
import PositionalJSON

/// Writes a parsed JSON document back as text, one object member per line, optionally with the
/// value of one member replaced by other JSON text, and tells where that replacement landed.
///
/// The members that may be replaced are those named in `replaceableKeys` anywhere in the
/// document's object structure (not inside the replaceable members' own values), numbered in
/// document order.
struct PositionedJSONWriter {
    /// A member that can be replaced: its key and its number in document order.
    struct Slot: Hashable {
        var key: String
        var number: Int
    }

    /// The written text and the 1-based line and column where the replacement begins.
    struct Output {
        var text: String
        var line: Int
        var column: Int
    }

    let root: JSONValue
    let replaceableKeys: Set<String>

    /// Every replaceable member, in document order.
    var slots: [Slot] {
        var slots: [Slot] = []
        collectSlots(in: root, into: &slots)
        return slots
    }

    /// The document with the value of `slot` written as `replacement` (when given).
    func write(replacing slot: Slot? = nil, with replacement: String = "") -> Output {
        var state = WriteState(target: slot?.number, replacement: replacement)
        write(root, indent: "", state: &state)
        return Output(text: state.lines.joined(separator: "\n") + state.current + "\n",
                      line: state.replacedAt?.line ?? 0, column: state.replacedAt?.column ?? 0)
    }

    // MARK: Private

    private struct WriteState {
        let target: Int?
        let replacement: String
        var lines: [String] = []
        var current = ""
        var nextSlot = 0
        var replacedAt: (line: Int, column: Int)?

        mutating func newLine() {
            lines.append(current)
            current = ""
        }
    }

    private func collectSlots(in value: JSONValue, into slots: inout [Slot]) {
        if let elements = value.arrayValue {
            for element in elements { collectSlots(in: element, into: &slots) }
        }
        guard let object = value.objectValue else { return }
        for member in object.members {
            if replaceableKeys.contains(member.key) {
                slots.append(Slot(key: member.key, number: slots.count))
            } else {
                collectSlots(in: member.value, into: &slots)
            }
        }
    }

    private func write(_ value: JSONValue, indent: String, state: inout WriteState) {
        switch value.kind {
        case .null: state.current += "null"
        case .bool(let flag): state.current += flag ? "true" : "false"
        case .number(let number): state.current += number.literal
        case .string(let text): state.current += quoted(text)
        case .array(let elements):
            state.current += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { state.current += ", " }
                write(element, indent: indent, state: &state)
            }
            state.current += "]"
        case .object(let object):
            guard !object.isEmpty else {
                state.current += "{}"
                return
            }
            state.current += "{"
            let inner = indent + "  "
            for (index, member) in object.members.enumerated() {
                state.current += index == 0 ? "" : ","
                state.newLine()
                state.current += inner + quoted(member.key) + ": "
                if replaceableKeys.contains(member.key) {
                    let number = state.nextSlot
                    state.nextSlot += 1
                    if number == state.target {
                        state.replacedAt = (state.lines.count + 1, state.current.unicodeScalars.count + 1)
                        state.current += state.replacement
                        continue
                    }
                }
                write(member.value, indent: inner, state: &state)
            }
            state.newLine()
            state.current += indent + "}"
        }
    }

    private func quoted(_ text: String) -> String {
        JSONStringLiteral.quoted(text)
    }
}
