// What android.mustache receives for one scheme's colors.xml.
import Mustache

/// The android format's template data: the common data of docs/templates.md for one scheme plus
/// `androidHeader`, `scheme.androidComment` and each role's `androidName` and `androidColor`.
extension AndroidModel {
    /// The data of `file`, as far as `template` (the android template, or the user's in its place)
    /// can read it.
    func templateData(_ file: File, request: OutputRequest, for template: PreparedTemplate) -> TemplateValue {
        let context = request.context(for: template)
        var extensions = RenderContext.Extensions()
        extensions.root = [("androidHeader", .string(AndroidResourceName.commentText(request.info.header)))]
        extensions.scheme = { _, name in [("androidComment", .string(AndroidResourceName.commentText(name)))] }
        let roles = roles.roles
        let names = resourceNames.map { $0 + file.nameSuffix }
        let replacements = RoleDocumentationText(request.roles).replacements
        extensions.role = RenderContext.RoleFields(keys: ["androidName", "androidColor", "androidDocumentation"]) { index, values in
            values.append(.string(names[index]))
            values.append(.string(AndroidOutput.argbHex(roles[index].colors[file.scheme])))
            values.append(RoleDocumentationText.commentValue(
                roles[index].documentation, description: { .string(Self.commentText($0)) }, message: Self.commentText,
                replacement: replacements[index].map { names[$0] }))
        }
        return context.value(forScheme: file.scheme, extensions: extensions)
    }

    /// `text` on one line, safe in an XML comment.
    private static func commentText(_ text: String) -> String {
        AndroidResourceName.commentText(RoleDocumentationText.lines(text).joined(separator: " "))
    }
}
