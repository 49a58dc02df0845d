import ColorMath
import SourceDiagnostics

/// The `android` format: Android color resources, `<path>/values/colors.xml` for the light
/// appearance's scheme and `<path>/values-night/colors.xml` for the dark one (with a single
/// scheme only the first), `<path>` being a module's `res` folder.
///
/// Each role is `<color name="text_on_primary_body">#AARRGGBB</color>`: the role path in
/// snake case (``AndroidResourceName``) and the color with alpha first, as Android reads it.
/// Rendered per scheme from Templates/android.mustache; the fields it adds are in
/// docs/android-output.md.
enum AndroidOutput {
    /// The options the android format accepts.
    static let options: [OutputOption] = [
        OutputOption("prefix", .string, default: ""),
    ]

    static func render(_ context: RenderContext, path: String, location: SourceLocation,
                       templates: FormatTemplates = .builtIn) throws(Diagnostic) -> [RenderedFile] {
        let roles = context.roles
        var prefix = ""
        if case .string(let text)? = context.options["prefix"] { prefix = text }
        let names = try AndroidResourceName.names(roles.roles.map(\.path), prefix: prefix, location: location)
        let byPath = Dictionary(roles.roles.indices.map { (roles.roles[$0].path, names[$0]) }, uniquingKeysWith: { first, _ in first })
        let (light, dark) = SystemAppearanceSchemes.choose(roles.schemes)
        let folders = light == dark ? [(light, "values")] : [(light, "values"), (dark, "values-night")]
        return try folders.map { scheme, folder throws(Diagnostic) in
            var extensions = RenderContext.Extensions()
            extensions.root = [("androidHeader", .string(AndroidResourceName.commentText(context.info.header)))]
            extensions.scheme = { _, name in [("androidComment", .string(AndroidResourceName.commentText(name)))] }
            extensions.role = { role in
                [
                    ("androidName", .string(byPath[role.path] ?? "")),
                    ("androidColor", .string(argbHex(role.colors[scheme]))),
                ]
            }
            let bytes = try templates.render("android", context.value(forScheme: scheme, extensions: extensions))
            return RenderedFile(path: "\(path)/\(folder)/colors.xml", bytes: bytes)
        }
    }

    /// `#AARRGGBB` in upper-case digits, the 8-bit steps the swift format writes.
    static func argbHex(_ color: RGBA) -> String {
        let bytes = SwiftColorLiteral.bytes(color)
        return "#" + ([bytes[3]] + bytes[0..<3]).map { byte in
            let digits = Array("0123456789ABCDEF")
            return String([digits[byte / 16], digits[byte % 16]])
        }.joined()
    }
}
