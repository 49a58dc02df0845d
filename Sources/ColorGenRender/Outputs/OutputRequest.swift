// The input of one built-in output's rendering: roles, header, options, path, templates.
import ColorGenModel
import Mustache
import SourceDiagnostics

/// Everything a built-in format renders one output from: the roles as the output writes them,
/// the header information, the output's checked options and where the output is in the config.
struct OutputRequest: Sendable {
    /// The roles, with the output's `gamut` applied.
    var roles: ColorRoleSet
    /// The header information.
    var info: GenerationInfo
    /// Where the output goes, resolved against the config's folder.
    var path: String
    /// The output's entry in the config.
    var spec: OutputSpec
    /// The output's options, read and checked.
    var options: OutputOptions
    /// The config file's path.
    var configPath: String
    /// The templates to render with: the built-in ones, or the user's in their place.
    var templates: FormatTemplates
    /// The role paths as nested groups, built when first read and shared by the generation's
    /// outputs (nil: built for this request if it reads them).
    var tree: SharedRoleTree? = nil
    /// What reads the files already beside an output that a format checks its names against (the
    /// android format, the app's own `colors.xml`); nil: none is read.
    var loader: (any SourceLoader)? = nil

    /// The common template data of docs/templates.md for ``roles``, holding what `template`
    /// and its partials can read.
    func context(for template: PreparedTemplate) -> RenderContext {
        RenderContext(roles: roles, info: info, options: options.templateValues,
                      reading: template.readableNames, tree: tree)
    }
}
