// The android output's one option, `prefix`, typed and placed.
import Mustache
import SourceDiagnostics

/// The `android` format's options, read right after the config.
struct AndroidOutputOptions: Sendable {
    /// Put in front of every resource name.
    var prefix: Located<String>
    /// The name of the resource file written in each folder (`fileName`), `colors.xml` by default.
    var fileName: Located<String>
    /// Where the output entry is, for problems of the whole output (two roles with one name).
    var entry: SourceLocation

    /// Reads the options through `reader`, reporting each problem there.
    init(reading reader: inout OutputOptionsReader) {
        prefix = reader.string("prefix", default: "")
        fileName = reader.string("fileName", default: AndroidHandWrittenColors.conventionalFileName)
        entry = reader.entry
        // Android takes resource files named with lower-case letters, digits and underscores.
        let stem = fileName.value.hasSuffix(".xml") ? fileName.value.dropLast(4) : ""
        if stem.isEmpty || !stem.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }) {
            reader.error("option \"fileName\" must be a resource file name of lower-case letters, digits and \"_\" ending in "
                         + "\".xml\", such as \"colors_tokens.xml\", not \"\(fileName.value)\"", at: fileName.location)
        }
    }

    /// The options as templates read them.
    var templateValues: TemplateMap {
        TemplateMap([("prefix", .string(prefix.value)), ("fileName", .string(fileName.value))])
    }
}
