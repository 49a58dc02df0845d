// What a css output may set (prefix, strategy), read and checked right after the config.
import Mustache
import SourceDiagnostics

/// The `css` format's options (docs/css-output.md), read and checked right after the config.
struct CSSOutputOptions: Sendable {
    /// How the default and dark schemes are switched (`strategy`).
    enum Strategy: String, CaseIterable, Sendable {
        /// Plain values, overridden in `@media (prefers-color-scheme: dark)`.
        case media
        /// `light-dark(light, dark)` values, behind `@supports`, after plain light values.
        case lightDark = "light-dark"
    }

    /// Put after `--` in every custom property's name; letters, digits, `-` and `_` only.
    var prefix: Located<String>
    /// How the dark scheme is switched in.
    var strategy: Located<Strategy>
    /// Whether a role whose token aliases another role is written `var(--that-role)` (`references`).
    var references: Located<Bool>
    /// Where the output entry is, for problems of the whole output (two roles with one name).
    var entry: SourceLocation

    /// Reads the options through `reader`, reporting each problem there.
    init(reading reader: inout OutputOptionsReader) {
        prefix = reader.string("prefix", default: "")
        strategy = reader.choice("strategy", default: .media)
        references = reader.bool("references", default: false)
        entry = reader.entry
        if !prefix.value.unicodeScalars.allSatisfy(CSSText.isPlain) {
            reader.error("option \"prefix\" must hold only letters, digits, \"-\" and \"_\", not \"\(prefix.value)\"",
                         at: prefix.location)
        }
    }

    /// The options as templates read them.
    var templateValues: TemplateMap {
        TemplateMap([("prefix", .string(prefix.value)), ("strategy", .string(strategy.value.rawValue)),
                     ("references", .bool(references.value))])
    }
}
