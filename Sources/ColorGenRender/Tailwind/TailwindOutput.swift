// Tailwind CSS v4 renderer: the css output's custom properties plus an @theme inline block naming them as colors.
import ColorGenModel
import Mustache
import SourceDiagnostics

/// The `tailwind` format: a stylesheet for Tailwind CSS v4 (docs/tailwind-output.md) holding the
/// css output's rules (a custom property per role, switched by the appearances and by
/// `data-color-scheme`, with the Display P3 layer) and an `@theme inline` block whose
/// `--color-<role>` variables are `var()`s of those properties, so that `bg-<role>` and
/// `text-<role>` follow the scheme wherever it changes. It takes the css format's options.
/// Rendered from Templates/tailwind.mustache, which includes the css format's rules.
enum TailwindOutput: OutputFormatRenderer {
    /// The model: the css format's model and each role's theme variable.
    static func model(of request: OutputRequest) throws(OutputProblems) -> TailwindModel {
        guard case .tailwind(let options) = request.options.format else {
            preconditionFailure("the config reader gives a tailwind output the css options")
        }
        let css = try CSSOutput.model(of: request.roles, options: options.css)
        let namespaced = options.utilities.value == .namespaced
        let themeNames = request.roles.roles.map { TailwindThemeName.variable(of: $0.path, namespaced: namespaced) }
        let shadowed = shadowedUtilities(themeNames, roles: request.roles.roles.map(\.path), at: options.css.entry)
        guard shadowed.isEmpty else { throw OutputProblems(shadowed) }
        return TailwindModel(css: css, themeNames: themeNames, defaultPalette: options.defaultPalette.value,
                             namespaced: namespaced, entry: options.css.entry)
    }

    /// An error for every two roles that would give one utility class: a role in a utility
    /// namespace (`background.brand`, `--background-color-brand`) and a role in `--color-*` of the
    /// same name (`brand`), whose `bg-brand` Tailwind reads from the namespace first, so the
    /// second role's utility would silently show the first role's color.
    private static func shadowedUtilities(_ names: [TailwindThemeName.Variable?], roles: [RolePath],
                                          at entry: SourceLocation) -> [Diagnostic] {
        var colors: [String: Int] = [:]
        for (index, variable) in names.enumerated() where variable?.namespace == "color" {
            if let name = variable?.name { colors[name] = index }
        }
        return names.indices.compactMap { index in
            guard let variable = names[index], variable.namespace != "color", let other = colors[variable.name] else { return nil }
            let prefix = variable.namespace.replacingEvery("-color", with: "").replacingEvery("background", with: "bg")
            return .error("roles \(roles[index]) and \(roles[other]) would both be the Tailwind utility "
                          + "\(prefix)-\(variable.name) (Tailwind reads --\(variable.namespace)-\(variable.name) first); "
                          + "rename one of them, or write \"utilities\": \"colors\"", at: entry)
        }
    }

    /// The one stylesheet, rendered from the model's template data.
    static func renderings(of model: TailwindModel, request: OutputRequest) -> [FileRendering] {
        [.file(of: request, template: "tailwind") { model.templateData(request, for: $0) }]
    }

    /// One warning naming the roles left out of the theme, if any.
    static func warnings(of model: TailwindModel) -> [Diagnostic] {
        let left = model.themeNames.indices.filter { model.themeNames[$0] == nil }
        guard !left.isEmpty else { return [] }
        let roles = model.css.roles.roles
        let listed = left.prefix(10).map { "\"\(roles[$0].path)\"" }.joined(separator: ", ")
            + (left.count > 10 ? " and \(left.count - 10) more" : "")
        return [.warning("\(left.count) role\(left.count == 1 ? "" : "s") (\(listed)) have names no Tailwind utility class "
                         + "can hold (only a-z, 0-9 and single dashes in the css name), so the theme leaves them out; "
                         + "the stylesheet still defines their custom properties, for var() or an arbitrary value "
                         + "such as bg-(--name)", at: model.entry)]
    }
}
