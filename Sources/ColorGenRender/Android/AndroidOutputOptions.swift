// The android output's one option, `prefix`, typed and placed.
import Mustache
import SourceDiagnostics

/// The `android` format's options, read right after the config.
struct AndroidOutputOptions: Sendable {
    /// Put in front of every resource name.
    var prefix: Located<String>
    /// Where the output entry is, for problems of the whole output (two roles with one name).
    var entry: SourceLocation

    /// Reads the options through `reader`, reporting each problem there.
    init(reading reader: inout OutputOptionsReader) {
        prefix = reader.string("prefix", default: "")
        entry = reader.entry
    }

    /// The options as templates read them.
    var templateValues: TemplateMap {
        TemplateMap([("prefix", .string(prefix.value))])
    }
}
