// Per output, the typed options of its format (or a template's raw map), decided at config time.
import Mustache
import PositionalJSON
import SourceDiagnostics

/// The options of one output, read and checked with the config: its built-in format's typed
/// options, or, for a `"template"` output, the options as written, which the template reads.
package enum OutputOptions: Sendable {
    /// The swift format's.
    case swift(SwiftOutputOptions)
    /// The css format's.
    case css(CSSOutputOptions)
    /// The json format's only option.
    case json(gamut: Located<ColorGamut>)
    /// The xcassets format's only option.
    case xcassets(gamut: Located<ColorGamut>)
    /// The html format has no options.
    case html
    /// The android format's.
    case android(AndroidOutputOptions)
    /// The compose format's.
    case compose(ComposeOutputOptions)
    /// The typescript format's.
    case typescript(TypeScriptOutputOptions)
    /// The tailwind format's: the css format's, since the stylesheet holds the css output's rules.
    case tailwind(CSSOutputOptions)
    /// A template output's free-form options.
    case template(JSONObject?)

    /// The options `given` (nil for none) of an output of `format` at `entry` in the config
    /// `path`, with every problem as an error at its place.
    static func read(_ given: JSONObject?, format: OutputFormat, path: String,
                     entry: SourceLocation) -> (options: OutputOptions, diagnostics: [Diagnostic]) {
        var reader = OutputOptionsReader(given, format: format, path: path, entry: entry)
        let options: OutputOptions = switch format {
        case .swift: .swift(SwiftOutputOptions(reading: &reader))
        case .css: .css(CSSOutputOptions(reading: &reader))
        case .json: .json(gamut: reader.choice(ColorGamut.optionName, default: .displayP3))
        case .xcassets: .xcassets(gamut: reader.choice(ColorGamut.optionName, default: .displayP3))
        case .html: .html
        case .android: .android(AndroidOutputOptions(reading: &reader))
        case .compose: .compose(ComposeOutputOptions(reading: &reader))
        case .typescript: .typescript(TypeScriptOutputOptions(reading: &reader))
        case .tailwind: .tailwind(CSSOutputOptions(reading: &reader))
        }
        reader.finish()
        return (options, reader.diagnostics)
    }

    /// Which colors the output writes; always ``ColorGamut/displayP3`` for formats without the option.
    var gamut: ColorGamut {
        switch self {
        case .swift(let options): options.gamut.value
        case .css(let options), .tailwind(let options): options.gamut.value
        case .compose(let options): options.gamut.value
        case .typescript(let options): options.gamut.value
        case .json(let gamut), .xcassets(let gamut): gamut.value
        case .html, .android, .template: .displayP3
        }
    }

    /// The options as templates read them (`options.<name>`): a format's every option, its
    /// default where not given; a template output's as written.
    var templateValues: TemplateMap {
        switch self {
        case .swift(let options): options.templateValues
        case .css(let options), .tailwind(let options): options.templateValues
        case .json(let gamut), .xcassets(let gamut): TemplateMap([(ColorGamut.optionName, .string(gamut.value.rawValue))])
        case .html: TemplateMap()
        case .android(let options): options.templateValues
        case .compose(let options): options.templateValues
        case .typescript(let options): options.templateValues
        case .template(let given):
            if let given, case .map(let map) = TemplateValue(JSONValue(.object(given), at: given.position)) { map } else { TemplateMap() }
        }
    }
}
