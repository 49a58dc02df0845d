// CSS renderer: :root light values, media or light-dark() switching, contrast queries, data-color-scheme.
import ColorGenModel
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
    /// The model: which scheme goes into which rule, and every custom property's name.
    static func model(of request: OutputRequest) throws(OutputProblems) -> CSSModel {
        guard case .css(let options) = request.options.format else {
            preconditionFailure("the config reader gives a css output the css options")
        }
        return try model(of: request.roles, options: options)
    }

    /// The model of `roleSet` written with `options` (also the tailwind format's stylesheet rules).
    static func model(of roleSet: ColorRoleSet, options: CSSOutputOptions) throws(OutputProblems) -> CSSModel {
        let names = try CSSPropertyNames(roles: roleSet.roles, prefix: options.prefix.value, entry: options.entry).names
        return CSSModel(roles: roleSet, plan: CSSSchemePlan(schemes: roleSet.schemes, appearances: roleSet.appearances),
                        propertyNames: names, strategy: options.strategy.value, references: options.references.value)
    }

    /// The one stylesheet, rendered from the model's template data.
    static func renderings(of model: CSSModel, request: OutputRequest) -> [FileRendering] {
        [.file(of: request, template: "css") { model.templateData(request, for: $0) }]
    }
}
