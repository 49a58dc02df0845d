// Compose renderer: one Kotlin file with a Color class per role set, an instance per scheme and the Compose accessors.
import Mustache
import SourceDiagnostics

/// The `compose` format: one Kotlin file for Jetpack Compose (docs/compose-output.md) holding
/// every role as an `androidx.compose.ui.graphics.Color`: an `@Immutable` abstract class with a
/// property per role (nested classes per role group, or flat), one instance per scheme in its
/// companion object, a `staticCompositionLocalOf` to provide one, and a `@Composable` accessor
/// that picks the scheme of the system's appearance (`isSystemInDarkTheme()`, and the contrast
/// the app passes). When the roles are Material's, each instance also holds the Material 3
/// `ColorScheme` of its Material roles. Rendered from Templates/compose.mustache.
enum ComposeOutput: OutputFormatRenderer {
    /// The model: every Kotlin name (clashes renamed, with a warning each) and the Material roles.
    static func model(of request: OutputRequest) throws(OutputProblems) -> ComposeModel {
        let roles = request.roles
        guard case .compose(let options) = request.options.format else {
            preconditionFailure("the config reader gives a compose output the compose options")
        }
        let paths = roles.roles.map(\.path)
        let names = ComposeNames(paths, className: options.className.value, nested: options.colorMembers.value == .nested)
        var renames = names.renames
        var taken: [String: String] = [:]
        let schemeNames = roles.schemes.map { scheme in
            let word = KotlinIdentifier.lowerCamelWord(scheme)
            var free = word
            if let other = taken[word] {
                var number = 2
                while taken["\(word)\(number)"] != nil { number += 1 }
                free = "\(word)\(number)"
                renames.append("scheme \"\(scheme)\" would be the Kotlin property \(word), a name taken by scheme "
                               + "\"\(other)\"; it is named \(free)")
            }
            taken[free] = scheme
            return KotlinIdentifier.escaped(free)
        }
        let material = options.material.isEmpty
            ? MaterialColorRoles.find(in: paths) : try MaterialColorRoles.mapped(options.material, paths: paths)
        let plan = CSSSchemePlan(schemes: roles.schemes, appearances: roles.appearances)
        var isDark = roles.schemes.indices.map(plan.isDark)
        // A medium-contrast scheme is as dark as the scheme it is derived from.
        for (source, derived) in roles.mediumContrastCounterparts { isDark[derived] = isDark[source] }
        return ComposeModel(roles: roles, options: options, names: names, schemeNames: schemeNames,
                            isDark: isDark, material: material,
                            renames: renames)
    }

    /// The one Kotlin file, rendered from the model's template data.
    static func renderings(of model: ComposeModel, request: OutputRequest) -> [FileRendering] {
        [.file(of: request, template: "compose") { model.templateData(request, for: $0) }]
    }

    /// A warning at the output's entry for each name the model changed, and one listing the
    /// Material roles the `ColorScheme` leaves at Material's baseline, when it writes one.
    static func warnings(of model: ComposeModel) -> [Diagnostic] {
        var warnings = model.renames.map { Diagnostic.warning($0, at: model.options.entry) }
        if let material = model.material {
            let given = Set(material.map(\.name))
            let left = MaterialColorRoles.names.filter { !given.contains($0) }
            if !left.isEmpty {
                warnings.append(.warning("the Material ColorScheme takes \(given.count) of Material 3's \(MaterialColorRoles.names.count) "
                                         + "color roles from the roles; \(left.count) stay at Material's baseline (\(left.joined(separator: ", "))): "
                                         + "add roles of those names beside the others to set them", at: model.options.entry))
            }
        }
        return warnings
    }
}
