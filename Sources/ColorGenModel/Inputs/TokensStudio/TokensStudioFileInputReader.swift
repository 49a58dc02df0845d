// Single-file Tokens Studio and Penpot exports: the token sets as top-level groups beside `$themes` and `$metadata`.
import DesignTokens
import PositionalJSON
import SourceDiagnostics

/// Reads a single-file export of Tokens Studio (its single-file sync) or Penpot: one JSON object
/// whose members are the token sets by name, beside `$themes` (the themes, as in a `$themes.json`)
/// and `$metadata` (`tokenSetOrder`). Each scheme takes the theme of its name
/// (``TokensStudioFileSchemes``). Recognised by `$themes`, which no DTCG group has.
struct TokensStudioFileInputReader: InputReader {
    /// The members of the file that are not token sets.
    static let manifestKeys: Set<String> = ["$themes", "$metadata"]

    func recognises(_ input: InputItem) -> Bool {
        guard case .success(let document)? = input.json, let root = document.root.objectValue else { return false }
        return root["$themes"] != nil
    }

    func read(_ input: InputItem) -> InputReading {
        guard case .success(let document)? = input.json, let root = document.root.objectValue else {
            return InputReading(tokens: .unreadable, diagnostics: [])
        }
        var diagnostics = document.warnings
        let themes = TokensStudioThemesReader.themes(root["$themes"]!, metadata: root["$metadata"], path: input.path)
        diagnostics += themes.diagnostics
        let (keyStyle, firstLegacyToken) = TokenKeyStyle.detect(document.root)
        if let firstLegacyToken {
            diagnostics.append(TokenKeyStyle.legacyWarning(at: SourceLocation(path: input.path, position: firstLegacyToken.keyPosition)))
        }
        var sets: [String: JSONValue] = [:]
        for member in root.members where !Self.manifestKeys.contains(member.key) {
            guard member.value.objectValue != nil else {
                diagnostics.append(.error("token set '\(member.key)' must be an object of tokens and groups, found \(member.value.kindName)",
                                          at: SourceLocation(path: input.path, position: member.value.position)))
                continue
            }
            sets[member.key] = member.value
        }
        guard !diagnostics.containsErrors else { return InputReading(tokens: .unreadable, diagnostics: diagnostics) }
        let schemes = TokensStudioFileSchemes(path: input.path, rootPosition: document.root.position, themes: themes.themes,
                                              sets: sets, keyStyle: keyStyle)
        return InputReading(tokens: .perScheme(schemes), diagnostics: diagnostics)
    }
}
