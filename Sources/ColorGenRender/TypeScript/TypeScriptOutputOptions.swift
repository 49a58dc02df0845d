// The typescript output's options (namespace, colorMembers, cssPrefix), read and checked right after the config.
import Mustache
import SourceDiagnostics

/// The `typescript` format's options (docs/typescript-output.md), read and checked right after the config.
struct TypeScriptOutputOptions: Sendable {
    /// How the role tree holds the roles (`colorMembers`).
    enum ColorMembers: String, CaseIterable, Sendable {
        /// Nested objects per role group, keyed by the path's segments: `roles.text.onPrimary.body`.
        case nested
        /// One object keyed by the dotted role path: `roles["text.onPrimary.body"]`.
        case flat
    }

    /// The TypeScript namespace everything is exported in; empty for none.
    var namespace: Located<String>
    /// Nested objects per role group, or one object by role path.
    var colorMembers: Located<ColorMembers>
    /// The `prefix` of the css output whose custom properties `cssVar` names.
    var cssPrefix: Located<String>
    /// Where the output entry is, for problems of the whole output.
    var entry: SourceLocation

    /// Reads the options through `reader`, reporting each problem there.
    init(reading reader: inout OutputOptionsReader) {
        namespace = reader.string("namespace", default: "")
        colorMembers = reader.choice("colorMembers", default: .nested)
        cssPrefix = reader.string("cssPrefix", default: "")
        entry = reader.entry
        if !namespace.value.isEmpty && !TypeScriptText.isDeclarableIdentifier(namespace.value) {
            reader.error("option \"namespace\" must be a TypeScript identifier (ASCII letters, digits, \"_\" and \"$\", "
                         + "not starting with a digit, no reserved word), found \"\(namespace.value)\"", at: namespace.location)
        }
        if !cssPrefix.value.unicodeScalars.allSatisfy(CSSText.isPlain) {
            reader.error("option \"cssPrefix\" must hold only letters, digits, \"-\" and \"_\" (the css output's \"prefix\"), "
                         + "not \"\(cssPrefix.value)\"", at: cssPrefix.location)
        }
    }

    /// The options as templates read them.
    var templateValues: TemplateMap {
        TemplateMap([
            ("namespace", .string(namespace.value)), ("colorMembers", .string(colorMembers.value.rawValue)),
            ("cssPrefix", .string(cssPrefix.value)),
        ])
    }
}
