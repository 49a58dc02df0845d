// Per output, its format's typed options (or a template's raw map) and `gamut`, read once where the render stage starts.
import ColorGenModel
import Mustache
import PositionalJSON
import SourceDiagnostics

/// The options of one output, read and checked by the render stage as soon as the config is
/// read: its built-in format's typed options and `gamut`, or, for a `"template"` output, the
/// options as written, which the template reads. Each option has this one form from the config
/// to the renderer; templates read them as ``templateValues``.
struct OutputOptions: Sendable {
    /// A format's own options.
    enum Format: Sendable {
        /// The swift format's.
        case swift(SwiftOutputOptions)
        /// The css format's.
        case css(CSSOutputOptions)
        /// The json format has no options but `gamut`.
        case json
        /// The xcassets format has no options but `gamut`.
        case xcassets
        /// The html format has no options.
        case html
        /// The android format's.
        case android(AndroidOutputOptions)
        /// The compose format's.
        case compose(ComposeOutputOptions)
        /// The typescript format's.
        case typescript(TypeScriptOutputOptions)
        /// The tailwind format's: the css format's, since the stylesheet holds the css output's
        /// rules, and the theme's.
        case tailwind(TailwindOutputOptions)
        /// A template output's free-form options.
        case template(JSONObject?)
    }

    /// The format's own options.
    var format: Format
    /// `gamut`, for the formats that have the option (``ColorGamut/formats``); nil for the
    /// others, which write every color as the roles have it.
    var gamut: Located<ColorGamut>?

    /// The options `given` (nil for none) of an output of `format` at `entry` in the config
    /// `path`, with every problem as an error at its place.
    static func read(_ given: JSONObject?, format: OutputFormat, path: String,
                     entry: SourceLocation) -> (options: OutputOptions, diagnostics: [Diagnostic]) {
        var reader = OutputOptionsReader(given, format: format, path: path, entry: entry)
        let options: Format = switch format {
        case .swift: .swift(SwiftOutputOptions(reading: &reader))
        case .css: .css(CSSOutputOptions(reading: &reader))
        case .json: .json
        case .xcassets: .xcassets
        case .html: .html
        case .android: .android(AndroidOutputOptions(reading: &reader))
        case .compose: .compose(ComposeOutputOptions(reading: &reader))
        case .typescript: .typescript(TypeScriptOutputOptions(reading: &reader))
        case .tailwind: .tailwind(TailwindOutputOptions(reading: &reader))
        }
        let gamut = ColorGamut.formats.contains(format)
            ? reader.choice(ColorGamut.optionName, default: ColorGamut.displayP3) : nil
        reader.finish()
        return (OutputOptions(format: options, gamut: gamut), reader.diagnostics)
    }

    /// The options as templates read them (`options.<name>`): a format's every option, its
    /// default where not given; a template output's as written.
    var templateValues: TemplateMap {
        var values = switch format {
        case .swift(let options): options.templateValues
        case .css(let options): options.templateValues
        case .tailwind(let options): options.templateValues
        case .json, .xcassets, .html: TemplateMap()
        case .android(let options): options.templateValues
        case .compose(let options): options.templateValues
        case .typescript(let options): options.templateValues
        case .template(let given):
            if let given, case .map(let map) = TemplateValue(JSONValue(.object(given), at: given.position)) { map } else { TemplateMap() }
        }
        if let gamut {
            values[ColorGamut.optionName] = .string(gamut.value.rawValue)
        }
        return values
    }
}
