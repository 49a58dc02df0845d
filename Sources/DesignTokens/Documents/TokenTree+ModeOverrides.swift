// Applies per-mode token values kept in `$extensions` (e.g. org.primer.overrides) for "modeOverrides".
import SourceDiagnostics

extension TokenTree {
    /// The tree with every token that has a value for `mode` in `$extensions[extensionName]`
    /// taking that value as its `$value` (see ``ModeOverrides``). The value may be written as it
    /// is (`"dark": "{base.color.neutral.1}"`) or as an object with `$value`.
    package func applyingModeOverrides(extensionName: String, mode: String) -> TokenTree {
        var tree = self
        tree.root.changeTokens { token in
            guard let override = token.extensions?[extensionName]?.objectValue?[mode] else { return nil }
            var changed = token
            changed.value = override.objectValue?["$value"] ?? override
            changed.pointer = nil
            return changed
        }
        return tree
    }

    /// The first `$extensions` member of a token that holds per-mode values (a vendor member whose
    /// last dotted part is `overrides` or `modes`, such as `org.primer.overrides`), with the mode
    /// names found in that member across the file, in the order first met.
    package func modeExtension() -> (name: String, location: SourceLocation, modes: [String])? {
        var found: (name: String, location: SourceLocation, modes: [String])?
        root.visitTokens { token in
            guard let extensions = token.extensions else { return }
            for member in extensions.members where found == nil || member.key == found?.name {
                guard let modes = member.value.objectValue, Self.namesModeValues(member.key) else { continue }
                if found == nil {
                    found = (member.key, SourceLocation(path: token.location.path, position: member.keyPosition), [])
                }
                for mode in modes.keys where !found!.modes.contains(mode) { found!.modes.append(mode) }
            }
        }
        return found
    }

    private static func namesModeValues(_ vendor: String) -> Bool {
        let last = vendor.split(separator: ".").last
        return last == "overrides" || last == "modes"
    }
}

extension TokenGroup {
    /// Calls `body` with every token below this group, in document order.
    func visitTokens(_ body: (TokenDefinition) -> Void) {
        for node in children {
            switch node {
            case .token(let token): body(token)
            case .group(let group): group.visitTokens(body)
            }
        }
    }
}
