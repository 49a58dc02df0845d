// What css.mustache receives: the shared data plus the stylesheet's declaration blocks.
import ColorGenModel
import ColorMath
import Mustache

/// The css format's template data: the common data of docs/templates.md plus `css`, the
/// stylesheet's blocks of declarations (docs/css-output.md).
extension CSSModel {
    /// The data `template` (the css template, or the user's in its place) gets, as far as it
    /// can read it.
    func templateData(_ request: OutputRequest, for template: PreparedTemplate) -> TemplateValue {
        let context = request.context(for: template)
        var extensions = RenderContext.Extensions()
        if context.reads("css") { extensions.root = [("css", .map(css(request)))] }
        return context.value(extensions: extensions)
    }

    /// The `css` field (also the tailwind format's).
    func css(_ request: OutputRequest) -> TemplateMap {
        var css = TemplateMap([
            ("header", .string(CSSText.comment(request.info.header))),
            ("rootColorScheme", .string(plan.rootColorScheme)),
        ])
        for (key, value) in blocks(of: Array(roles.roles.indices), documenting: true, CSSColor.value) { css[key] = value }
        // The Display P3 layer repeats every block for the roles some scheme shows in P3, so that
        // the cascade among the blocks is the same as above.
        let wide = roles.roles.indices.filter { roles.roles[$0].colors.contains { $0.wideGamut != nil } }
        css["displayP3"] = wide.isEmpty
            ? false : .map(TemplateMap(blocks(of: wide) { CSSColor.displayP3Value($0) ?? CSSColor.value($0) }))
        return css
    }

    /// `{name, value, documentation}` for every role of `indices`, the value made by `value`;
    /// `documentation` (the role's description and deprecation, for a comment) only when
    /// `documenting`, else `null`.
    private func declarations(of indices: [Int], documenting: Bool = false, _ value: (SchemeRole) -> String) -> TemplateValue {
        let replacements = documenting ? RoleDocumentationText(roles).replacements : []
        return .list(indices.map { index in
            let role = roles.roles[index]
            let documentation = documenting ? RoleDocumentationText.commentValue(
                role.documentation, description: { .string(CSSText.comment($0)) }, message: CSSText.comment,
                replacement: replacements[index].map { propertyNames[$0] }) : .null
            return .map(Self.declarationKeys.withValues([.string(propertyNames[index]), .string(value(role)), documentation]))
        })
    }

    /// The keys of a declaration's map, shared by all of them.
    private static let declarationKeys = TemplateMap([("name", .null), ("value", .null), ("documentation", .null)])

    /// The blocks of the stylesheet (`root`, `lightDark`, `media`, `attributes`) for the roles
    /// of `indices`, each color written by `write`; `documenting` gives the first block's
    /// declarations the roles' documentation.
    private func blocks(of indices: [Int], documenting: Bool = false,
                        _ write: @escaping (RGBA) -> String) -> [(String, TemplateValue)] {
        // Each scheme's declarations are made once, though `:root` and a media rule repeat an attribute rule's.
        let bySchemes = roles.schemes.indices.map { scheme in declarations(of: indices) { write($0.colors[scheme]) } }
        func ofScheme(_ scheme: Int) -> TemplateValue { bySchemes[scheme] }
        // The roles' descriptions and deprecations are written once, in the first block.
        let documented = documenting && indices.contains { !roles.roles[$0].documentation.isEmpty }
        let root = documented ? declarations(of: indices, documenting: true) { write($0.colors[plan.rootScheme]) }
            : ofScheme(plan.rootScheme)
        var blocks: [(String, TemplateValue)] = [
            ("root", .map(TemplateMap([("declarations", root)]))),
            ("media", .list(plan.mediaRules.compactMap { rule in
                if strategy == .lightDark, rule.scheme == plan.darkScheme { return nil }
                return .map(TemplateMap([
                    ("query", .string(rule.query)), ("scheme", .string(CSSText.comment(roles.schemes[rule.scheme]))),
                    ("declarations", ofScheme(rule.scheme)),
                ]))
            })),
            ("attributes", .list(roles.schemes.indices.map { index in
                .map(TemplateMap([
                    ("selector", .string("[data-color-scheme=\(CSSText.quoted(roles.schemes[index]))]")),
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
}
