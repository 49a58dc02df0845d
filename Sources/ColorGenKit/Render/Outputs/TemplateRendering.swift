// One-call entry for rendering a bundled template with bundled partials (UTF-8 bytes or a diagnostic).
import Mustache
import SourceDiagnostics

/// Renders built-in templates, whose errors would be colorgen's own bugs but are still reported
/// as diagnostics at the template's line and column.
enum TemplateRendering {
    /// The built-in template `name` rendered with `context` and the built-in partials, as UTF-8.
    static func renderBuiltIn(_ name: String, _ context: TemplateValue) throws(Diagnostic) -> [UInt8] {
        try FormatTemplates.builtIn.render(name, context)
    }
}
