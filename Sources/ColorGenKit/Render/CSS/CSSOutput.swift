import ColorMath
import Mustache
import SourceDiagnostics

/// The `css` format: one stylesheet with a custom property per role (docs/css-output.md).
///
/// `:root` holds the light appearance's scheme; the dark one follows `prefers-color-scheme`, the
/// contrast ones follow `prefers-contrast: more` (`"appearances"`), and `data-color-scheme="<scheme>"` on any
/// element forces a scheme for that element and its descendants. The attribute rules come last
/// and have the specificity of `:root` (one attribute or pseudo-class), so they always win.
enum CSSOutput {
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

    static func render(_ context: RenderContext, path: String, locations: OptionLocations,
                       templates: FormatTemplates = .builtIn) throws(Diagnostic) -> [RenderedFile] {
        let roleSet = context.roles
        let plan = CSSSchemePlan(schemes: roleSet.schemes, appearances: roleSet.appearances)
        var prefix = ""
        if case .string(let given)? = context.options["prefix"] { prefix = given }
        let names = try CSSPropertyNames(roles: roleSet.roles, prefix: prefix, locations: locations).names
        var strategy = Strategy.media
        if case .string(let given)? = context.options["strategy"], let chosen = Strategy(rawValue: given) { strategy = chosen }

        /// `{name, value}` for every role of `indices`, the value made by `value`.
        func declarations(of indices: [Int], _ value: (SchemeRole) -> String) -> TemplateValue {
            .list(indices.map { index in
                .map(TemplateMap([("name", .string(names[index])), ("value", .string(value(roleSet.roles[index])))]))
            })
        }
        /// The blocks of the stylesheet (`root`, `lightDark`, `media`, `attributes`) for the roles
        /// of `indices`, each color written by `write`.
        func blocks(of indices: [Int], _ write: @escaping (RGBA) -> String) -> [(String, TemplateValue)] {
            func ofScheme(_ scheme: Int) -> TemplateValue { declarations(of: indices) { write($0.colors[scheme]) } }
            var blocks: [(String, TemplateValue)] = [
                ("root", .map(TemplateMap([("declarations", ofScheme(plan.rootScheme))]))),
                ("media", .list(plan.mediaRules.compactMap { rule in
                    if strategy == .lightDark, rule.scheme == plan.darkScheme { return nil }
                    return .map(TemplateMap([
                        ("query", .string(rule.query)), ("scheme", .string(CSSText.comment(roleSet.schemes[rule.scheme]))),
                        ("declarations", ofScheme(rule.scheme)),
                    ]))
                })),
                ("attributes", .list(roleSet.schemes.indices.map { index in
                    .map(TemplateMap([
                        ("selector", .string("[data-color-scheme=\(CSSText.quoted(roleSet.schemes[index]))]")),
                        ("colorScheme", .string(plan.isDark(index) ? "dark" : "light")),
                        ("declarations", ofScheme(index)),
                    ]))
                })),
            ]
            if strategy == .lightDark, let dark = plan.darkScheme {
                blocks.append(("lightDark", .map(TemplateMap([("declarations", declarations(of: indices) {
                    "light-dark(\(write($0.colors[plan.rootScheme])), \(write($0.colors[dark])))"
                })]))))
            } else {
                blocks.append(("lightDark", false))  // templates read a missing name as an error
            }
            return blocks
        }

        var css = TemplateMap([
            ("header", .string(CSSText.comment(context.info.header))),
            ("rootColorScheme", .string(plan.rootColorScheme)),
        ])
        for (key, value) in blocks(of: Array(roleSet.roles.indices), CSSColor.value) { css[key] = value }
        // The Display P3 layer repeats every block for the roles some scheme shows in P3, so that
        // the cascade among the blocks is the same as above.
        let wide = roleSet.roles.indices.filter { roleSet.roles[$0].colors.contains { $0.wideGamut != nil } }
        css["displayP3"] = wide.isEmpty
            ? false : .map(TemplateMap(blocks(of: wide) { CSSColor.displayP3Value($0) ?? CSSColor.value($0) }))
        var extensions = RenderContext.Extensions()
        extensions.root = [("css", .map(css))]
        let bytes = try templates.render("css", context.value(extensions: extensions))
        return [RenderedFile(path: path, bytes: bytes)]
    }
}
