// Style Dictionary 4's modes inside `$value` ({"default": ..., "dark": ...}): one scheme's value per token.
import PositionalJSON
import SourceDiagnostics

extension TokenTree {
    /// The key of a modes object that holds the value of every mode without a key of its own.
    package static let defaultValueMode = "default"

    /// The tree with every token whose `$value` is an object of modes (Style Dictionary 4's
    /// `{"default": "{color.neutral.0}", "dark": "{color.neutral.950}"}`) taking the value of
    /// `mode`, or its `default` when it has no key `mode`.
    ///
    /// A modes object is a `$value` object with a `default` member: no DTCG value has one (a
    /// color object has `colorSpace` and `components`, a dimension `value` and `unit`, and so
    /// on), so a composite value is never mistaken for modes.
    package func applyingValueModes(mode: String) -> TokenTree {
        var tree = self
        tree.root.changeTokens { token in
            guard let modes = Self.valueModes(of: token) else { return nil }
            var changed = token
            changed.value = modes[mode] ?? modes[Self.defaultValueMode]
            return changed
        }
        return tree
    }

    /// The keys of modes objects in `$value`s across the file other than `default`, each once,
    /// with where it is first written, in the order first met; nil when the file has no modes object.
    package func valueModes() -> [(mode: String, location: SourceLocation)]? {
        var found: [(mode: String, location: SourceLocation)] = []
        var hasModes = false
        root.visitTokens { token in
            guard let modes = Self.valueModes(of: token) else { return }
            hasModes = true
            for member in modes.members where member.key != Self.defaultValueMode && !found.contains(where: { $0.mode == member.key }) {
                found.append((member.key, SourceLocation(path: token.sourcePath, position: member.keyPosition)))
            }
        }
        return hasModes ? found : nil
    }

    /// The modes object that is `token`'s `$value`, if it is one.
    private static func valueModes(of token: TokenDefinition) -> JSONObject? {
        guard let object = token.value?.objectValue, object[defaultValueMode] != nil else { return nil }
        return object
    }
}
