// Config model for Primer-style per-mode values in $extensions: the extension, the mode each scheme reads.
import SourceDiagnostics

/// Per-token mode values kept inside one file, as GitHub Primer keeps its dark values in
/// `$extensions["org.primer.overrides"].dark`: `colorgen.json`'s `"modeOverrides"` names the
/// extension and, for each scheme that should read them, the mode whose values it takes.
///
/// ```json
/// "modeOverrides": { "extension": "org.primer.overrides", "modes": { "dark": "dark" } }
/// ```
///
/// A token of such a scheme with `$extensions[extension][mode]` takes that as its `$value` (a
/// value, an alias, or an object with `$value`); other tokens keep their `$value`.
public struct ModeOverrides: Sendable {
    /// The `$extensions` member holding the mode values, e.g. `org.primer.overrides`.
    public var extensionName: Located<String>
    /// The mode each scheme takes, by scheme name; schemes not listed keep `$value`.
    public var modes: [String: Located<String>]

    /// Creates mode-override settings.
    public init(extensionName: Located<String>, modes: [String: Located<String>]) {
        self.extensionName = extensionName
        self.modes = modes
    }
}
