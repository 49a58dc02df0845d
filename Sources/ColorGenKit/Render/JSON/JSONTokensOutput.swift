import SourceDiagnostics

/// The `json` format: one DTCG 2025.10 token file per scheme, `<path>.<scheme>.tokens.json`,
/// whose groups follow the role paths, plus `<path>.resolver.json` (Resolver Module 2025.10)
/// tying them together with a `scheme` modifier whose default is the first scheme.
///
/// A resolver modifier needs at least two contexts, so with a single scheme the resolver
/// document holds one set instead.
enum JSONTokensOutput {
    /// The json format's options: `gamut` (wide-gamut colors keep their authored space unless it is `srgb`).
    static let options: [OutputOption] = [ColorGamutOption.option]

    static func render(_ context: RenderContext, path: String,
                       templates: FormatTemplates = .builtIn) throws(Diagnostic) -> [RenderedFile] {
        let schemes = context.roles.schemes
        let baseName = path.split(separator: "/").last.map(String.init) ?? path
        let extensions = {
            var extensions = RenderContext.Extensions()
            extensions.scheme = { _, name in
                [("tokenFileJSON", .string(JSONText.quoted("\(baseName).\(name).tokens.json")))]
            }
            return extensions
        }()
        // Each scheme's file is rendered on its own core.
        let renderings = Array(schemes.enumerated()).concurrentMap { index, scheme in
            // The json template walks only the `tree`, the resolver's neither collection of roles.
            Result { () throws(Diagnostic) -> RenderedFile in
                let bytes = try templates.render(
                    "json", context.value(forScheme: index, extensions: extensions, holding: .treeOnly))
                return RenderedFile(path: "\(path).\(scheme).tokens.json", bytes: bytes)
            }
        }
        var files = try renderings.map { rendering throws(Diagnostic) in try rendering.get() }
        let resolver = try templates.render(
            "json-resolver", context.value(forScheme: nil, extensions: extensions, holding: .none))
        files.append(RenderedFile(path: "\(path).resolver.json", bytes: resolver))
        return files
    }
}
