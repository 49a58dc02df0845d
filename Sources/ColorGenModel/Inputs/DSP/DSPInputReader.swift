// Design System Package token files (DSP, `tokens.json`): `entities` of class `token`, colors and aliases by dotted id.
import ColorMath
import DesignTokens
import PositionalJSON
import SourceDiagnostics

/// Reads the tokens file of a Design System Package (`dsp_spec_version`, `entities`), as
/// Material's published DSP writes it: each entity of `class` `token` and `type` `color` is a
/// color token at the path of its dotted `id` (`md.ref.palette.primary40`), its `value` a CSS
/// color (`#RRGGBBAA`); an entity of `type` `alias` whose `value` is `{id}` of a color, directly
/// or through other aliases, is an alias of it. A path that is also a group is the group's
/// `$root` token. Entities of other types, and aliases that end at none, are left out and counted
/// in the one note. A file with `dsp_spec_version` but no `entities` array gets one error naming the form.
struct DSPInputReader: InputReader {
    func recognises(_ input: InputItem) -> Bool {
        guard case .success(let document)? = input.json, let root = document.root.objectValue else { return false }
        guard let entities = root["entities"]?.arrayValue else { return root["dsp_spec_version"] != nil }
        return root["dsp_spec_version"] != nil || entities.contains { $0.objectValue?["class"]?.stringValue == "token" }
    }

    func read(_ input: InputItem) -> InputReading {
        guard case .success(let document)? = input.json else { return InputReading(tokens: .unreadable, diagnostics: []) }
        if let root = document.root.objectValue, root["entities"]?.arrayValue == nil {
            // A near miss: `dsp_spec_version` without an array of entities.
            let entities = root.member("entities")
            let found = entities.map { "its \"entities\" must be an array, found \($0.value.kindName)" } ?? "it has no \"entities\""
            let position = entities?.value.position ?? root.member("dsp_spec_version")!.keyPosition
            return InputReading(tokens: .unreadable, diagnostics: document.warnings + [.error(
                "this is a Design System Package file (it has \"dsp_spec_version\"), but \(found): the tokens file of a DSP "
                + "holds its tokens as an \"entities\" array of objects with \"class\": \"token\", \"type\", \"id\" and \"value\"",
                at: SourceLocation(path: input.path, position: position))])
        }
        var diagnostics = document.warnings
        var entities: [String: (type: String, value: JSONValue, keyPosition: TextPosition)] = [:]
        var order: [String] = []
        for entity in document.root.objectValue?["entities"]?.arrayValue ?? [] {
            guard let object = entity.objectValue, object["class"]?.stringValue == "token" else { continue }
            guard let id = object["id"]?.stringValue, let type = object["type"]?.stringValue, let value = object["value"] else {
                diagnostics.append(.error("a DSP token entity needs \"id\", \"type\" and \"value\"",
                                          at: SourceLocation(path: input.path, position: entity.position)))
                continue
            }
            entities[id] = (type, value, object.member("id")?.keyPosition ?? entity.position)
            order.append(id)
        }
        /// The color entity an id ends at, following aliases.
        func color(_ id: String, seen: Set<String> = []) -> String? {
            guard let entity = entities[id], !seen.contains(id) else { return nil }
            if entity.type == "color" { return id }
            guard entity.type == "alias", let target = Self.aliasTarget(entity.value) else { return nil }
            return color(target, seen: seen.union([id]))
        }
        let taken = order.filter { color($0) != nil }
        let leftOut = order.count - taken.count
        // The ids that are groups too (`md.sys.color.primary` beside `md.sys.color.primary.light`).
        let groupIDs = Set(taken.flatMap { id in
            let path = Self.path(id)
            return (1..<max(path.count, 1)).map { path.prefix($0).joined(separator: ".") }
        })
        var tokens = TokenPathGroups()
        for id in taken {
            let entity = entities[id]!
            var value = entity.value
            if entity.type == "color", let text = value.stringValue {
                // A CSS color string is DSP's own form, not DTCG's legacy one.
                value = DTCGColor.tokenValue(ofColorString: text, at: value.position)
            } else if entity.type == "alias", let target = Self.aliasTarget(entity.value) {
                let suffix = groupIDs.contains(target) ? ".$root" : ""
                value = JSONValue(.string("{\(target)\(suffix)}"), at: entity.value.position)
            }
            let token = JSONObject(members: [
                JSONMember(key: "$type", keyPosition: entity.keyPosition, value: JSONValue(.string("color"), at: entity.keyPosition)),
                JSONMember(key: "$value", keyPosition: entity.value.position, value: value),
            ], at: entity.keyPosition)
            tokens.insert(token, at: Self.path(id), keyPosition: entity.keyPosition)
        }
        diagnostics.insert(Diagnostic(.note, "read as a Design System Package tokens file: \(taken.count) color and alias "
                                      + "entities as tokens at the paths of their ids"
                                      + (leftOut > 0 ? "; \(leftOut) entities of other types left out" : ""),
                                      at: SourceLocation(path: input.path, position: document.root.position)), at: 0)
        let read = TokenTreeReader.read(tokens.value(at: document.root.position), path: input.path, purpose: .generation)
        // The tree is given even with errors, so that its values are checked in the same run.
        return InputReading(tokens: .shared(read.tree), diagnostics: diagnostics + read.diagnostics)
    }

    /// The id an alias's value `{id}` names.
    private static func aliasTarget(_ value: JSONValue) -> String? {
        guard let text = value.stringValue, text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        return String(text.dropFirst().dropLast())
    }

    private static func path(_ id: String) -> [String] {
        id.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }
}
