import ColorMath
import Mustache
import SourceDiagnostics

/// The `css` format: one stylesheet with a custom property per role (docs/css-output.md).
///
/// `:root` holds the light appearance's scheme; the dark one follows `prefers-color-scheme`, the
/// contrast ones follow `prefers-contrast: more` (`"appearances"`), and `data-color-scheme="<scheme>"` on any
/// element forces a scheme for that element and its descendants. The attribute rules come last
/// and have the specificity of `:root` (one attribute or pseudo-class), so they always win.
enum CSSOutput: OutputFormatRenderer {
    /// How the default and dark schemes are switched.
    enum Strategy: String, CaseIterable {
        /// Plain values, overridden in `@media (prefers-color-scheme: dark)`.
        case media
        /// `light-dark(light, dark)` values, behind `@supports`, after plain light values.
        case lightDark = "light-dark"
    }

    /// The css format's options.
    static let options: [OutputOption] = [
        OutputOption("prefix", .string, default: ""),
        OutputOption("strategy", .choice(Strategy.allCases.map(\.rawValue)), default: .string(Strategy.media.rawValue)),
        ColorGamutOption.option,
    ]

    /// The prefix and strategy the output's options ask for.
    static func settings(from options: TemplateMap) -> (prefix: String, strategy: Strategy) {
        var prefix = ""
        if case .string(let given)? = options["prefix"] { prefix = given }
        var strategy = Strategy.media
        if case .string(let given)? = options["strategy"], let chosen = Strategy(rawValue: given) { strategy = chosen }
        return (prefix, strategy)
    }

    /// The model: which scheme goes into which rule, and every custom property's name.
    static func model(of request: OutputRequest) throws(OutputProblems) -> CSSModel {
        let roleSet = request.roles
        let (prefix, strategy) = settings(from: request.options)
        do {
            let names = try CSSPropertyNames(roles: roleSet.roles, prefix: prefix, locations: request.locations).names
            return CSSModel(roles: roleSet, plan: CSSSchemePlan(schemes: roleSet.schemes, appearances: roleSet.appearances),
                            propertyNames: names, strategy: strategy)
        } catch {
            throw OutputProblems(error)
        }
    }

    /// The one stylesheet, rendered from the model's template data.
    static func files(of model: CSSModel, request: OutputRequest) throws(Diagnostic) -> [RenderedFile] {
        let bytes = try request.templates.render("css", model.templateData(request))
        return [RenderedFile(path: request.path, bytes: bytes)]
    }
}
