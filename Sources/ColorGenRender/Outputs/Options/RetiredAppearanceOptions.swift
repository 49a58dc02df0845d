// Recognises old per-output dark/contrast scheme options and errors with the `appearances` entry to write.
import ColorGenModel
import PositionalJSON
import SourceDiagnostics

/// The per-output options that named the scheme of an appearance before `"appearances"` said it
/// once for every output. A config that still gives one gets an error saying what to write instead.
enum RetiredAppearanceOptions {
    /// The appearance each retired option of `format` named.
    static func appearance(namedBy option: String, format: String) -> Appearance? {
        switch (format, option) {
        case ("css", "darkScheme"), ("xcassets", "darkScheme"), ("swift", "systemDarkScheme"): .dark
        case ("swift", "systemLightScheme"): .light
        case ("css", "contrastScheme"), ("xcassets", "highContrastScheme"): .lightIncreasedContrast
        case ("css", "darkContrastScheme"), ("xcassets", "darkHighContrastScheme"): .darkIncreasedContrast
        default: nil
        }
    }

    /// The error for `member`, a retired option of `format` naming `appearance`'s scheme.
    static func diagnostic(for member: JSONMember, appearance: Appearance, format: String, path: String) -> Diagnostic {
        let scheme = member.value.stringValue.map { $0.isEmpty ? "<scheme>" : $0 } ?? "<scheme>"
        var example = "\"\(appearance.rawValue)\": \"\(scheme)\""
        if appearance != .light { example = "\"light\": \"<scheme>\", " + example }
        return .error("option \"\(member.key)\" of the \(format) format is replaced by \"appearances\", which every output "
                      + "follows: remove it and write \"appearances\": {\(example)} at the top level of the config",
                      at: SourceLocation(path: path, position: member.keyPosition))
    }
}
