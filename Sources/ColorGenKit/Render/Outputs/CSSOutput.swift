/// The `css` format: one stylesheet with a custom property per role (docs/css-output.md).
///
/// `:root` holds the default scheme; the dark scheme follows `prefers-color-scheme`, optional
/// contrast schemes follow `prefers-contrast: more`, and `data-color-scheme="<scheme>"` on any
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
        OutputOption("darkScheme", .string, default: ""),
        OutputOption("contrastScheme", .string, default: ""),
        OutputOption("darkContrastScheme", .string, default: ""),
    ]

    static func render(_ context: RenderContext, path: String, locations: OptionLocations,
                       templates: FormatTemplates = .builtIn) throws(Diagnostic) -> [RenderedFile] {
        let roleSet = context.roles
        let plan = try CSSSchemePlan(schemes: roleSet.schemes, options: context.options, locations: locations)
        var prefix = ""
        if case .string(let given)? = context.options["prefix"] { prefix = given }
        let names = try CSSPropertyNames(roles: roleSet.roles, prefix: prefix, locations: locations).names
        var strategy = Strategy.media
        if case .string(let given)? = context.options["strategy"], let chosen = Strategy(rawValue: given) { strategy = chosen }

        /// `{name, value}` for every role, the value made by `value`.
        func declarations(_ value: (SchemeRole) -> String) -> TemplateValue {
            .list(zip(names, roleSet.roles).map { name, role in
                .map(TemplateMap([("name", .string(name)), ("value", .string(value(role)))]))
            })
        }
        func declarations(ofScheme index: Int) -> TemplateValue { declarations { CSSColor.value($0.colors[index]) } }

        var css = TemplateMap([
            ("header", .string(CSSText.comment(context.info.header))),
            ("rootColorScheme", .string(plan.rootColorScheme)),
            ("root", .map(TemplateMap([("declarations", declarations(ofScheme: 0))]))),
            ("media", .list(plan.mediaRules.compactMap { rule in
                if strategy == .lightDark, rule.scheme == plan.darkScheme { return nil }
                return .map(TemplateMap([
                    ("query", .string(rule.query)), ("scheme", .string(CSSText.comment(roleSet.schemes[rule.scheme]))),
                    ("declarations", declarations(ofScheme: rule.scheme)),
                ]))
            })),
            ("attributes", .list(roleSet.schemes.indices.map { index in
                .map(TemplateMap([
                    ("selector", .string("[data-color-scheme=\(CSSText.quoted(roleSet.schemes[index]))]")),
                    ("colorScheme", .string(plan.isDark(index) ? "dark" : "light")),
                    ("declarations", declarations(ofScheme: index)),
                ]))
            })),
            // false unless the light-dark() strategy fills it below (templates read missing names as errors).
            ("lightDark", false),
        ])
        if strategy == .lightDark, let dark = plan.darkScheme {
            css["lightDark"] = .map(TemplateMap([("declarations", declarations {
                "light-dark(\(CSSColor.value($0.colors[0])), \(CSSColor.value($0.colors[dark])))"
            })]))
        }
        var extensions = RenderContext.Extensions()
        extensions.root = [("css", .map(css))]
        let bytes = try templates.render("css", context.value(extensions: extensions))
        return [RenderedFile(path: path, bytes: bytes)]
    }
}
