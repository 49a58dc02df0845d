// TypeScript renderer: one ES module with a typed, frozen role tree, the schemes, roleNames and cssVar.
import Mustache
import SourceDiagnostics

/// The `typescript` format: one TypeScript ES module (docs/typescript-output.md) with a typed,
/// deeply frozen role tree whose leaves hold each role's color in every scheme (`#rrggbbaa`, and
/// `color(display-p3 ...)` where it has one), the `Scheme` union type and `schemes`, `RoleName`
/// and `roleNames`, and `cssVar(role)`, the role's custom property in the css output.
/// `tsc` compiles it to JavaScript and its `.d.ts`. Rendered from Templates/typescript.mustache.
enum TypeScriptOutput: OutputFormatRenderer {
    /// The model: the checked options and the roles' custom property names.
    static func model(of request: OutputRequest) throws(OutputProblems) -> TypeScriptModel {
        let roles = request.roles
        guard case .typescript(let options) = request.options.format else {
            preconditionFailure("the config reader gives a typescript output the typescript options")
        }
        let names = try CSSPropertyNames(roles: roles.roles, prefix: options.cssPrefix.value, entry: options.entry).names
        return TypeScriptModel(roles: roles, options: options, cssProperties: names)
    }

    /// The one module, rendered from the model's template data.
    static func renderings(of model: TypeScriptModel, request: OutputRequest) -> [FileRendering] {
        [.file(of: request, template: "typescript") { model.templateData(request, for: $0) }]
    }
}
