// Per-token modes beside `$value`: `$modes` (Style Dictionary 5, Figma exporters) and Terrazzo's `$extensions.mode`.
import PositionalJSON
import SourceDiagnostics

extension TokenTree {
    /// The token property holding a token's values in other modes: `"$modes": {"dark": "#000"}`.
    package static let modesProperty = "$modes"
    /// The `$extensions` member in which Terrazzo keeps a token's value per mode:
    /// `"$extensions": {"mode": {"light": "#fff", "dark": "#000"}}`.
    package static let terrazzoModeExtension = "mode"

    /// The tree with every token that has a value for `mode` in `$modes` or in
    /// `$extensions.mode` taking that value as its `$value` (before aliases are evaluated, so it
    /// may be an alias); a token without one keeps its `$value`.
    package func applyingTokenModes(mode: String) -> TokenTree {
        var tree = self
        tree.root.changeTokens { token in
            guard let value = Self.tokenModes(of: token)?.modes[mode] else { return nil }
            var changed = token
            changed.value = value
            changed.pointer = nil
            return changed
        }
        return tree
    }

    /// The per-token modes of the file: how they are written (`$modes` or
    /// `$extensions.mode`, the first form met) and every mode name, each once, with where it is
    /// first written, in the order first met; nil when no token has any.
    package func tokenModes() -> (form: String, modes: [(mode: String, location: SourceLocation)])? {
        var form: String?
        var found: [(mode: String, location: SourceLocation)] = []
        root.visitTokens { token in
            guard let (tokenForm, modes) = Self.tokenModes(of: token) else { return }
            form = form ?? tokenForm
            for member in modes.members where !found.contains(where: { $0.mode == member.key }) {
                found.append((member.key, SourceLocation(path: token.sourcePath, position: member.keyPosition)))
            }
        }
        return form.map { ($0, found) }
    }

    /// `token`'s values per mode and the form they are written in, if it has any.
    private static func tokenModes(of token: TokenDefinition) -> (form: String, modes: JSONObject)? {
        if let modes = token.modes { return (modesProperty, modes) }
        if let modes = token.extensions?[terrazzoModeExtension]?.objectValue {
            return ("$extensions.\(terrazzoModeExtension)", modes)
        }
        return nil
    }
}
